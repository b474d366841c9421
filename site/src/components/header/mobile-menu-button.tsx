import { forwardRef } from "react";
import { CloseIcon, MenuIcon } from "../icons/icons";
import { MOBILE_MENU_LABEL } from "./use-header-menus";

interface MobileMenuButtonProps {
  open: boolean;
  controls: string;
  onClick: () => void;
  className?: string;
}

/** The hamburger (source spec §2 "Mobile header"): opens and closes the menu below 1080 px. */
export const MobileMenuButton = forwardRef<HTMLButtonElement, MobileMenuButtonProps>(function MobileMenuButton(
  { open, controls, onClick, className },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={MOBILE_MENU_LABEL}
      onClick={onClick}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
});
