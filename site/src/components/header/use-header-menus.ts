import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { trackMenuView } from "../../tracking/events";
import { DESKTOP_BREAKPOINT_PX } from "../layout/breakpoints";
import { useScrollLock } from "../layout/scroll-lock";

/** The header's panels: 'Modelos' and 'Mundo MIT' (source spec §2). */
export type PanelId = "modelos" | "mundo-mit";

export interface HeaderMenus {
  /** The open panel (desktop) or accordion (mobile); one or none (§4). */
  openPanel: PanelId | null;
  /** Whether the mobile menu is open (below 1080 px). */
  mobileMenuOpen: boolean;
  togglePanel(panel: PanelId, label: string): void;
  toggleMobileMenu(): void;
  closeAll(): void;
  /** The buttons that open things, so closing with Escape can return focus to the right one. */
  triggers: Record<PanelId | "menu", RefObject<HTMLButtonElement>>;
}

/** The label the data layer gets when the mobile menu opens: the hamburger's name. */
export const MOBILE_MENU_LABEL = "Menu";

/**
 * The header's open/closed state (source spec §4): one panel or none; clicking
 * the open item closes it; a route change closes everything; so do Escape
 * (focus goes back to the button that opened it), a click or the focus moving
 * outside the header, and crossing the desktop breakpoint. While anything is open the page does not
 * scroll. Each opening is reported to the data layer (menuView).
 */
export function useHeaderMenus(path: string, header: RefObject<HTMLElement>): HeaderMenus {
  const [openPanel, setOpenPanel] = useState<PanelId | null>(null);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const triggers = {
    modelos: useRef<HTMLButtonElement>(null),
    "mundo-mit": useRef<HTMLButtonElement>(null),
    menu: useRef<HTMLButtonElement>(null),
  };
  const anythingOpen = openPanel !== null || mobileMenuOpen;

  const closeAll = useCallback(() => {
    setOpenPanel(null);
    setMobileMenuOpen(false);
  }, []);

  const togglePanel = (panel: PanelId, label: string) => {
    if (openPanel === panel) {
      setOpenPanel(null);
      return;
    }
    setOpenPanel(panel);
    trackMenuView(label);
  };

  const toggleMobileMenu = () => {
    setOpenPanel(null);
    setMobileMenuOpen(!mobileMenuOpen);
    if (!mobileMenuOpen) trackMenuView(MOBILE_MENU_LABEL);
  };

  // A route change closes everything (§4).
  useEffect(() => closeAll(), [path, closeAll]);

  // Escape closes and returns focus; a click outside the header closes.
  useEffect(() => {
    if (!anythingOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const trigger = mobileMenuOpen || !openPanel ? triggers.menu : triggers[openPanel];
      closeAll();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (header.current && event.target instanceof Node && !header.current.contains(event.target)) closeAll();
    };
    // Tabbing out of the header (to the page behind the panel) closes too, as a disclosure menu does.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !header.current || header.current.contains(target)) return;
      if (target.closest("dialog")) return;
      closeAll();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  });

  // The desktop and mobile menus are different things: crossing the breakpoint starts afresh.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    desktop.addEventListener("change", closeAll);
    return () => desktop.removeEventListener("change", closeAll);
  }, [closeAll]);

  useScrollLock(anythingOpen);

  return { openPanel, mobileMenuOpen, togglePanel, toggleMobileMenu, closeAll, triggers };
}
