import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheImages } from "../support/screenplay/images";
import { AskTheServer, TheLastAnswer } from "../support/screenplay/served-answers";
import type { SiteWorld } from "../support/world";

/** Images: the image service, the optimisation address, and the images a page shows. */

When("the browser asks for the image {string}", async function (this: SiteWorld, id: string) {
  await this.visitor.attemptsTo(AskTheServer.for(`/api/images/v1.0/${encodeURIComponent(id)}`));
});

When("the browser asks for {string}", async function (this: SiteWorld, path: string) {
  await this.visitor.attemptsTo(AskTheServer.for(path, { headers: { Accept: "image/webp,*/*" } }));
});

Then("the site answers a drawing of type {string}", async function (this: SiteWorld, type: string) {
  const answer = await this.visitor.asks(TheLastAnswer());
  expect(answer).toMatchObject({ status: 200, headers: expect.objectContaining({ "content-type": type }) });
  expect(answer.bytes).toBeGreaterThan(100);
  if (type === "image/svg+xml") expect(answer.text).toMatch(/^<svg[^>]*>\s*<title>[^<]+<\/title>/);
});

Then("the site answers an image", async function (this: SiteWorld) {
  const answer = await this.visitor.asks(TheLastAnswer());
  expect(answer).toMatchObject({
    status: 200,
    headers: expect.objectContaining({ "content-type": expect.stringMatching(/^image\//) }),
  });
  expect(answer.bytes).toBeGreaterThan(100);
});

Then(
  "the site answers {int} with the reason {string}",
  async function (this: SiteWorld, status: number, reason: string) {
    expect(await this.visitor.asks(TheLastAnswer())).toMatchObject({ status, text: expect.stringContaining(reason) });
  },
);

Then("the image {string} is shown", async function (this: SiteWorld, name: string) {
  await expect.poll(() => this.visitor.asks(TheImages.isShown(name))).toBe(true);
});

/** The optimisation address (§7: url, w and q) an image of the page was loaded from. */
async function optimisedAddress(world: SiteWorld, name: string, source: string): Promise<URL> {
  await expect.poll(() => world.visitor.asks(TheImages.drawnFrom(name))).not.toBeNull();
  const current = new URL((await world.visitor.asks(TheImages.drawnFrom(name))) ?? "");
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
    const addresses = await this.visitor.asks(TheImages.addressesIn(heading));
    expect(addresses.length, `the pictures of "${heading}"`).toBeGreaterThan(0);
    for (const address of addresses) {
      const optimised = new URL(address);
      expect(optimised.pathname, address).toBe("/api/image-optimiser");
      const source = new URL(optimised.searchParams.get("url") ?? "", optimised);
      expect(source.pathname, address).toMatch(IMAGE_SERVICE_PATH);
    }
  },
);

Then("the pages called no service for models or events", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheImages.serviceCalls())).toEqual([]);
});
