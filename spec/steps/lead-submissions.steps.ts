import { type DataTable, Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { KeepADraft, TheDraft } from "../support/screenplay/forms/drafts";
import { TheExport, TheVisitorsId } from "../support/screenplay/forms/export";
import { TheDayFromToday } from "../support/screenplay/forms/filling";
import { TheLoadedCode } from "../support/screenplay/forms/loaded-code";
import { WhatTheFormSent } from "../support/screenplay/forms/sending";
import type { SiteWorld } from "../support/world";

/**
 * What the site's forms sent and kept: the importer's export, the requests
 * and payloads, the drafts in the browser, and the code the form pages load.
 */

/**
 * A draft as the form writes it, its values given as a table: "<4001 letters>" stands for a text too long to
 * write in the scenario, "42 as a number" for a number where the form writes text. The draft is stored as
 * the form stores it, or broken: cut off in the middle (not JSON), or its values as a bare list (not a draft).
 */
Given(
  /^the browser keeps (these values|these values, cut off in the middle|these values as a bare list) as the draft of the form "([^"]*)":$/,
  async function (this: SiteWorld, shape: string, name: string, table: DataTable) {
    const values = Object.fromEntries(
      table.raw().map(([field = "", cell = ""]): [string, unknown] => {
        const number = /^(-?\d+) as a number$/.exec(cell);
        if (number) return [field, Number(number[1])];
        return [field, cell.replace(/<(\d+) letters>/g, (_, count: string) => "a".repeat(Number(count)))];
      }),
    );
    const kept = shape === "these values" ? "as written" : shape.endsWith("bare list") ? "bare list" : "cut off";
    await this.visitor.attemptsTo(KeepADraft(name, values, kept));
  },
);

// Counts are read once the page has settled (the visitor's id is asked so): a second send queued behind the
// first, or sent on a timer, has gone out by then.
Then("the importer received {int} submission(s) from this visitor", async function (this: SiteWorld, count: number) {
  const visitor = await this.visitor.asks(TheVisitorsId());
  expect(await this.importer.asks(TheExport.rowsOf(visitor))).toHaveLength(count);
});

Then("the importer received from this visitor:", async function (this: SiteWorld, table: DataTable) {
  const [received, ...others] = await this.importer.asks(TheExport.rowsOf(await this.visitor.asks(TheVisitorsId())));
  expect(others, "one submission only").toEqual([]);
  const afterTomorrow = await this.visitor.asks(TheDayFromToday(2));
  const expected = table
    .raw()
    .map(([column = "", value = ""]) => [column, value === "<depois de amanhã>" ? afterTomorrow : value]);
  expect(received, "a submission of this visitor").toMatchObject(Object.fromEntries(expected));
});

/** A random UUID (version 4), as the feature says the visitor id is. */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id the browser keeps for the visitor (mit_gtm_uid) goes with the submission (decision FORM-10). */
Then("the importer received with it the visitor's id, a random UUID", async function (this: SiteWorld) {
  const id = await this.visitor.asks(TheVisitorsId());
  expect(id, "the visitor id kept in the browser").toMatch(RANDOM_UUID);
  expect((await this.importer.asks(TheExport.rowsOf(id)))[0]?.visitante, "visitante").toBe(id);
});

Then(
  "the form sent the city {string} with the IBGE code {int}",
  async function (this: SiteWorld, city: string, code: number) {
    // The code travels as the seven digits the IBGE writes (contracts/submission.ts).
    expect(await this.visitor.asks(WhatTheFormSent.place())).toEqual({ city, cityId: String(code) });
  },
);

Then("the form sent the city {string} without an IBGE code", async function (this: SiteWorld, city: string) {
  expect(await this.visitor.asks(WhatTheFormSent.place())).toEqual({ city, cityId: undefined });
});

/** Where the last submission went: the base of the portal's kind (source spec §7), and how. */
Then("the form sent its request as a POST to {string}", async function (this: SiteWorld, path: string) {
  const last = (await this.visitor.asks(WhatTheFormSent.requests())).at(-1);
  expect(last && { method: last.method, path: new URL(last.address).pathname }, "the last submission").toEqual({
    method: "POST",
    path,
  });
});

Then("the form sent {int} request(s)", async function (this: SiteWorld, count: number) {
  expect(await this.visitor.asks(WhatTheFormSent.requests())).toHaveLength(count);
});

Then("the browser keeps no draft of the form {string}", async function (this: SiteWorld, name: string) {
  expect(await this.visitor.asks(TheDraft(name))).toBeUndefined();
});

Then(
  "the browser keeps a draft of the form {string} without the consent",
  async function (this: SiteWorld, name: string) {
    // The draft is written in an effect after what the visitor typed was rendered: read until it is there.
    await expect
      .poll(() => this.visitor.asks(TheDraft(name)), { message: `a draft of the form ${name}` })
      // A draft there (a text, not undefined) that says nothing of the consent.
      .toMatch(/^(?![\s\S]*consent)/);
  },
);

Then("the page loaded no schema library", async function (this: SiteWorld) {
  expect(await this.visitor.asks(TheLoadedCode.withTheSchemaLibraryOnceIdle())).toEqual([]);
});

/** The page as the server sends it, before any script has run (FORM-14): its send button cannot be pressed yet. */
Then(
  "the page {string} as served has its send button {string} disabled",
  async function (this: SiteWorld, path: string, button: string) {
    const buttons = await this.visitor.asks(TheLoadedCode.sendButtonsAsServed(path, button));
    expect(buttons, `send buttons "${button}" in the page as served`).toEqual([
      expect.stringMatching(/\sdisabled(?:=""|\s|$)/),
    ]);
  },
);

Then("the form's checking code has loaded with the schema library", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheLoadedCode.withTheSchemaLibrary())).not.toEqual([]);
});
