/**
 * The layout's breakpoints (§9). The stylesheets' media queries use the same
 * numbers; code that must know which layout shows (closing the menus when the
 * window crosses to the other) reads them here.
 */

/** The desktop layout starts at this width; below it the mobile header shows (§9). */
export const DESKTOP_BREAKPOINT_PX = 1080;

/** The other mobile breakpoints (§9): small phones below 600 px, tablets from 768 px. */
export const MOBILE_BREAKPOINTS_PX = { small: 600, tablet: 768 } as const;
