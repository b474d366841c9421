import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import { writtenInBrazil } from "../support/calendar";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { FillIn, TheCaret, TheDayFromToday, WhatTheVisitorTyped } from "../support/screenplay/forms/filling";
import { Send } from "../support/screenplay/forms/sending";
import { TheForm } from "../support/screenplay/forms/what-the-form-shows";
import type { SiteWorld } from "../support/world";

/**
 * The site's forms (quote, test drive, VIP sign-up, contact), as a visitor
 * fills and sends them, and what they show. What they sent and kept:
 * lead-submissions.steps.ts.
 */

// ---- Filling ------------------------------------------------------------------------

When("the visitor fills in the form:", async function (this: SiteWorld, table: DataTable) {
  await this.visitor.attemptsTo(...table.raw().map(([label = "", value = ""]) => FillIn.field(label, value)));
});

When("the visitor fills in the form with the keyboard only:", async function (this: SiteWorld, table: DataTable) {
  await this.visitor.attemptsTo(
    ...table.raw().map(([label = "", value = ""]) => FillIn.fieldWithTheKeyboard(label, value)),
  );
});

When("the visitor types {string} in the field {string}", async function (this: SiteWorld, text: string, label: string) {
  await this.visitor.attemptsTo(FillIn.typeIn(label, text));
});

When(
  "the visitor presses Backspace {int} times in the field {string}",
  async function (this: SiteWorld, times: number, label: string) {
    await this.visitor.attemptsTo(FillIn.pressBackspace(times, label));
  },
);

When(
  "the visitor puts the caret after {string} in the field {string}",
  async function (this: SiteWorld, before: string, label: string) {
    await this.visitor.attemptsTo(FillIn.putTheCaretAfter(before, label));
  },
);

When("the visitor presses {word} in the field {string}", async function (this: SiteWorld, key: string, label: string) {
  await this.visitor.attemptsTo(FillIn.pressIn(key, label));
});

Then(
  "the caret in the field {string} stands after {string}",
  async function (this: SiteWorld, label: string, before: string) {
    // Read until it holds: the field puts the caret back in the render that follows the visitor's key.
    await expect
      .poll(() => this.visitor.asks(TheCaret(label, before)), { message: `the caret after "${before}"` })
      .toEqual([before.length, before.length]);
  },
);

When("the visitor clears the field {string}", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(FillIn.clear(label));
});

When(
  "the visitor picks the day {int} day(s) from today as the preferred date",
  async function (this: SiteWorld, days: number) {
    await this.visitor.attemptsTo(FillIn.preferredDateInDays(days));
  },
);

When("the visitor accepts the use of their data", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(FillIn.acceptTheUseOfData());
});

When("the visitor ticks the consent box with the keyboard", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(FillIn.tickTheConsentWithTheKeyboard());
});

// ---- Sending --------------------------------------------------------------------------

When("the visitor presses {string}", async function (this: SiteWorld, button: string) {
  await this.visitor.attemptsTo(Send.byPressing(button));
});

When("the visitor double-clicks {string}", async function (this: SiteWorld, button: string) {
  await this.visitor.attemptsTo(Send.byDoubleClicking(button));
});

When("the visitor presses {string} with the keyboard", async function (this: SiteWorld, button: string) {
  await this.visitor.attemptsTo(Send.byPressingWithTheKeyboard(button));
});

When("the visitor follows {string} in the list of problems", async function (this: SiteWorld, entry: string) {
  await this.visitor.attemptsTo(Send.followingTheProblem(entry));
});

Given(
  "the server will fail the next submission with the status {int}",
  async function (this: SiteWorld, status: number) {
    await this.visitor.attemptsTo(Send.failingWith(status));
  },
);

Given(
  "the server will refuse the next submission, saying of its field {string}: {string}",
  async function (this: SiteWorld, field: string, message: string) {
    await this.visitor.attemptsTo(Send.refusedFor(field, message));
  },
);

Given("the visitor's connection will drop while the next submission is sent", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Send.droppedOnTheWay());
});

Given("the answer to the next submission will never arrive", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Send.withItsAnswerHeld());
});

When("{int} seconds pass without an answer", async function (this: SiteWorld, seconds: number) {
  await this.visitor.attemptsTo(Send.waitingUnanswered(seconds));
});

// ---- What the form shows --------------------------------------------------------------

Then("the field {string} holds {string}", async function (this: SiteWorld, label: string, value: string) {
  await expect.poll(() => this.visitor.asks(TheForm.value(label))).toBe(value);
});

Then("the form still holds what the visitor typed", async function (this: SiteWorld) {
  const typed = await this.visitor.asks(WhatTheVisitorTyped());
  expect(typed.size, "what the scenario typed into the form").toBeGreaterThan(0);
  for (const [label, value] of typed) {
    // A phone typed as digits is shown with the mask.
    const shown = label === "Celular com DDD" ? value.replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3") : value;
    await expect.poll(() => this.visitor.asks(TheForm.value(label)), { message: label }).toBe(shown);
  }
});

Then("the field {string} says {string}", async function (this: SiteWorld, label: string, message: string) {
  await expect
    .poll(() => this.visitor.asks(TheForm.fieldMessage(label, message)))
    .toEqual({ invalid: true, description: expect.stringMatching(escapeRegExp(message)), shown: true });
});

Then("the field {string} shows no message", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheForm.fieldMessage(label))).toMatchObject({ invalid: false });
});

Then("the consent box says {string}", async function (this: SiteWorld, message: string) {
  await expect
    .poll(() => this.visitor.asks(TheForm.consentMessage()))
    .toMatchObject({ invalid: true, description: message });
});

Then("the field {string} has the focus", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheForm.fieldHasTheFocus(label))).toBe(true);
});

Then("the list of problems above the form reads:", async function (this: SiteWorld, table: DataTable) {
  const entries = table.raw().map(([entry = ""]) => entry);
  await expect.poll(() => this.visitor.asks(TheForm.problems())).toEqual(entries);
});

Then("the consent box is not ticked", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheForm.consentTicked())).toBe(false);
});

Then("the consent box links to the privacy policy", async function (this: SiteWorld) {
  // The path: the link carries the campaign's parameters as every internal link does.
  await expect.poll(() => this.visitor.asks(TheForm.privacyLink())).toMatch(/^\/privacidade(?:\?|$)/);
});

Then("the form asks, in order:", async function (this: SiteWorld, table: DataTable) {
  expect(await this.visitor.asks(TheForm.labels())).toEqual(table.raw().map(([label = ""]) => label));
});

Then(
  "the date field offers the days from tomorrow to {int} days from today",
  async function (this: SiteWorld, days: number) {
    const [first, last] = [await this.visitor.asks(TheDayFromToday(1)), await this.visitor.asks(TheDayFromToday(days))];
    // And says both limits as a Brazilian writes a day (FORM-12), for whoever does not open the picker.
    const limits = `${writtenInBrazil(first)} a ${writtenInBrazil(last)}`;
    await expect
      .poll(() => this.visitor.asks(TheForm.limits("Data preferida")))
      .toEqual({ min: first, max: last, description: expect.stringMatching(escapeRegExp(limits)) });
  },
);

Then(
  "the field {string} is disabled, and says {string}",
  async function (this: SiteWorld, label: string, hint: string) {
    await expect
      .poll(() => this.visitor.asks(TheForm.availability(label)))
      .toEqual({ enabled: false, description: expect.stringMatching(escapeRegExp(hint)) });
  },
);

Then("the list {string} offers, in order:", async function (this: SiteWorld, label: string, table: DataTable) {
  // Retried: the order follows the city kept from an earlier visit, read once the page is interactive.
  const options = table.raw().map(([option = ""]) => option);
  await expect.poll(() => this.visitor.asks(TheForm.options(label))).toEqual(options);
});

Then("the form says the sending failed: {string}", async function (this: SiteWorld, message: string) {
  await expect
    .poll(() => this.visitor.asks(TheForm.failure(message)))
    .toEqual({
      shown: true,
      text: expect.stringContaining("Seus dados continuam preenchidos no formulário."),
      tryAgain: true,
      focused: true,
    });
});

Then("the button {string} is disabled", async function (this: SiteWorld, button: string) {
  await expect.poll(() => this.visitor.asks(TheForm.buttonEnabled(button))).toBe(false);
});

Then("the form thanks the visitor: {string}", async function (this: SiteWorld, title: string) {
  await expect.poll(() => this.visitor.asks(TheForm.thanks(title))).toEqual({ shown: true, focused: true, forms: 0 });
});

const PROTOCOL_NUMBER = /Número do protocolo: \d+/;

Then("the thank-you says what comes next: {string}", async function (this: SiteWorld, text: string) {
  await expect.poll(() => this.visitor.asks(TheForm.mainText())).toContain(text);
  expect(await this.visitor.asks(TheForm.mainText())).toMatch(PROTOCOL_NUMBER);
});

/** Whether the API answered 201 (received) or 200 (received before, under the same key), the number is the visitor's. */
Then("the thank-you gives the protocol number", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheForm.mainText())).toMatch(PROTOCOL_NUMBER);
});
