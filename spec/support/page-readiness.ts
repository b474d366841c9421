/**
 * Whether the page is ready (runs in the page): the browser is at `path` (the
 * current path when null) and the last `pageLoad` event the page pushed to its
 * data layer names that path. A page pushes its `pageLoad` once it has
 * rendered and run its effects, so a step after that reads the page as the
 * visitor uses it, never before hydration.
 */
export function isPageReadyAt(path: string | null): boolean {
  const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
  const loads = layer.filter((entry) => entry?.event === "pageLoad");
  const at = path ?? window.location.pathname;
  return window.location.pathname === at && loads.at(-1)?.page_path === at;
}
