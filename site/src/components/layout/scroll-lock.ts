import { useEffect } from "react";

/**
 * Locking the page's scrolling while something covers it (source spec §4:
 * "Opening a menu or search locks page scrolling"): the menus, the search and
 * the dialogs each hold the lock while open; the page scrolls again when the
 * last one lets go. Nothing moves sideways when the scrollbar goes: the page
 * keeps its place (`scrollbar-gutter: stable` in styles/global.css).
 */

let holders = 0;

function apply(): void {
  document.body.classList.toggle("scroll-locked", holders > 0);
}

/** Holds the page's scrolling locked while `locked` is true. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    holders += 1;
    apply();
    return () => {
      holders -= 1;
      apply();
    };
  }, [locked]);
}
