import { STATES, type StateCode } from "../../../../contracts/brazil-states";
import type { DealerChoice } from "../../../../contracts/dealer";
import { useLoader } from "../../hooks/use-loader";
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

/**
 * Which dealers are in the visitor's city (dealers/dealer-order.ts, with the
 * folding of city names): wanted only once the form has a state and a city. A
 * form page loads without it; the build hands the dealers in the finder's
 * order for a visitor whose city is unknown, which a state's dealers keep.
 */
type DealerOrder = typeof import("../../dealers/dealer-order");
let dealerOrder: DealerOrder | undefined;
const loadDealerOrder = () =>
  import("../../dealers/dealer-order").then((module) => {
    dealerOrder = module;
    return module;
  });

/** The hint above the dealer list: why it is empty, when it is. */
export function dealerHint(dealers: readonly DealerChoice[], state: string): string | undefined {
  if (!state) return "Escolha o estado para ver as concessionárias.";
  if (!dealers.some((dealer) => dealer.state === state)) {
    return "Ainda não há concessionária neste estado na lista: a Mitsubishi indica a mais próxima de você.";
  }
  return undefined;
}

/** The dealers of the visitor's state, those of their city first (the dealer finder's order); none before a state (FORM-3). */
export function DealerSelect({ dealers, value, onValueChange, state, city, cityId, ...control }: DealerSelectProps) {
  const near = state !== "" && (city !== "" || cityId !== "");
  const { loaded } = useLoader(loadDealerOrder, {
    wanted: near,
    warning: "[forms] Could not load the dealers' order.",
    ready: dealerOrder,
  });
  const order = near && loaded.state === "ready" ? loaded.value : undefined;
  const place = { state, cityId: cityId ? Number(cityId) : undefined, cityName: city };
  // Without a state the list is empty and disabled, under the hint that asks for one: the whole network
  // would be a list of dozens a visitor must scroll through to find their own.
  const ofState = state ? dealers.filter((dealer) => dealer.state === state) : [];
  const inCity = order ? ofState.filter((dealer) => order.nearnessOf(dealer, place) === 0) : [];
  const elsewhere = order ? ofState.filter((dealer) => order.nearnessOf(dealer, place) !== 0) : ofState;
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
      disabled={ofState.length === 0}
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
