import { useState } from "react";
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
  onOpen: () => void;
}

/** The header's search button and, once opened, its dialog (decision CHROME-6). */
export function HeaderSearch({ className, onOpen }: HeaderSearchProps) {
  const [open, setOpen] = useState(false);
  const Dialog = SearchDialog.useComponent(open);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="Buscar"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {open && Dialog && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
