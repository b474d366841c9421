import { Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { ThePushesSoFar } from "../support/screenplay/banners";
import { TheTags, TheVendorsDoNotAnswer } from "../support/screenplay/tags";
import { isTagVendor, TAG_VENDOR_HOSTS, TAG_VENDORS } from "../support/tag-stand-ins";
import type { SiteWorld } from "../support/world";

/**
 * The third-party tags (source spec §7): the tag manager and the social
 * advertising pixel, seen loading in the browser. The vendors' addresses are
 * answered by the suite's stand-ins (support/tag-stand-ins.ts), which leave a
 * mark when they run.
 */

Then("the tag manager is loaded with its container", async function (this: SiteWorld) {
  const [script] = await this.visitor.asks(TheTags.requestsTo(TAG_VENDORS["tag manager"].hosts));
  expect(script, "the page asked the tag manager for its container").toBeDefined();
  const container = new URL(script ?? "").searchParams.get("id");
  expect(new URL(script ?? "").pathname).toBe("/gtm.js");
  expect(container).toMatch(/^GTM-[A-Z0-9]+$/);
  await expect.poll(() => this.visitor.asks(TheTags.loaded())).toMatchObject({ tagManagerContainers: [container] });
  const pushes = await this.visitor.asks(ThePushesSoFar());
  expect(
    pushes.filter((entry) => entry.event === "gtm.js"),
    "the tag manager's start event",
  ).not.toHaveLength(0);
});

Then(
  "the social advertising pixel is loaded and has counted {int} page view(s)",
  async function (this: SiteWorld, views: number) {
    const scripts = await this.visitor.asks(TheTags.requestsTo(TAG_VENDORS["social advertising pixel"].hosts));
    expect(scripts.filter((address) => new URL(address).pathname.endsWith("/fbevents.js"))).toHaveLength(1);
    await expect
      .poll(async () => (await this.visitor.asks(TheTags.loaded())).pixelCalls)
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
  expect(await this.visitor.asks(TheTags.requestsTo(hosts))).toEqual([]);
  // Nor does any page carry its loader, waiting to call later, or name the vendor in a script it runs.
  expect(await this.visitor.asks(TheTags.scriptsNaming(hosts))).toEqual({ loaders: 0, inline: 0 });
  const loaded = await this.visitor.asks(TheTags.loaded());
  if (tag === "tag manager") expect(loaded.tagManagerContainers).toEqual([]);
  else expect(loaded.pixelCalls).toBeNull();
});

Given("the vendors of the tags do not answer", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(TheVendorsDoNotAnswer(TAG_VENDOR_HOSTS));
});
