import { type DataTable, Given, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { readsAsNow } from "../support/screenplay/abilities";
import { ThePage } from "../support/screenplay/page-state";
import type { SiteWorld } from "../support/world";

/** A browser that denies the site its storage (privacy settings, blocked cookies): the site must go on (source spec §8). */

/** The console error the source spec allows when the user id cannot be set up: it is about the data layer. */
const ABOUT_THE_DATA_LAYER = /data ?layer/i;

Given("the visitor's browser denies the site its storage", async function (this: SiteWorld) {
  await this.storage.deny();
  this.problems.tolerate(ABOUT_THE_DATA_LAYER, "console error");
});

Given("the visitor's browser storage is full", async function (this: SiteWorld) {
  await this.storage.fill();
  this.problems.tolerate(ABOUT_THE_DATA_LAYER, "console error");
});

/** One error for the page that could not set the id up: not one per push, and not an uncaught one (which is a page error). */
Then("a console error about the data layer was logged", async function (this: SiteWorld) {
  // Counted once the page has done all it was about to: code it loads on demand could log a second one.
  await this.navigation.waitUntilSettled();
  expect(this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text))).toHaveLength(1);
});

Then("{int} console errors about the data layer were logged", async function (this: SiteWorld, count: number) {
  await this.navigation.waitUntilSettled();
  expect(this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text))).toHaveLength(count);
});

Then("the console error about the visitor id starts with {string}", async function (this: SiteWorld, start: string) {
  await this.navigation.waitUntilSettled();
  const errors = this.problems.textsOf("console error").filter((text) => ABOUT_THE_DATA_LAYER.test(text));
  expect(errors).toHaveLength(1);
  expect(errors[0]?.startsWith(start), `the console error: ${errors[0]}`).toBe(true);
});

/** Words a message about a failure uses, in pt-BR (and English, which the site should never show). */
const FAILURE_WORDS = /\b(?:erros?|errors?|falha(?:s|ram|ou)?)\b|não foi possível/i;

/**
 * Once the page has settled: the code that reads the visitor's storage is loaded on demand, and could say so.
 * The whole page is read, not its main content alone: the header (the city), the footer and the dialogs the
 * site opens on its own (the city selection) are where a failed write would be told.
 */
Then("the page shows no error message", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(ThePage.chrome())).toMatchObject({ heading: true, alerts: 0 });
  expect(await this.visitor.asks(ThePage.text())).not.toMatch(FAILURE_WORDS);
});

// ---- A record the browser keeps, written out as a table -----------------------------------

/**
 * A record's fields as a feature writes them: one header row of field names, one row of values.
 * A value reads as JSON does where it can ('false', '12'), else as text; an empty cell leaves its
 * field out, so a table can write a record that lacks a field.
 */
function recordOf(table: DataTable): Record<string, unknown> {
  const [row, ...more] = table.hashes();
  if (!row || more.length > 0) throw new Error("Write a record as one row of field names and one row of values.");
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (value === "") continue;
    record[field] = value === "true" || value === "false" || /^-?\d+(\.\d+)?$/.test(value) ? JSON.parse(value) : value;
  }
  return record;
}

Given("the browser keeps under {string} a record of:", async function (this: SiteWorld, key: string, table: DataTable) {
  await this.storage.put({ localStorage: { [key]: JSON.stringify(recordOf(table)) } });
});

/**
 * The record kept under a key of local storage, field by field: exactly the fields of the table, no
 * more. 'now' in a field stands for the moment the browser's clock reads, written as a date (on a clock that
 * runs, a moment of the last few seconds: ControlTheClock.readingLagMs).
 */
Then("the browser keeps under {string}:", async function (this: SiteWorld, key: string, table: DataTable) {
  const expected = recordOf(table);
  const read = async () => JSON.parse((await this.storage.entries("localStorage"))[key] ?? "null");
  const now = await this.clock.now();
  const moments = Object.keys(expected).filter((field) => expected[field] === "now");
  // Read until it holds: the site may store it in the render after the click rather than in the click itself.
  await expect
    .poll(async () => {
      const stored = await read();
      if (stored === null || typeof stored !== "object") return stored;
      const shown = { ...stored } as Record<string, unknown>;
      for (const field of moments) {
        shown[field] =
          typeof shown[field] === "string" && readsAsNow(new Date(shown[field]).getTime(), now, this.clock)
            ? "now"
            : shown[field];
      }
      return shown;
    })
    .toEqual(expected);
});
