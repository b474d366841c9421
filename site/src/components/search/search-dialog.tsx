import { navigate } from "gatsby";
import { useMemo, useRef, useState } from "react";
import type { SiteSearchEntry } from "../../../../contracts/site-search";
import { useLoader } from "../../hooks/use-loader";
import { findByName } from "../../search/find-by-name";
import { loadSiteSearchIndex } from "../../search/site-search-index";
import { carryTrackingParams } from "../../tracking/carry-tracking-params";
import { ModalDialog } from "../dialog/modal-dialog";
import { useCarriedSearch } from "../link/carried-params";
import { SearchCombobox } from "./search-combobox";
import * as styles from "./search-dialog.module.css";

/** How many results the search lists. */
export const SEARCH_RESULTS_SHOWN = 8;

const KIND_NAMES = { model: "Modelo", page: "Página" } as const;

/**
 * The header search (decision CHROME-6): models and pages by name, accents and
 * letter case aside; the arrows move through the results, Enter opens one,
 * Escape closes. The page does not scroll while it is open (source spec §4).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { loaded } = useLoader(loadSiteSearchIndex, { warning: "[search] Could not load the search index." });
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const carried = useCarriedSearch();

  const results = useMemo(
    () => (loaded.state === "ready" ? findByName(loaded.value, query, SEARCH_RESULTS_SHOWN) : []),
    [loaded, query],
  );

  let status: string;
  if (loaded.state === "loading") status = "Carregando a busca…";
  else if (loaded.state === "failed") status = "Não foi possível carregar a busca. Tente de novo mais tarde.";
  else if (query.trim() === "") status = "Digite o nome de um modelo ou de uma página.";
  else if (results.length === 0) status = `Nenhum resultado para “${query.trim()}”.`;
  else status = results.length === 1 ? "1 resultado" : `${results.length} resultados`;

  const open = (entry: SiteSearchEntry) => {
    onClose();
    navigate(carryTrackingParams(entry.path, carried));
  };

  return (
    <ModalDialog
      title="Buscar no site"
      titleId="busca-titulo"
      closeLabel="Fechar a busca"
      onClose={onClose}
      initialFocus={input}
      className={styles.dialog}
    >
      <SearchCombobox
        label="Modelo ou página"
        placeholder="Ex.: Outlander, ofertas, test drive"
        listLabel="Resultados da busca"
        inputRef={input}
        query={query}
        onQueryChange={setQuery}
        results={results}
        keyOf={(entry) => entry.path}
        nameOf={(entry) => `${entry.label}, ${KIND_NAMES[entry.kind].toLowerCase()}`}
        renderItem={(entry) => (
          <>
            <span>{entry.label}</span> <span className={styles.kind}>{KIND_NAMES[entry.kind]}</span>
          </>
        )}
        onChoose={open}
        status={status}
      />
    </ModalDialog>
  );
}
