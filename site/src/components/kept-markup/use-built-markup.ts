import { type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Props that make an element keep the markup the build wrote into it. On
 * hydration React leaves an element with `dangerouslySetInnerHTML` as the
 * server wrote it (its children, and attributes it does not set), and touches
 * it again only when its props change, which these never do.
 */
export const KEEP_BUILT_MARKUP = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

const noChange = () => () => {};

/**
 * Whether React is hydrating the build's markup: it reads the server's
 * snapshot (true) only then, and the browser's (false) in any render of its own.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}

/**
 * Whether an element still holds the markup the build wrote, so it need not be
 * hydrated: on the page the visit starts on, it does; rendered in the browser
 * (a navigation within the site, a list filtered and back), it is empty, and
 * the element renders its content at once. Known from its first render, not
 * corrected after it: a page reached within the site is scrolled to its
 * anchor as that render commits, and an empty box there would move the anchor
 * down once filled (browsers without scroll anchoring, Safari's, keep the
 * place the anchor had). The check of the element's children stays for markup
 * the build left out. When the site builds, content is always rendered.
 */
export function useBuiltMarkup<T extends Element>(): { built: boolean; ref: RefObject<T> } {
  const ref = useRef<T>(null);
  const hydrating = useHydrating();
  const [built, setBuilt] = useState(() => typeof document !== "undefined" && hydrating);
  useLayoutEffect(() => {
    if (built && !ref.current?.hasChildNodes()) setBuilt(false);
  }, [built]);
  return { built, ref };
}
