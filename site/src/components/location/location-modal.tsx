import { useMemo, useRef, useState } from "react";
import { useLoader } from "../../hooks/use-loader";
import { loadMunicipalities } from "../../location/municipalities";
import { browserCitySelection, useCitySelection } from "../../location/use-city-selection";
import { findByName } from "../../search/find-by-name";
import { ModalDialog } from "../dialog/modal-dialog";
import { SearchCombobox } from "../search/search-combobox";
import * as styles from "./location-modal.module.css";

/** How many cities the list shows at once; typing more narrows it. */
export const CITY_RESULTS_SHOWN = 8;
/** Fewer letters than this find too many cities to be useful. */
export const CITY_QUERY_MIN_LENGTH = 2;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The city selection (source spec §4): the visitor finds a Brazilian city by
 * name among every IBGE municipality, accents and letter case aside, sees its
 * state, and chooses it; the choice is kept and shown in the header at once.
 */
export function LocationModal() {
  const { location } = useCitySelection();
  const { loaded, retry } = useLoader(loadMunicipalities, { warning: "[location] Could not load the list of cities." });
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const selection = browserCitySelection();

  const { shown, total } = useMemo(() => {
    if (loaded.state !== "ready" || query.trim().length < CITY_QUERY_MIN_LENGTH) return { shown: [], total: 0 };
    const all = findByName(loaded.value, query, Number.POSITIVE_INFINITY);
    return { shown: all.slice(0, CITY_RESULTS_SHOWN), total: all.length };
  }, [loaded, query]);

  let status: React.ReactNode;
  if (loaded.state === "loading") status = "Carregando a lista de cidades…";
  else if (loaded.state === "failed") status = "Não foi possível carregar a lista de cidades.";
  else if (query.trim().length < CITY_QUERY_MIN_LENGTH) status = "Digite pelo menos 2 letras do nome da sua cidade.";
  else if (total === 0) status = `Nenhuma cidade encontrada para “${query.trim()}”.`;
  else if (total > shown.length)
    status = `Mostrando ${shown.length} de ${total} cidades. Continue digitando para refinar.`;
  else status = plural(total, "cidade encontrada", "cidades encontradas");

  return (
    <ModalDialog title="Escolha sua cidade" titleId="cidade-titulo" onClose={selection.close} initialFocus={input}>
      <p className={styles.lead}>
        {location ? (
          <>
            Você está em <strong>{location.cityName}</strong>. Procure outra cidade para trocar.
          </>
        ) : (
          "Assim mostramos as ofertas e as concessionárias mais perto de você."
        )}
      </p>
      <SearchCombobox
        label="Cidade"
        placeholder="Ex.: São Paulo"
        listLabel="Cidades encontradas"
        inputRef={input}
        query={query}
        onQueryChange={setQuery}
        results={shown}
        keyOf={(city) => city.id}
        nameOf={(city) => `${city.name}, ${city.state}`}
        renderItem={(city) => (
          <>
            <span>{city.name}</span> <span className={styles.state}>{city.state}</span>
          </>
        )}
        onChoose={selection.choose}
        status={status}
      />
      {loaded.state === "failed" && (
        <button type="button" className={styles.retry} onClick={retry}>
          Tentar de novo
        </button>
      )}
    </ModalDialog>
  );
}
