import { type DataTable, Then, When } from "@cucumber/cucumber";
import { chassisAsChecked } from "../oracles/chassis";
import { expect } from "../support/expect";
import { CheckTheChassis, TheChassisCheck, TheRecallCampaigns, WhatLeftTheBrowser } from "../support/screenplay/recall";
import type { SiteWorld } from "../support/world";

/** The recall page: its campaigns and the chassis check, which runs in the browser. */

When("the visitor checks the chassis {string}", async function (this: SiteWorld, chassis: string) {
  await this.visitor.attemptsTo(CheckTheChassis(chassis));
});

Then("the chassis check says {string}", async function (this: SiteWorld, message: string) {
  await expect.poll(() => this.visitor.asks(TheChassisCheck.says())).toContain(message);
});

Then("the chassis check says nothing yet", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheChassisCheck.says())).toBe("");
});

Then("the chassis check offers {string}", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheChassisCheck.offers(label))).toBe(true);
});

/** Percent-decoded where it can be: a body is not always an encoded address. */
function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * Whatever the page did with the typed chassis has happened once it settled: a request in its
 * address or in its body (a POST, a beacon) carries the value out of the browser either way.
 */
Then("nothing the visitor typed left the browser", async function (this: SiteWorld) {
  const values = (await this.visitor.asks(TheChassisCheck.typed()))
    .flatMap((value) => [value, chassisAsChecked(value)])
    .filter((value) => value.length > 0)
    .map((value) => value.toUpperCase());
  const sent = await this.visitor.asks(WhatLeftTheBrowser());
  expect(sent.filter((each) => values.some((value) => safelyDecoded(each).toUpperCase().includes(value)))).toEqual([]);
});

Then("the page lists the recall campaigns:", async function (this: SiteWorld, table: DataTable) {
  const titles = table.raw().map(([title]) => title ?? "");
  await expect.poll(() => this.visitor.asks(TheRecallCampaigns())).toEqual(titles);
});
