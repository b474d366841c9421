import { Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheVideoSite, TheVideos } from "../support/screenplay/videos";
import type { SiteWorld } from "../support/world";

/**
 * The videos of a model page: frames of another site, shown only when the
 * visitor asks. The suite stands in for the video site the scenario names (no
 * internet), so the frame a click opens has something to show.
 */

Given("the video site {string} answers with its player", async function (this: SiteWorld, origin: string) {
  await this.visitor.attemptsTo(TheVideoSite.answersWithItsPlayer(origin));
});

Then("the page shows no video frame and asked the video site for nothing", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheVideos.beforeAnyClick())).toEqual({ playButton: true, frames: 0 });
  expect(await this.visitor.asks(TheVideoSite.requests())).toEqual([]);
});

When("the visitor points at the video {string} without playing it", async function (this: SiteWorld, title: string) {
  await this.visitor.attemptsTo(TheVideos.pointAt(title));
});

When("the visitor plays the video {string}", async function (this: SiteWorld, title: string) {
  await this.visitor.attemptsTo(TheVideos.play(title));
});

Then(
  "the video {string} plays in a frame from {string}",
  async function (this: SiteWorld, title: string, origin: string) {
    await expect
      .poll(() => this.visitor.asks(TheVideos.frame(title)))
      .toEqual({ shown: true, focused: true, address: expect.stringMatching(/./), playButtons: 0 });
    expect(new URL((await this.visitor.asks(TheVideos.frame(title))).address ?? "").origin).toBe(origin);
    await expect.poll(async () => (await this.visitor.asks(TheVideoSite.requests())).length).toBeGreaterThan(0);
  },
);

Then(
  "the video {string} plays in a frame at {string}",
  async function (this: SiteWorld, title: string, address: string) {
    await expect.poll(() => this.visitor.asks(TheVideos.frame(title))).toMatchObject({ shown: true, address });
  },
);
