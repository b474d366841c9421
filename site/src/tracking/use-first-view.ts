import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onFirstView` once, when at least `share` of the element is in the
 * viewport (the `bannerView` of source spec §7). Once per mount, so once per
 * page view. Without IntersectionObserver the element counts as seen.
 */
export function useFirstView<T extends Element>(onFirstView: () => void, share = 0.5): RefObject<T> {
  const ref = useRef<T>(null);
  const callback = useRef(onFirstView);
  callback.current = onFirstView;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= share)) return;
        observer.disconnect();
        callback.current();
      },
      { threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [share]);
  return ref;
}
