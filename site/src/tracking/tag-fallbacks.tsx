import type { ReactElement } from "react";
import type { ConsentMode } from "../consent/consent-mode";
import { TAG_HOSTS, type TagIds } from "./tag-ids";

/**
 * What opens the body for browsers without JavaScript: the tags' own
 * fallbacks (an invisible frame, a pixel image). Only in the `notice` consent
 * mode: without JavaScript no one can say yes, so under `opt-in` there are none.
 */
export function tagFallbacks({ tagManagerId, pixelId }: TagIds, mode: ConsentMode): ReactElement[] {
  if (mode !== "notice") return [];
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
