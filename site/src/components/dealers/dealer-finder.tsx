import { useId, useMemo, useState } from "react";
import { STATES, type StateCode } from "../../../../contracts/brazil-states";
import type { Dealer } from "../../../../contracts/dealer";
import {
  citiesInOrder,
  filterDealers,
  groupByStateAndCity,
  nearFirst,
  statesInOrder,
} from "../../dealers/dealer-order";
import { placeOfLocation } from "../../forms/prefill";
import { browserCitySelection, useCitySelection } from "../../location/use-city-selection";
import { OneOf } from "../steady/one-of";
import { DealerCard } from "./dealer-card";
import * as styles from "./dealer-finder.module.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The dealer finder: every dealer, by state and city, the visitor's city first
 * (then the rest of their state, then the others); a state and a city filter;
 * the count announced as it changes.
 */
export function DealerFinder({ dealers }: { dealers: readonly Dealer[] }) {
  // The build hands the dealers in the order for no place (DealersPageContext).
  const { location } = useCitySelection();
  const place = placeOfLocation(location);
  const nearState = place?.state;
  const nearCity = place ? Number(place.cityId) : undefined;
  const [state, setState] = useState("");
  const [cityId, setCityId] = useState("");
  const ids = { state: useId(), city: useId() };

  const shown = useMemo(
    () =>
      nearFirst(
        filterDealers(dealers, { state, cityId: cityId ? Number(cityId) : undefined }),
        nearState && { state: nearState, cityId: nearCity },
      ),
    [dealers, state, cityId, nearState, nearCity],
  );
  const groups = groupByStateAndCity(shown);
  const cities = citiesInOrder(dealers, state);
  const where = cityId
    ? ` em ${cities.find((city) => String(city.ibgeCode) === cityId)?.name ?? ""}, ${state}`
    : state
      ? ` em ${STATES[state as StateCode]}`
      : ` em ${plural(groups.length, "estado", "estados")}`;

  return (
    <div className={styles.finder}>
      <div className={styles.near}>
        {/* The stored city is known only in the browser: its line has one height whatever it holds, and
            the texts that follow it keep the space of the longest, so nothing moves once it is read. */}
        <p className={styles.nearText}>
          <span className={styles.nearCity}>
            {location ? (
              <>
                Você está em <strong>{location.cityName}</strong>.
              </>
            ) : (
              "Você ainda não escolheu sua cidade."
            )}
          </span>
          <OneOf
            shown={location ? 1 : 0}
            variants={[
              "Escolha sua cidade para ver primeiro as concessionárias mais perto de você.",
              "As concessionárias da sua cidade aparecem primeiro.",
            ]}
          />
        </p>
        <button type="button" className={styles.nearButton} onClick={() => browserCitySelection().open()}>
          <OneOf shown={location ? 1 : 0} variants={["Escolher cidade", "Trocar cidade"]} />
        </button>
      </div>
      <search className={styles.filters} aria-label="Filtrar concessionárias">
        <div className={styles.filter}>
          <label htmlFor={ids.state}>Estado</label>
          <select
            id={ids.state}
            className={styles.select}
            value={state}
            onChange={(event) => {
              setState(event.target.value);
              setCityId("");
            }}
          >
            <option value="">Todos os estados</option>
            {statesInOrder(dealers).map((code) => (
              <option key={code} value={code}>
                {STATES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={ids.city}>Cidade</label>
          <select
            id={ids.city}
            className={styles.select}
            value={cityId}
            disabled={!state}
            onChange={(event) => setCityId(event.target.value)}
          >
            <option value="">{state ? "Todas as cidades" : "Escolha antes o estado"}</option>
            {cities.map((city) => (
              <option key={city.ibgeCode} value={city.ibgeCode}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      </search>
      <p className={styles.count} role="status">
        {plural(shown.length, "concessionária", "concessionárias")}
        {where}.
      </p>
      {groups.map((group) => (
        <section key={group.state} className={styles.state} aria-labelledby={`uf-${group.state}`}>
          <h2 id={`uf-${group.state}`} className={styles.stateName}>
            {STATES[group.state]}
          </h2>
          {group.cities.map((city) => (
            <div key={city.city.ibgeCode} className={styles.city}>
              <h3 className={styles.cityName}>{city.city.name}</h3>
              <ul className={`plain-list ${styles.cards}`}>
                {city.dealers.map((dealer) => (
                  <DealerCard key={dealer.id} dealer={dealer} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
