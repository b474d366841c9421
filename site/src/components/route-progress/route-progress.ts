import { useSyncExternalStore } from "react";

/**
 * Whether a route change is taking long (source spec §2: "A progress bar shows
 * during route changes"). Gatsby reports a change that has not finished after
 * about a second (onRouteUpdateDelayed) and every finished change
 * (onRouteUpdate); gatsby-browser forwards both here.
 */

let delayed = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (delayed === value) return;
  delayed = value;
  for (const listener of listeners) listener();
}

export const routeChangeDelayed = (): void => set(true);
export const routeChangeFinished = (): void => set(false);

export function useRouteChangeDelayed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => delayed,
    () => false,
  );
}
