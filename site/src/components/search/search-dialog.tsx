import { navigate } from "gatsby";
import { useEffect, useMemo, useRef, useState } from "react";
import type { SiteSearchEntry } from "../../../../contracts/site-search";
import { findByName, type Searchable } from "../../search/find-by-name";
import { loadSiteSearchIndex } from "../../search/site-search-index";
import { carryTrackingParams } from "../../tracking/carry-tracking-params";
import { ModalDialog } from "../dialog/modal-dialog";
import { CloseIcon } from "../icons/icons";
import { useCarriedSearch } from "../link/carried-params";
import { SearchCombobox } from "./search-combobox";
import * as styles from "./search-dialog.module.css";

/** How many results the search lists. */
export const SEARCH_RESULTS_SHOWN = 8;

const KIND_NAMES = { model: "Modelo", page: "Página" } as const;

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; entries: Searchable<SiteSearchEntry>[] };

function useSearchIndex(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    loadSiteSearchIndex().then(
      (entries) => current && setLoaded({ state: "ready", entries }),
      (error: unknown) => {
        console.warn("[search] Could not load the search index.", error);
        if (current) setLoaded({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/**
 * The header search (decision CHROME-6): models and pages by name, accents and
 * letter case aside; the arrows move through the results, Enter opens one,
 * Escape closes. The page does not scroll while it is open (source spec §4).
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const loaded = useSearchIndex();
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const carried = useCarriedSearch();

  const results = useMemo(
    () => (loaded.state === "ready" ? findByName(loaded.entries, query, SEARCH_RESULTS_SHOWN) : []),
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
    <ModalDialog labelledBy="busca-titulo" onClose={onClose} initialFocus={input} className={styles.dialog}>
      <div className={styles.heading}>
        <h2 id="busca-titulo" className={styles.title}>
          Buscar no site
        </h2>
        <button type="button" className={styles.close} aria-label="Fechar a busca" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
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
