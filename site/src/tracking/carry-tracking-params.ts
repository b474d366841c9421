/**
 * Link carrying (source spec §4, §9): internal links take along the tracking
 * parameters of the current address, so a campaign survives the visit.
 */

/** Parameters carried on links: `campanha`, `fbclid`, and any whose name starts with `utm` (names are case-sensitive). */
export function isCarriedParam(name: string): boolean {
  return name.startsWith("utm") || name === "campanha" || name === "fbclid";
}

/** Addresses that leave the site (a scheme such as `https:`, `mailto:`, `javascript:`, or `//host`). */
export function isExternalTarget(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith("//");
}

/** A target that only moves within the current page. */
export function isHashTarget(to: string): boolean {
  return to.startsWith("#");
}

/**
 * The address an internal link should lead to: its target, plus the carried
 * parameters of the current address that the link does not set itself.
 *
 * - Hash-only and external targets are returned unchanged.
 * - The target's path, own query (as written) and hash are kept verbatim; the
 *   carried parameters are appended to the query, before the hash.
 * - A parameter the link sets wins over the carried one; a parameter repeated
 *   in the current address is carried once, with its first value.
 * - Carried names and values are encoded, so nothing in the current address can
 *   change the path or the hash, let alone the origin or the scheme.
 *
 * @param currentSearch the current address's query, with or without its `?`.
 */
export function carryTrackingParams(to: string, currentSearch: string): string {
  if (isHashTarget(to) || isExternalTarget(to)) return to;

  const hashAt = to.indexOf("#");
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const ownQuery = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);

  const own = new URLSearchParams(ownQuery);
  const carried = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (isCarriedParam(name) && !own.has(name) && !carried.has(name)) carried.append(name, value);
  }
  const carriedQuery = carried.toString();
  if (carriedQuery === "") return to;

  const query = ownQuery === "" ? carriedQuery : `${ownQuery}&${carriedQuery}`;
  return `${path}?${query}${hash}`;
}
