/**
 * The third-party tags (source spec §7): the tag manager and the social
 * advertising pixel. Each works only when its id is configured for the build;
 * without ids the pages contain nothing of them and make no call to them.
 */

/** The ids of the tags, from the build's environment. */
export interface TagIds {
  /** Google Tag Manager container, `GTM-XXXXXXX` (GATSBY_GTM_ID). */
  tagManagerId?: string | undefined;
  /** Meta (Facebook) pixel, digits only (GATSBY_META_PIXEL_ID). */
  pixelId?: string | undefined;
}

export const TAG_ENVIRONMENT = { tagManagerId: "GATSBY_GTM_ID", pixelId: "GATSBY_META_PIXEL_ID" } as const;

export const TAG_HOSTS = { tagManager: "www.googletagmanager.com", pixel: "connect.facebook.net" } as const;

// The ids end up in addresses the pages call: only their documented shapes are accepted.
const ID_SHAPES: Record<keyof TagIds, RegExp> = {
  tagManagerId: /^GTM-[A-Z0-9]{4,12}$/,
  pixelId: /^[0-9]{6,20}$/,
};

/** The configured ids; a malformed id stops the build with the variable named. */
export function tagIdsFromEnvironment(environment: Readonly<Record<string, string | undefined>>): TagIds {
  const ids: TagIds = {};
  for (const key of Object.keys(TAG_ENVIRONMENT) as (keyof TagIds)[]) {
    const name = TAG_ENVIRONMENT[key];
    const value = environment[name]?.trim();
    if (!value) continue;
    if (!ID_SHAPES[key].test(value)) {
      throw new Error(`${name}="${value}" is not a valid id (expected ${ID_SHAPES[key].source}).`);
    }
    ids[key] = value;
  }
  return ids;
}

/** The ids this build was made with (webpack writes the variables' values into the browser's code). */
export const SITE_TAG_IDS: TagIds = tagIdsFromEnvironment({
  GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
  GATSBY_META_PIXEL_ID: process.env.GATSBY_META_PIXEL_ID,
});
