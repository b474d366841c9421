import { browserCitySelection, useCitySelection } from "../../location/use-city-selection";
import { PinIcon } from "../icons/icons";
import { preloadLocationModal } from "./city-selection-modal-host";

/** What the header says before a city is chosen. */
export const NO_CITY = "Escolha sua cidade";

interface CityButtonProps {
  className?: string;
  /** Called before the modal opens (the header closes its menus). */
  onOpen?: () => void;
}

/** "Estou em {city}" (source spec §2): shows the chosen city; a click opens the city selection (§4). */
export function CityButton({ className, onOpen }: CityButtonProps) {
  const { location } = useCitySelection();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preloadLocationModal}
      onFocus={preloadLocationModal}
      onClick={() => {
        onOpen?.();
        browserCitySelection().open();
      }}
    >
      <PinIcon />
      <span>
        {location ? (
          <>
            Estou em <strong>{location.cityName}</strong>
          </>
        ) : (
          <strong>{NO_CITY}</strong>
        )}
      </span>
    </button>
  );
}
