import { useEffect } from "react";
import { browserCitySelection, useCityModalAllowed, useCitySelection } from "../../location/use-city-selection";
import { showsLocationModal } from "../../routes/visibility";
import { onDemand } from "../on-demand/use-on-demand";

/** The modal's code (and the municipalities it fetches) load only when it first opens. */
const LocationModal = onDemand(() => import("./location-modal").then((module) => module.LocationModal));

export const preloadLocationModal = (): void => {
  LocationModal.preload().catch(() => undefined);
};

/**
 * Starts the city selection once per page load (source spec §4: read the
 * stored city, and without one open the modal after 5 s) and shows the modal
 * when it is wanted open and allowed (once the 5-second timer has run), except
 * on form-vip paths (§2 visibility rules).
 */
export function CitySelectionModalHost({ path }: { path: string }) {
  const { modalOpen } = useCitySelection();
  const allowed = useCityModalAllowed();
  const shown = modalOpen && allowed && showsLocationModal(path);
  const Modal = LocationModal.useComponent(shown);
  useEffect(() => {
    void browserCitySelection().start();
  }, []);
  return shown && Modal ? <Modal /> : null;
}
