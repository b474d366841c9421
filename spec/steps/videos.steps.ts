import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The videos of a model page: frames of another site, shown only when the
 * visitor asks. The suite stands in for the video site the scenario names (no
 * internet), so the frame a click opens has something to show.
 */

/** The origin of the video site, per scenario. */
const videoSites = new WeakMap<SiteWorld, string>();

function videoSite(world: SiteWorld): string {
  const origin = videoSites.get(world);
  if (!origin) throw new Error('No video site named: start with `Given the video site "…" answers with its player`.');
  return origin;
}

const videoRequests = (world: SiteWorld) =>
  world.requests.urls.filter((address) => new URL(address).origin === videoSite(world));

Given("the video site {string} answers with its player", async function (this: SiteWorld, origin: string) {
  videoSites.set(this, new URL(origin).origin);
  await this.context.route(`${new URL(origin).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Vídeo</title><p>Vídeo</p>" }),
  );
});

Then("the page shows no video frame and asked the video site for nothing", async function (this: SiteWorld) {
  // With the videos in view and the page settled: a player that loads itself as it comes into view
  // asks before any click too.
  const play = this.page.getByRole("button", { name: /^Assistir ao vídeo / }).first();
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await this.navigation.waitUntilSettled();
  await expect(this.page.locator("iframe")).toHaveCount(0);
  expect(videoRequests(this)).toEqual([]);
});

When("the visitor points at the video {string} without playing it", async function (this: SiteWorld, title: string) {
  await this.page.getByRole("button", { name: `Assistir ao vídeo ${title}`, exact: true }).hover();
});

When("the visitor plays the video {string}", async function (this: SiteWorld, title: string) {
  await this.page.getByRole("button", { name: `Assistir ao vídeo ${title}`, exact: true }).click();
});

Then(
  "the video {string} plays in a frame from {string}",
  async function (this: SiteWorld, title: string, origin: string) {
    const frame = this.page.getByTitle(title, { exact: true });
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    expect(new URL((await frame.getAttribute("src")) ?? "").origin).toBe(origin);
    await expect.poll(() => videoRequests(this).length).toBeGreaterThan(0);
    await expect(this.page.getByRole("button", { name: `Assistir ao vídeo ${title}`, exact: true })).toHaveCount(0);
  },
);

Then(
  "the video {string} plays in a frame at {string}",
  async function (this: SiteWorld, title: string, address: string) {
    const frame = this.page.getByTitle(title, { exact: true });
    await expect(frame).toBeVisible();
    expect(await frame.getAttribute("src")).toBe(address);
  },
);
