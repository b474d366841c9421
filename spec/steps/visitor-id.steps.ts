import { Then, When } from "@cucumber/cucumber";
import { isVisitorId, VERSION_4_UUID } from "../oracles/visitor-id";
import { expect } from "../support/expect";
import { Visit } from "../support/screenplay/navigation";
import {
  ClearTheSiteData,
  NoteTheVisitorId,
  TheKeptVisitorId,
  ThePagesLastPush,
  TheVisitorIdsSeen,
} from "../support/screenplay/visitor-id";
import type { SiteWorld } from "../support/world";

/** The visitor id (`mit_gtm_uid`, source spec §4) and the `userId` event that reports it (§7). */

Then("the visitor has an id kept in local storage as {string}", async function (this: SiteWorld, key: string) {
  const id = await this.visitor.asks(TheKeptVisitorId(key));
  // A new id or one kept from before (TRACK-8, TRACK-23): nothing else may stand there.
  expect(isVisitorId(id), `the visitor id ${JSON.stringify(id)}`).toBe(true);
  await this.visitor.attemptsTo(NoteTheVisitorId(id ?? ""));
});

Then("the visitor id is a random version-4 UUID", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheKeptVisitorId())).toMatch(VERSION_4_UUID);
});

Then("the data layer received a userId event with that id", async function (this: SiteWorld) {
  const id = (await this.visitor.asks(TheVisitorIdsSeen())).at(-1);
  await expect.poll(() => this.visitor.asks(ThePagesLastPush("userId"))).toEqual({ event: "userId", user_id: id });
});

Then("the visitor id is still {string}", async function (this: SiteWorld, expected: string) {
  expect(await this.visitor.asks(TheKeptVisitorId())).toBe(expected);
  await this.visitor.attemptsTo(NoteTheVisitorId(expected));
});

Then("the visitor id is the same as before", async function (this: SiteWorld) {
  const ids = await this.visitor.asks(TheVisitorIdsSeen());
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size, `ids seen: ${ids.join(", ")}`).toBe(1);
});

Then("the visitor id is a new one", async function (this: SiteWorld) {
  const ids = await this.visitor.asks(TheVisitorIdsSeen());
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(ids.at(-1)).not.toBe(ids.at(-2));
});

When("the visitor reloads the page", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Visit.again());
});

When("the visitor clears the site's data and reloads the page", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(ClearTheSiteData(), Visit.again());
});
