/**
 * The request builder's table as source spec §7 writes it, row by row: the
 * expected bases of the request builder's properties and contract tests, kept
 * apart from contracts/request-table.ts so a wrong row there cannot agree with
 * itself.
 */

/** The methods §7 says the builder builds. */
export const SPEC_METHODS = ["GET", "PUT", "POST", "DELETE"] as const;

/** Kind, section (none for auth) and base, in the order of the spec's table. */
export const SPEC_ROWS: ReadonlyArray<readonly [kind: string, section: string | undefined, base: string]> = [
  ["multimedia", "images", "/api/images/v1.0"],
  ["multimedia", "media", "/api/media/v1.0"],
  ["portal", "lead", "/api/lead/v1.0/"],
  ["portal", "contact", "/api/contact/v1.0"],
  ["portal", "service", "/api/service/v1.0"],
  ["portal", "review", "/api/review/v1.0"],
  ["auth", undefined, "/token"],
];

/** The eighteen search sections of §7, in the spec's order, with their bases. */
export const SEARCH_ROWS: ReadonlyArray<readonly [section: string, base: string]> = [
  ["vehicleModels", "/search/api/vehicle/v1.0/CAR/models"],
  ["vehicle", "/search/api/vehicle/v1.0"],
  ["deal", "/search/api/deal/v1.0"],
  ["dealer", "/search/api/dealer/v1.0"],
  ["location", "/search/api/location/v1.0"],
  ["news", "/search/api/news/v1.0"],
  ["presskit", "/search/api/presskit/v1.0"],
  ["price", "/search/api/price/v1.0"],
  ["recall", "/search/api/recall/v1.0"],
  ["review", "/search/api/review/v1.0"],
  ["subscription", "/search/api/subscription/v1.0"],
  ["search", "/search/api/search/v1.0"],
  ["servicePDF", "/search/api/servicePDF/v1.0"],
  ["press", "/search/api/press/v1.0"],
  ["config", "/search/api/config/v1.0"],
  ["event", "/search/api/event/v1.0"],
  ["ambassador", "/search/api/ambassador/v1.0"],
  ["partner", "/search/api/partner/v1.0"],
];

/** The base the spec gives a kind and section; throws for one the spec does not name. */
export function specBase(service: { kind: string; section?: string | undefined }): string {
  const row =
    service.kind === "search"
      ? SEARCH_ROWS.find(([section]) => section === service.section)?.[1]
      : SPEC_ROWS.find(([kind, section]) => kind === service.kind && section === service.section)?.[2];
  if (row === undefined) throw new Error(`The spec names no base for ${service.kind}, ${service.section}`);
  return row;
}
