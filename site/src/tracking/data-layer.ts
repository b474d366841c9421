import type { DataLayerEvent } from "../../../contracts/analytics";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to the tag manager's data layer, creating the layer when no
 * tag has yet. The UI does not call this: it calls the typed API of events.ts.
 */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
