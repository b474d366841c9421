/**
 * The business constants of the source spec (§9), in one place. Everything
 * that depends on one of these numbers imports it from here.
 */

/** The location-selection modal opens this long after load when no city is stored (§4, §9). */
export const LOCATION_MODAL_DELAY_MS = 5_000;

/** The click-id (`gclid`) cookie lives this long (§4, §9). */
export const CLICK_ID_COOKIE_DAYS = 90;

/** The desktop layout starts at this width; below it the mobile header shows (§9). */
export const DESKTOP_BREAKPOINT_PX = 1080;

/** The other mobile breakpoints (§9): small phones below 600 px, tablets from 768 px. */
export const MOBILE_BREAKPOINTS_PX = { small: 600, tablet: 768 } as const;

/** The default quality of the image-optimisation address (§7, §9). */
export const DEFAULT_IMAGE_QUALITY = 75;

/** The model image of the Modelos menu panel (§2, §9). */
export const MENU_MODEL_IMAGE = { width: 560, height: 397 } as const;

/** Browser-storage keys of the source spec (§3). */
export const STORAGE_KEYS = {
  location: "location",
  favoriteDeals: "favoriteDeals",
  visitorId: "mit_gtm_uid",
} as const;
