import { STATES, type StateCode } from "../../../../contracts/brazil";
import type { DealerChoice } from "../../../../contracts/dealer";
import { filterDealers, nearnessOf, orderDealers } from "../../dealers/dealer-order";
import type { ControlProps } from "./field";
import * as styles from "./form.module.css";

interface DealerSelectProps extends ControlProps {
  dealers: readonly DealerChoice[];
  value: string;
  onValueChange: (value: string) => void;
  /** The place the visitor gave: the state filters the list, the city comes first. */
  state: string;
  city: string;
  cityId: string;
}

/** The hint above the dealer list: why it is empty, when it is. */
export function dealerHint(dealers: readonly DealerChoice[], state: string): string | undefined {
  if (!state) return "Escolha o estado para ver as concessionárias.";
  if (filterDealers(dealers, { state }).length === 0) {
    return "Ainda não há concessionária neste estado na lista: a Mitsubishi indica a mais próxima de você.";
  }
  return undefined;
}

/** The dealers of the visitor's state, those of their city first (the dealer finder's order). */
export function DealerSelect({ dealers, value, onValueChange, state, city, cityId, ...control }: DealerSelectProps) {
  const place = { state, cityId: cityId ? Number(cityId) : undefined, cityName: city };
  const ordered = orderDealers(filterDealers(dealers, { state }), place);
  const inCity = ordered.filter((dealer) => nearnessOf(dealer, place) === 0);
  const elsewhere = ordered.filter((dealer) => nearnessOf(dealer, place) !== 0);
  const option = (dealer: DealerChoice) => (
    <option key={dealer.id} value={dealer.id}>
      {dealer.name} ({dealer.city.name})
    </option>
  );
  return (
    <select
      {...control}
      className={styles.select}
      value={value}
      disabled={ordered.length === 0}
      onChange={(event) => onValueChange(event.target.value)}
    >
      <option value="">Sem preferência</option>
      {inCity.length > 0 && <optgroup label={`Em ${inCity[0]?.city.name}`}>{inCity.map(option)}</optgroup>}
      {inCity.length > 0 && elsewhere.length > 0 && (
        <optgroup label={`Outras cidades de ${STATES[state as StateCode]}`}>{elsewhere.map(option)}</optgroup>
      )}
      {inCity.length === 0 && elsewhere.map(option)}
    </select>
  );
}
