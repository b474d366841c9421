import { useEffect, useState } from "react";

/**
 * The id the address's hash names (`/ofertas#id`, `/picapes/l200-triton-sport#…-outdoor-2027`),
 * for the page to highlight the part it leads to. CSS's :target misses a jump made within the site
 * (the history API moves no target), so pages mark the part themselves, after hydration. The ids
 * are plain slugs: the hash is compared as written.
 */
export function useReachedAnchor(location: Pick<Location, "hash">): string {
  const [reached, setReached] = useState("");
  useEffect(() => setReached(location.hash.slice(1)), [location.hash]);
  return reached;
}
