import { Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { isTagVendor, loadedTags, TAG_VENDOR_HOSTS, TAG_VENDORS } from "../support/tag-stand-ins";
import type { SiteWorld } from "../support/world";

/**
 * The third-party tags (source spec §7): the tag manager and the social
 * advertising pixel, seen loading in the browser. The vendors' addresses are
 * answered by the suite's stand-ins (support/tag-stand-ins.ts), which leave a
 * mark when they run.
 */

Then("the tag manager is loaded with its container", async function (this: SiteWorld) {
  // The browser reports the page's requests as events that may arrive after the click that caused them
  // has returned (seen once under load): the page settles before its requests are read.
  await this.navigation.waitUntilSettled();
  const [script] = this.requests.onHosts(TAG_VENDORS["tag manager"].hosts);
  expect(script, "the page asked the tag manager for its container").toBeDefined();
  const container = new URL(script ?? "").searchParams.get("id");
  expect(new URL(script ?? "").pathname).toBe("/gtm.js");
  expect(container).toMatch(/^GTM-[A-Z0-9]+$/);
  await expect.poll(() => this.page.evaluate(loadedTags)).toMatchObject({ tagManagerContainers: [container] });
  expect(this.dataLayer.events("gtm.js"), "the tag manager's start event").not.toHaveLength(0);
});

Then(
  "the social advertising pixel is loaded and has counted {int} page view(s)",
  async function (this: SiteWorld, views: number) {
    await this.navigation.waitUntilSettled();
    const scripts = this.requests.onHosts(TAG_VENDORS["social advertising pixel"].hosts);
    expect(scripts.filter((address) => new URL(address).pathname.endsWith("/fbevents.js"))).toHaveLength(1);
    await expect
      .poll(async () => (await this.page.evaluate(loadedTags)).pixelCalls)
      .toEqual([
        ["init", expect.stringMatching(/^\d+$/)],
        ...Array.from({ length: views }, () => ["track", "PageView"]),
      ]);
  },
);

Then("no request went to the {string}", async function (this: SiteWorld, tag: string) {
  if (!isTagVendor(tag)) throw new Error(`Unknown tag "${tag}": use ${Object.keys(TAG_VENDORS).join(" or ")}.`);
  const { hosts } = TAG_VENDORS[tag];
  // Whatever the page loads on demand (the reader of saved cookie choices) has had its chance first.
  await this.navigation.waitUntilSettled();
  expect(this.requests.onHosts(hosts)).toEqual([]);
  // Nor does any page carry its loader, waiting to call later.
  await expect(this.page.locator(hosts.map((host) => `script[src*="${host}"]`).join(", "))).toHaveCount(0);
  // Inline scripts the browser runs (structured data, which runs nothing, names the brand's social profiles).
  const inline = await this.page
    .locator(
      'script:not([src]):not([type]), script:not([src])[type="text/javascript"], script:not([src])[type="module"]',
    )
    .allTextContents();
  expect(inline.filter((text) => hosts.some((host) => text.includes(host)))).toEqual([]);
  const loaded = await this.page.evaluate(loadedTags);
  if (tag === "tag manager") expect(loaded.tagManagerContainers).toEqual([]);
  else expect(loaded.pixelCalls).toBeNull();
});

Given("the vendors of the tags do not answer", async function (this: SiteWorld) {
  // A route answers before the network (and the stand-ins behind it): the connection fails, as when a
  // vendor is down.
  await this.context.route(
    (url) => TAG_VENDOR_HOSTS.includes(url.hostname),
    (route) => route.abort("connectionrefused"),
  );
  // The failed requests, and the browser's console line about each, name the vendor's address.
  this.problems.tolerate(new RegExp(`https://(${TAG_VENDOR_HOSTS.map(escapeRegExp).join("|")})/`));
});
