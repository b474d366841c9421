/**
 * The session-storage keys of the campaign a visitor lands with, as decision
 * TRACK-1 names them: one per parameter of source spec §4 ('gclid', 'fbclid',
 * 'campanha'), and 'source' for what utm_source says. Literal on purpose: the
 * site's own list of keys is what is under test.
 */
export const CAMPAIGN_KEYS = ["gclid", "fbclid", "campanha", "source"] as const;
