import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { calendarDayInBrazil, writtenInBrazil } from "../support/calendar";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { STORAGE_KEYS } from "../support/storage-keys";
import type { SiteWorld } from "../support/world";
import { SUBMISSION_ADDRESS } from "../support/world/submissions";

/**
 * The site's forms (quote, test drive, VIP sign-up, contact), as a visitor
 * fills and sends them: fields found by their labels, messages by what the
 * fields announce, the form's own alerts by their role.
 */

/** The page's form: its accessible name is its title. */
function form(world: SiteWorld): Locator {
  return world.page.getByRole("form");
}

function field(world: SiteWorld, label: string): Locator {
  return form(world).getByLabel(label, { exact: true });
}

function consentBox(world: SiteWorld): Locator {
  return form(world).getByRole("checkbox", { name: /^Concordo que a Mitsubishi Motors use meus dados/ });
}

/** What each scenario typed, field by field, to check it is still there later. */
const typedValues = new WeakMap<SiteWorld, Map<string, string>>();

function remember(world: SiteWorld, label: string, value: string): void {
  const typed = typedValues.get(world) ?? new Map<string, string>();
  typed.set(label, value);
  typedValues.set(world, typed);
}

const isSelect = (control: Locator) => control.evaluate((element) => element.tagName === "SELECT");

/** Puts a value in a field as a visitor does: a list's option by its text, text as typed or pasted. */
async function fillField(world: SiteWorld, label: string, value: string): Promise<void> {
  const control = field(world, label);
  if (await isSelect(control)) {
    await control.selectOption({ label: value });
  } else {
    // One input event with the whole text, as a paste or the browser's autofill: the phone's mask takes it too.
    await control.fill(value);
  }
  remember(world, label, value);
}

/** What a field shows: an input's value, or the text of a list's chosen option. */
async function shownValue(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.textContent ?? "")
      : (element as HTMLInputElement).value,
  );
}

/** "yyyy-mm-dd" of the page's today plus some days, in Brazil (the form's and the API's calendar). */
async function dayFromToday(world: SiteWorld, days: number): Promise<string> {
  const now = await world.clock.now();
  return calendarDayInBrazil(new Date(now + days * 24 * 60 * 60 * 1000));
}

/** What a failed submission looks like among the page's problems, which a step that makes it fail tolerates. */
const SUBMISSION_PROBLEM = /\/api\/(?:lead|contact)\/v1\.0/;

// ---- Filling ------------------------------------------------------------------------

When("the visitor fills in the form:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", value = ""] of table.raw()) await fillField(this, label, value);
});

When("the visitor fills in the form with the keyboard only:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", value = ""] of table.raw()) {
    await this.keyboard.tabTo(field(this, label), `the field "${label}"`);
    // In a closed list, typing the start of an option chooses it.
    await this.page.keyboard.type(value);
    remember(this, label, value);
  }
});

When("the visitor types {string} in the field {string}", async function (this: SiteWorld, text: string, label: string) {
  await field(this, label).pressSequentially(text);
});

When(
  "the visitor presses Backspace {int} times in the field {string}",
  async function (this: SiteWorld, times: number, label: string) {
    await field(this, label).focus();
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press("Backspace");
  },
);

When(
  "the visitor puts the caret after {string} in the field {string}",
  async function (this: SiteWorld, before: string, label: string) {
    const input = field(this, label);
    await expect(input).toHaveValue(new RegExp(`^${escapeRegExp(before)}`));
    await input.focus();
    await input.evaluate((element: HTMLInputElement, at) => element.setSelectionRange(at, at), before.length);
  },
);

When("the visitor presses {word} in the field {string}", async function (this: SiteWorld, key: string, label: string) {
  await expect(field(this, label)).toBeFocused();
  await this.page.keyboard.press(key);
});

Then(
  "the caret in the field {string} stands after {string}",
  async function (this: SiteWorld, label: string, before: string) {
    const input = field(this, label);
    await expect(input).toHaveValue(new RegExp(`^${escapeRegExp(before)}`));
    // Read until it holds: the field puts the caret back in the render that follows the visitor's key.
    await expect
      .poll(() => input.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd]), {
        message: `the caret after "${before}"`,
      })
      .toEqual([before.length, before.length]);
  },
);

When("the visitor clears the field {string}", async function (this: SiteWorld, label: string) {
  await field(this, label).fill("");
});

When(
  "the visitor picks the day {int} day(s) from today as the preferred date",
  async function (this: SiteWorld, days: number) {
    await field(this, "Data preferida").fill(await dayFromToday(this, days));
  },
);

When("the visitor accepts the use of their data", async function (this: SiteWorld) {
  await consentBox(this).check();
});

When("the visitor ticks the consent box with the keyboard", async function (this: SiteWorld) {
  await this.keyboard.tabTo(consentBox(this), "the consent box");
  await this.page.keyboard.press("Space");
});

// ---- Sending --------------------------------------------------------------------------

When("the visitor presses {string}", async function (this: SiteWorld, button: string) {
  await this.page.getByRole("button", { name: button, exact: true }).click();
});

When("the visitor double-clicks {string}", async function (this: SiteWorld, button: string) {
  await this.page.getByRole("button", { name: button, exact: true }).dblclick();
});

When("the visitor presses {string} with the keyboard", async function (this: SiteWorld, button: string) {
  await this.keyboard.tabTo(this.page.getByRole("button", { name: button, exact: true }), `the button "${button}"`);
  await this.page.keyboard.press("Enter");
});

When("the visitor follows {string} in the list of problems", async function (this: SiteWorld, entry: string) {
  await this.page.getByRole("alert").getByRole("link", { name: entry }).click();
});

Given(
  "the server will fail the next submission with the status {int}",
  async function (this: SiteWorld, status: number) {
    this.problems.tolerate(SUBMISSION_PROBLEM);
    await this.submissions.answerNext(status);
  },
);

Given(
  "the server will refuse the next submission, saying of its field {string}: {string}",
  async function (this: SiteWorld, field: string, message: string) {
    this.problems.tolerate(SUBMISSION_PROBLEM);
    await this.submissions.refuseNext({ [field]: message });
  },
);

Given("the visitor's connection will drop while the next submission is sent", async function (this: SiteWorld) {
  this.problems.tolerate(SUBMISSION_PROBLEM);
  await this.submissions.dropNext();
});

Given("the answer to the next submission will never arrive", async function (this: SiteWorld) {
  await this.submissions.holdNextAnswer();
});

When("{int} seconds pass without an answer", async function (this: SiteWorld, seconds: number) {
  await this.submissions.heldAnswerReachedTheServer();
  await this.clock.pass(seconds * 1000);
});

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
    const draft = JSON.stringify({ values });
    const stored =
      shape === "these values"
        ? draft
        : shape === "these values as a bare list"
          ? JSON.stringify(Object.values(values))
          : draft.slice(0, Math.floor(draft.length / 2));
    await this.storage.put({ sessionStorage: { [`formDraft:${name}`]: stored } });
  },
);

// ---- What the form shows --------------------------------------------------------------

Then("the field {string} holds {string}", async function (this: SiteWorld, label: string, value: string) {
  await expect.poll(() => shownValue(field(this, label))).toBe(value);
});

Then("the form still holds what the visitor typed", async function (this: SiteWorld) {
  const typed = typedValues.get(this);
  if (!typed) throw new Error("The scenario typed nothing into the form.");
  for (const [label, value] of typed) {
    const control = field(this, label);
    if (label === "Celular com DDD") {
      // Typed as digits, shown with the mask.
      await expect.poll(() => shownValue(control)).toBe(value.replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3"));
    } else {
      await expect.poll(() => shownValue(control), { message: label }).toBe(value);
    }
  }
});

Then("the field {string} says {string}", async function (this: SiteWorld, label: string, message: string) {
  const control = field(this, label);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(form(this).getByText(message, { exact: true })).toBeVisible();
});

Then("the field {string} shows no message", async function (this: SiteWorld, label: string) {
  await expect(field(this, label)).not.toHaveAttribute("aria-invalid", "true");
});

Then("the consent box says {string}", async function (this: SiteWorld, message: string) {
  await expect(consentBox(this)).toHaveAttribute("aria-invalid", "true");
  await expect(consentBox(this)).toHaveAccessibleDescription(message);
});

Then("the field {string} has the focus", async function (this: SiteWorld, label: string) {
  await expect(field(this, label)).toBeFocused();
});

Then("the list of problems above the form reads:", async function (this: SiteWorld, table: DataTable) {
  const summary = this.page.getByRole("alert").filter({ hasText: /^Confira/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("listitem")).toHaveText(table.raw().map(([entry = ""]) => entry));
});

Then("the consent box is not ticked", async function (this: SiteWorld) {
  await expect(consentBox(this)).not.toBeChecked();
});

Then("the consent box links to the privacy policy", async function (this: SiteWorld) {
  const link = form(this).getByRole("link", { name: "Política de privacidade" });
  // The path: the link carries the campaign's parameters as every internal link does.
  await expect(link).toHaveAttribute("href", /^\/privacidade(?:\?|$)/);
});

Then("the form asks, in order:", async function (this: SiteWorld, table: DataTable) {
  // Every control but the consent box, by the text of its visible label.
  const labels = await form(this)
    .locator("input:not([type=checkbox]), select, textarea")
    .evaluateAll((controls) =>
      controls.map((control) =>
        (document.querySelector(`label[for="${control.id}"]`)?.textContent ?? "").replace(/\s+/g, " ").trim(),
      ),
    );
  expect(labels).toEqual(table.raw().map(([label = ""]) => label));
});

Then(
  "the date field offers the days from tomorrow to {int} days from today",
  async function (this: SiteWorld, days: number) {
    const control = field(this, "Data preferida");
    const [first, last] = [await dayFromToday(this, 1), await dayFromToday(this, days)];
    await expect(control).toHaveAttribute("min", first);
    await expect(control).toHaveAttribute("max", last);
    // And says both limits as a Brazilian writes a day (FORM-12), for whoever does not open the picker.
    const limits = `${writtenInBrazil(first)} a ${writtenInBrazil(last)}`;
    await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(limits)));
  },
);

Then(
  "the field {string} is disabled, and says {string}",
  async function (this: SiteWorld, label: string, hint: string) {
    const control = field(this, label);
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(hint)));
  },
);

Then("the list {string} offers, in order:", async function (this: SiteWorld, label: string, table: DataTable) {
  // Retried: the order follows the city kept from an earlier visit, read once the page is interactive.
  await expect(field(this, label).locator("option")).toHaveText(table.raw().map(([option = ""]) => option));
});

Then("the form says the sending failed: {string}", async function (this: SiteWorld, message: string) {
  const alert = this.page.getByRole("alert").filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Seus dados continuam preenchidos no formulário.");
  await expect(alert.getByRole("button", { name: "Tentar de novo" })).toBeVisible();
  await expect(alert).toBeFocused();
});

Then("the button {string} is disabled", async function (this: SiteWorld, button: string) {
  await expect(this.page.getByRole("button", { name: button, exact: true })).toBeDisabled();
});

Then("the form thanks the visitor: {string}", async function (this: SiteWorld, title: string) {
  const heading = this.page.getByRole("heading", { name: title, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(form(this)).toHaveCount(0);
});

const PROTOCOL_NUMBER = /Número do protocolo: \d+/;

Then("the thank-you says what comes next: {string}", async function (this: SiteWorld, text: string) {
  await expect(this.page.getByRole("main")).toContainText(text);
  await expect(this.page.getByRole("main")).toContainText(PROTOCOL_NUMBER);
});

/** Whether the API answered 201 (received) or 200 (received before, under the same key), the number is the visitor's. */
Then("the thank-you gives the protocol number", async function (this: SiteWorld) {
  await expect(this.page.getByRole("main")).toContainText(PROTOCOL_NUMBER);
});

// ---- What was sent and kept ---------------------------------------------------------------

// Counts are read once the page has settled: a second send queued behind the first, or sent on a
// timer, has gone out by then.
Then("the importer received {int} submission(s) from this visitor", async function (this: SiteWorld, count: number) {
  await this.navigation.waitUntilSettled();
  expect(await this.submissions.ofThisVisitor()).toHaveLength(count);
});

Then("the importer received from this visitor:", async function (this: SiteWorld, table: DataTable) {
  const [received, ...others] = await this.submissions.ofThisVisitor();
  expect(others, "one submission only").toEqual([]);
  expect(received, "a submission of this visitor").toBeDefined();
  for (const [column = "", value = ""] of table.raw()) {
    const expected = value === "<depois de amanhã>" ? await dayFromToday(this, 2) : value;
    expect(received?.[column], column).toBe(expected);
  }
});

/** A random UUID (version 4), as the feature says the visitor id is. */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id the browser keeps for the visitor (mit_gtm_uid) goes with the submission (decision FORM-10). */
Then("the importer received with it the visitor's id, a random UUID", async function (this: SiteWorld) {
  const id = (await this.storage.entries("localStorage"))[STORAGE_KEYS.visitorId];
  expect(id, "the visitor id kept in the browser").toMatch(RANDOM_UUID);
  const [received] = await this.submissions.ofThisVisitor();
  expect(received?.visitante, "visitante").toBe(id);
});

/** The object of the last payload sent that names a city (wherever the payload nests it). */
function placeSent(world: SiteWorld): Record<string, unknown> | undefined {
  const find = (value: unknown): Record<string, unknown> | undefined => {
    if (typeof value !== "object" || value === null) return undefined;
    const record = value as Record<string, unknown>;
    if ("city" in record) return record;
    for (const inner of Object.values(record)) {
      const found = find(inner);
      if (found) return found;
    }
    return undefined;
  };
  return find(world.submissions.payloads().at(-1));
}

Then(
  "the form sent the city {string} with the IBGE code {int}",
  async function (this: SiteWorld, city: string, code: number) {
    const place = placeSent(this);
    expect(place?.city, "the city sent").toBe(city);
    // The code travels as the seven digits the IBGE writes (contracts/submission.ts).
    expect(place?.cityId, "the IBGE code sent").toBe(String(code));
  },
);

Then("the form sent the city {string} without an IBGE code", async function (this: SiteWorld, city: string) {
  const place = placeSent(this);
  expect(place?.city, "the city sent").toBe(city);
  expect(place?.cityId, "the IBGE code sent").toBeUndefined();
});

/** Where the last submission went: the base of the portal's kind (source spec §7), and how. */
Then("the form sent its request as a POST to {string}", async function (this: SiteWorld, path: string) {
  const request = this.requests.requests.filter((each) => SUBMISSION_ADDRESS.test(new URL(each.url()).pathname)).at(-1);
  expect(request, "a submission sent").toBeDefined();
  expect(request?.method(), "its method").toBe("POST");
  expect(new URL(request?.url() ?? "").pathname, "its address").toBe(path);
});

Then("the form sent {int} request(s)", async function (this: SiteWorld, count: number) {
  await this.navigation.waitUntilSettled();
  expect(this.submissions.requests()).toHaveLength(count);
});

Then("the browser keeps no draft of the form {string}", async function (this: SiteWorld, name: string) {
  // The form reads a stored draft with code it loads on demand, and only then drops a broken one:
  // an absence is only sound once the page has done what it was about to do.
  await this.navigation.waitUntilSettled();
  expect(Object.keys(await this.storage.entries("sessionStorage"))).not.toContain(`formDraft:${name}`);
});

Then(
  "the browser keeps a draft of the form {string} without the consent",
  async function (this: SiteWorld, name: string) {
    // The draft is written in an effect after what the visitor typed was rendered: read until it is there.
    const draft = async () => (await this.storage.entries("sessionStorage"))[`formDraft:${name}`];
    await expect.poll(draft, { message: `a draft of the form ${name}` }).toBeDefined();
    expect(await draft()).not.toMatch(/consent/);
  },
);

// ---- What the page loads -----------------------------------------------------------------

/** zod's code, recognised by the property it keeps on every schema (`_zod`). */
const SCHEMA_LIBRARY_MARK = "_zod";

/** The scripts the pages of this scenario loaded that carry the schema library. */
async function scriptsWithSchemaLibrary(world: SiteWorld): Promise<string[]> {
  await world.page.evaluate(() => 0);
  // The site's own scripts: the tags' (answered by the suite's stand-ins) carry no schema library of the site.
  const origin = new URL(world.baseUrl).origin;
  const scripts = [
    ...new Set(
      world.requests.urls.filter((url) => new URL(url).origin === origin && new URL(url).pathname.endsWith(".js")),
    ),
  ];
  const found: string[] = [];
  for (const script of scripts) {
    if ((await (await fetch(script)).text()).includes(SCHEMA_LIBRARY_MARK)) found.push(new URL(script).pathname);
  }
  return found;
}

/**
 * Read after the page has had time to load things unasked: code fetched "when the browser is idle" or
 * on a timer after the load is still not loaded on demand. Two seconds, within the five before the city
 * selection opens; then whatever that started has arrived.
 */
Then("the page loaded no schema library", async function (this: SiteWorld) {
  await this.clock.pass(2000);
  await this.navigation.waitUntilSettled();
  expect(await scriptsWithSchemaLibrary(this)).toEqual([]);
});

/** The page as the server sends it, before any script has run (FORM-14): its send button cannot be pressed yet. */
Then(
  "the page {string} as served has its send button {string} disabled",
  async function (this: SiteWorld, path: string, button: string) {
    const served = await (await this.navigation.get(this.navigation.address(path))).text();
    const buttons = [...served.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].filter(
      (match) => /\btype="submit"/.test(match[1] ?? "") && (match[2] ?? "").replace(/<[^>]*>/g, "").trim() === button,
    );
    expect(buttons.length, `send buttons "${button}" in the page as served`).toBe(1);
    expect(buttons[0]?.[1], `the button "${button}"`).toMatch(/\sdisabled(?:=""|\s|$)/);
  },
);

Then("the form's checking code has loaded with the schema library", async function (this: SiteWorld) {
  await expect.poll(() => scriptsWithSchemaLibrary(this)).not.toEqual([]);
});
