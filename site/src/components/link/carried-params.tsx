import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useState } from "react";

/**
 * The query of the current address, for links to carry (source spec §4).
 *
 * The server renders every page without a query, and React 18 does not patch
 * attributes that differ while it hydrates. So the first browser render uses
 * the empty query too, and the real one is applied in a layout effect, which
 * re-renders the links before the browser paints and before the page reports
 * itself loaded. After that the router's location feeds it on every navigation.
 */
const CarriedSearchContext = createContext("");

// Layout effects do nothing on the server (and React says so); effects are silent there.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

interface CarriedParamsProviderProps {
  /** The router location's query (`?utm_source=…`); the server's location may have none. */
  search: string | undefined;
  children: ReactNode;
}

export function CarriedParamsProvider({ search, children }: CarriedParamsProviderProps) {
  const [hydrated, setHydrated] = useState(false);
  useBrowserLayoutEffect(() => setHydrated(true), []);
  return (
    <CarriedSearchContext.Provider value={hydrated ? (search ?? "") : ""}>{children}</CarriedSearchContext.Provider>
  );
}

/** The query whose tracking parameters links carry; "" on the server and during hydration. */
export function useCarriedSearch(): string {
  return useContext(CarriedSearchContext);
}
