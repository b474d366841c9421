import { useCallback, useEffect, useState } from "react";

/** Something fetched when first wanted: not yet asked for, on its way, failed, or ready. */
export type Loaded<T> = { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "ready"; value: T };

interface LoaderOptions<T> {
  /** Whether it is wanted yet; nothing is fetched before. */
  wanted?: boolean;
  /** Logged with the error when it fails: the page goes on without it. */
  warning: string;
  /** What is already at hand (fetched earlier in the visit), so the first render shows it. */
  ready?: T | undefined;
}

/**
 * What a component fetches on demand (the cities, the search index, a dialog's
 * code): `loaded` says where it stands, `retry` asks again after a failure.
 * `load` must be the same function from render to render (a module's loader).
 */
export function useLoader<T>(
  load: () => Promise<T>,
  { wanted = true, warning, ready }: LoaderOptions<T>,
): { loaded: Loaded<T>; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    if (ready !== undefined) return { state: "ready", value: ready };
    return wanted ? { state: "loading" } : { state: "idle" };
  });
  const [attempt, setAttempt] = useState(0);
  const isReady = loaded.state === "ready";

  useEffect(() => {
    if (!wanted || isReady) return;
    let current = true;
    setLoaded((now) => (now.state === "loading" ? now : { state: "loading" }));
    load().then(
      (value) => {
        if (current) setLoaded({ state: "ready", value });
      },
      (error: unknown) => {
        console.warn(warning, error);
        if (current) setLoaded({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
    // `attempt` is read through its change: a retry runs the effect again.
  }, [load, wanted, isReady, warning, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { loaded, retry };
}
