import { useEffect } from "react";

/**
 * Locking the page's scrolling while something covers it (source spec §4:
 * "Opening a menu or search locks page scrolling"): the menus, the search and
 * the dialogs each hold the lock while open; the page scrolls again when the
 * last one lets go. The scrollbar's width is kept as padding, so nothing moves.
 */

let holders = 0;

function apply(): void {
  const body = document.body;
  if (holders > 0) {
    if (body.classList.contains("scroll-locked")) return;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.classList.add("scroll-locked");
  } else {
    body.classList.remove("scroll-locked");
    body.style.paddingRight = "";
  }
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
