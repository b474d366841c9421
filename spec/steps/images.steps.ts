import { Then, When } from "@cucumber/cucumber";
import type { APIResponse, Locator } from "playwright-core";
import { expect } from "../support/expect";
import { pictureAddresses } from "../support/image-addresses";
import { PlaywrightElement } from "../support/screenplay/playwright/playwright-element";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** Images: the image service, the optimisation address, and the images a page shows. */

/** The last answer a step asked the site for, per scenario. */
const answers = new WeakMap<SiteWorld, APIResponse>();

function lastAnswer(world: SiteWorld): APIResponse {
  const answer = answers.get(world);
  if (!answer) throw new Error("No step asked the site for an image yet.");
  return answer;
}

/** Waits until an image has loaded and decoded to a picture of some size. */
async function expectLoaded(image: Locator): Promise<void> {
  // Images below the fold load as the visitor scrolls near them.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

When("the browser asks for the image {string}", async function (this: SiteWorld, id: string) {
  answers.set(this, await this.navigation.get(this.navigation.address(`/api/images/v1.0/${encodeURIComponent(id)}`)));
});

When("the browser asks for {string}", async function (this: SiteWorld, path: string) {
  answers.set(
    this,
    await this.navigation.get(this.navigation.address(path), { headers: { Accept: "image/webp,*/*" } }),
  );
});

Then("the site answers a drawing of type {string}", async function (this: SiteWorld, type: string) {
  const answer = lastAnswer(this);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe(type);
  const body = await answer.body();
  expect(body.length).toBeGreaterThan(100);
  if (type === "image/svg+xml") expect(body.toString("utf8")).toMatch(/^<svg[^>]*>\s*<title>[^<]+<\/title>/);
});

Then("the site answers an image", async function (this: SiteWorld) {
  const answer = lastAnswer(this);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^image\//);
  expect((await answer.body()).length).toBeGreaterThan(100);
});

Then(
  "the site answers {int} with the reason {string}",
  async function (this: SiteWorld, status: number, reason: string) {
    const answer = lastAnswer(this);
    expect(answer.status()).toBe(status);
    expect(await answer.text()).toContain(reason);
  },
);

Then("the image {string} is shown", async function (this: SiteWorld, name: string) {
  await expectLoaded(this.page.getByRole("img", { name, exact: true }));
});

/** The optimisation address (§7: url, w and q) an image of the page was loaded from. */
async function optimisedAddress(world: SiteWorld, name: string, source: string): Promise<URL> {
  const image = world.page.getByRole("img", { name, exact: true });
  await expectLoaded(image);
  const current = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  expect(current.pathname).toBe("/api/image-optimiser");
  expect(current.searchParams.get("url")).toBe(source);
  expect(Number(current.searchParams.get("w"))).toBeGreaterThan(0);
  return current;
}

Then(
  "the image {string} comes from the optimiser as {string} at quality {int}",
  async function (this: SiteWorld, name: string, source: string, quality: number) {
    const current = await optimisedAddress(this, name, source);
    expect(current.searchParams.get("q")).toBe(String(quality));
  },
);

Then(
  "the image {string} comes from the optimisation address with the url {string}, a width and a quality",
  async function (this: SiteWorld, name: string, source: string) {
    const current = await optimisedAddress(this, name, source);
    expect(Number(current.searchParams.get("q"))).toBeGreaterThan(0);
  },
);

/** The image service's address of one image (§7): its path on the multimedia host, or on the site's own origin. */
const IMAGE_SERVICE_PATH = /^\/api\/images\/v1\.0\/[^/]+$/;

Then(
  "every picture of the section {string} comes from the image service through the optimiser",
  async function (this: SiteWorld, heading: string) {
    // Every <img>: a card's picture is decorative (its heading names the model), so it has no role of its own.
    const addresses = await pictureAddresses(new PlaywrightElement(section(this, heading).locator("img")));
    expect(addresses.length, `the pictures of "${heading}"`).toBeGreaterThan(0);
    for (const address of addresses) {
      const optimised = new URL(address, this.page.url());
      expect(optimised.pathname, address).toBe("/api/image-optimiser");
      const source = new URL(optimised.searchParams.get("url") ?? "", optimised);
      expect(source.pathname, address).toMatch(IMAGE_SERVICE_PATH);
    }
  },
);

Then("the pages called no service for models or events", async function (this: SiteWorld) {
  const calls = this.requests.urls.filter((address) =>
    /\/search\/api\/|\/api\/(?!images\/v1\.0\/|image-optimiser)/.test(new URL(address).pathname),
  );
  expect(calls).toEqual([]);
});
