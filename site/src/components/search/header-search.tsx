import { type ReactNode, useState } from "react";
import { SearchIcon } from "../icons/icons";
import { onDemand } from "../on-demand/use-on-demand";

/** The search dialog's code and its index load only when the visitor first opens the search. */
const SearchDialog = onDemand(() => import("./search-dialog").then((module) => module.SearchDialog));
const preload = () => {
  SearchDialog.preload().catch(() => undefined);
};

interface HeaderSearchProps {
  className?: string;
  /** Called before the search opens (the header closes its menus). */
  onOpen?: () => void;
  /** The button's visible text; without it the button is the magnifier icon named 'Buscar'. */
  children?: ReactNode;
}

/**
 * The header's search button and, once opened, its dialog (decision CHROME-6).
 * Other places (the 404 page) offer the same search with a text button.
 */
export function HeaderSearch({ className, onOpen, children }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const Dialog = SearchDialog.useComponent(open);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={children ? undefined : "Buscar"}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {children ?? <SearchIcon />}
      </button>
      {open && Dialog && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
