import type { ReactElement } from "react";

/**
 * The third-party tags (source spec §7): the tag manager and the social
 * advertising pixel. Each loads only when its id is configured for the build;
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

// The ids end up inside inline scripts: only their documented shapes are accepted.
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

function tagManagerScript(id: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://${TAG_HOSTS.tagManager}/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`;
}

function pixelScript(id: string): string {
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://${TAG_HOSTS.pixel}/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');`;
}

/** What the head of every page gets: the vendors' loaders of the configured tags (ids checked against their shapes). */
export function tagHeadComponents({ tagManagerId, pixelId }: TagIds): ReactElement[] {
  const components: ReactElement[] = [];
  if (tagManagerId) {
    components.push(<script key="tag-manager" dangerouslySetInnerHTML={{ __html: tagManagerScript(tagManagerId) }} />);
  }
  if (pixelId) {
    components.push(<script key="social-pixel" dangerouslySetInnerHTML={{ __html: pixelScript(pixelId) }} />);
  }
  return components;
}

/** What opens the body: the tags' fallbacks for browsers without JavaScript. */
export function tagBodyComponents({ tagManagerId, pixelId }: TagIds): ReactElement[] {
  const components: ReactElement[] = [];
  if (tagManagerId) {
    components.push(
      <noscript key="tag-manager-noscript">
        <iframe
          title="Google Tag Manager"
          src={`https://${TAG_HOSTS.tagManager}/ns.html?id=${tagManagerId}`}
          height="0"
          width="0"
          style={{ display: "none", visibility: "hidden" }}
        />
      </noscript>,
    );
  }
  if (pixelId) {
    components.push(
      <noscript key="social-pixel-noscript">
        <img
          alt=""
          height="1"
          width="1"
          style={{ display: "none" }}
          src={`https://www.facebook.com/tr?id=${pixelId}&ev=PageView&noscript=1`}
        />
      </noscript>,
    );
  }
  return components;
}
