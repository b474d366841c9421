import { Given, Then, When } from "@cucumber/cucumber";
import { MODELS } from "../../site/src/catalogue/models";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The videos of a model page: frames of another site, shown only when the
 * visitor asks. The suite stands in for the video site (no internet), so the
 * frame a click opens has something to show.
 */

const VIDEO_HOSTS = [...new Set(MODELS.flatMap((model) => model.videos.map((video) => new URL(video.value).origin)))];

const isVideoRequest = (address: string) => VIDEO_HOSTS.includes(new URL(address).origin);

Given("the video site answers with its player", async function (this: SiteWorld) {
  for (const host of VIDEO_HOSTS) {
    await this.context.route(`${host}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Vídeo</title><p>Vídeo</p>" }),
    );
  }
});

Then("the page shows no video frame and asked the video site for nothing", async function (this: SiteWorld) {
  await expect(this.page.getByRole("button", { name: /^Assistir ao vídeo / }).first()).toBeVisible();
  await expect(this.page.locator("iframe")).toHaveCount(0);
  expect(this.requests.urls.filter(isVideoRequest)).toEqual([]);
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
    await expect.poll(() => this.requests.urls.filter(isVideoRequest).length).toBeGreaterThan(0);
    await expect(this.page.getByRole("button", { name: `Assistir ao vídeo ${title}`, exact: true })).toHaveCount(0);
  },
);
