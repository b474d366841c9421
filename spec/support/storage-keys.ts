/**
 * The keys under which the site keeps things in the browser, as the spec
 * names them: the source spec's own (§3 'location', §4 'mit_gtm_uid') and the
 * project's decision on the visitor's cookie choices (CHROME-26). The campaign
 * keys of session storage are a contract (contracts/storage-keys.ts).
 */
export const STORAGE_KEYS = {
  /** §3: the visitor's city. */
  location: "location",
  /** §4: the visitor id. */
  visitorId: "mit_gtm_uid",
  /** CHROME-26: the visitor's cookie choices. */
  cookiePreferences: "cookiePreferences",
} as const;
