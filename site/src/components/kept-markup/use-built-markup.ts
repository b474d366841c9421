import { type RefObject, useLayoutEffect, useRef, useState } from "react";

/**
 * Props that make an element keep the markup the build wrote into it. On
 * hydration React leaves an element with `dangerouslySetInnerHTML` as the
 * server wrote it (its children, and attributes it does not set), and touches
 * it again only when its props change, which these never do.
 */
export const KEEP_BUILT_MARKUP = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/**
 * Whether an element still holds the markup the build wrote, so it need not be
 * hydrated: on the page the visit starts on, it does; rendered in the browser
 * (a navigation within the site, a list filtered and back), it is empty, and
 * the element renders its content the usual way before the browser paints.
 * When the site builds, content is always rendered.
 */
export function useBuiltMarkup<T extends Element>(): { built: boolean; ref: RefObject<T> } {
  const ref = useRef<T>(null);
  const [built, setBuilt] = useState(() => typeof document !== "undefined");
  useLayoutEffect(() => {
    if (built && !ref.current?.hasChildNodes()) setBuilt(false);
  }, [built]);
  return { built, ref };
}
