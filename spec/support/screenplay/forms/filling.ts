import { calendarDayInBrazil } from "../../calendar";
import { expect } from "../../expect";
import { escapeRegExp } from "../../patterns";
import { ControlTheClock, TakeNotes } from "../abilities";
import { type Actor, type Question, question, type Task, task } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import { consentBox, field } from "./elements";

/** The fields a visitor filled, by label, noted so that a later step can find them still there. */
const TYPED = "what the visitor typed in the form";

function noteTyped(actor: Actor, label: string, value: string): void {
  const notes = actor.abilityTo(TakeNotes);
  notes.write(TYPED, new Map([...(notes.read<Map<string, string>>(TYPED) ?? []), [label, value]]));
}

/** What the visitor typed in the form, field by field, in order. */
export const WhatTheVisitorTyped = (): Question<Map<string, string>> =>
  question("what the visitor typed", async (actor) => actor.abilityTo(TakeNotes).read(TYPED) ?? new Map());

/** "yyyy-mm-dd" of the page's today plus some days, in Brazil (the form's and the API's calendar). */
export const TheDayFromToday = (days: number): Question<string> =>
  question(`the day ${days} days from today`, async (actor) => {
    const now = await actor.abilityTo(ControlTheClock).now();
    return calendarDayInBrazil(new Date(now + days * 24 * 60 * 60 * 1000));
  });

/** Waits until the field holds a text starting so (the visitor sees it there before putting the caret in it). */
async function fieldStartsWith(actor: Actor, label: string, before: string): Promise<void> {
  const pattern = new RegExp(`^${escapeRegExp(before)}`);
  const control = field(BrowseTheWeb.as(actor), label);
  await expect.poll(() => control.run((element) => (element as HTMLInputElement).value)).toMatch(pattern);
}

export const FillIn = {
  /** Puts a value in a field as a visitor does: a list's option by its text, text as pasted (one input event). */
  field: (label: string, value: string): Task =>
    task(`fill in ${label} with ${value}`, async (actor) => {
      const control = field(BrowseTheWeb.as(actor), label);
      if (await control.run((element) => element.tagName === "SELECT")) await control.choose(value);
      else await control.fill(value);
      noteTyped(actor, label, value);
    }),

  /** Reaches a field with Tab and types, as a keyboard user does (in a closed list, typing an option's start chooses it). */
  fieldWithTheKeyboard: (label: string, value: string): Task =>
    task(`fill in ${label} with the keyboard`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.tabTo(field(web, label), `the field "${label}"`);
      await web.type(value);
      noteTyped(actor, label, value);
    }),

  typeIn: (label: string, text: string): Task =>
    task(`type ${text} in ${label}`, (actor) => field(BrowseTheWeb.as(actor), label).type(text)),

  clear: (label: string): Task => task(`clear ${label}`, (actor) => field(BrowseTheWeb.as(actor), label).fill("")),

  pressBackspace: (times: number, label: string): Task =>
    task(`press Backspace ${times} times in ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await field(web, label).focus();
      for (let press = 0; press < times; press += 1) await web.press("Backspace");
    }),

  /** Presses a key in a field that has the focus (the visitor is in it already). */
  pressIn: (key: string, label: string): Task =>
    task(`press ${key} in ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await expect
        .poll(() => field(web, label).isFocused(), { message: `the field "${label}" has the focus` })
        .toBe(true);
      await web.press(key);
    }),

  putTheCaretAfter: (before: string, label: string): Task =>
    task(`put the caret after ${before} in ${label}`, async (actor) => {
      await fieldStartsWith(actor, label, before);
      const control = field(BrowseTheWeb.as(actor), label);
      await control.focus();
      await control.run((element, at) => (element as HTMLInputElement).setSelectionRange(at, at), before.length);
    }),

  preferredDateInDays: (days: number): Task =>
    task(`pick the day ${days} days from today`, async (actor) =>
      field(BrowseTheWeb.as(actor), "Data preferida").fill(await actor.asks(TheDayFromToday(days))),
    ),

  acceptTheUseOfData: (): Task =>
    task("accept the use of their data", (actor) => consentBox(BrowseTheWeb.as(actor)).check()),

  tickTheConsentWithTheKeyboard: (): Task =>
    task("tick the consent box with the keyboard", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.tabTo(consentBox(web), "the consent box");
      await web.press("Space");
    }),
};

/** Where the caret stands in a field, once the field holds a text starting so: [start, end] of the selection. */
export const TheCaret = (label: string, before: string): Question<Array<number | null>> =>
  question(`the caret in ${label}`, async (actor) => {
    await fieldStartsWith(actor, label, before);
    return field(BrowseTheWeb.as(actor), label).run((element) => [
      (element as HTMLInputElement).selectionStart,
      (element as HTMLInputElement).selectionEnd,
    ]);
  });
