import { Then } from "@cucumber/cucumber";
import { TAG_HOSTS } from "../../site/src/tracking/tag-ids";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** The third-party tags (source spec §7): the tag manager and the social advertising pixel. */

const TAG_HOST_NAMES: Record<string, readonly string[]> = {
  "tag manager": [TAG_HOSTS.tagManager],
  "social advertising pixel": [TAG_HOSTS.pixel, "www.facebook.com"],
};

Then("no request went to the {string}", async function (this: SiteWorld, tag: string) {
  const hosts = TAG_HOST_NAMES[tag];
  if (!hosts) throw new Error(`Unknown tag "${tag}": use ${Object.keys(TAG_HOST_NAMES).join(" or ")}.`);
  const calls = this.requests.urls.filter((url) => hosts.includes(new URL(url).hostname));
  expect(calls).toEqual([]);
  // Nor does any page carry its loader, waiting to call later.
  await expect(this.page.locator(hosts.map((host) => `script[src*="${host}"]`).join(", "))).toHaveCount(0);
  const inline = await this.page.locator("script:not([src])").allTextContents();
  expect(inline.filter((text) => hosts.some((host) => text.includes(host)))).toEqual([]);
});
