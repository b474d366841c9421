import { UseTheBrowserStorage } from "../abilities";
import { type Question, question, type Task, task } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";

/** A form's draft, as the form keeps it in session storage while the visitor fills it (`formDraft:<form>`). */

const keyOf = (form: string) => `formDraft:${form}`;

/** How a draft is kept: as the form writes it, cut off in the middle (not JSON), or its values as a bare list. */
export type DraftShape = "as written" | "cut off" | "bare list";

export const KeepADraft = (form: string, values: Record<string, unknown>, shape: DraftShape): Task =>
  task(`keep a draft of the form ${form}`, (actor) => {
    const draft = JSON.stringify({ values });
    const kept =
      shape === "as written"
        ? draft
        : shape === "bare list"
          ? JSON.stringify(Object.values(values))
          : draft.slice(0, Math.floor(draft.length / 2));
    return actor.abilityTo(UseTheBrowserStorage).put({ sessionStorage: { [keyOf(form)]: kept } });
  });

/** The draft kept of a form, once the page has done what it was about to do (undefined when none is kept). */
export const TheDraft = (form: string): Question<string | undefined> =>
  question(`the draft of the form ${form}`, async (actor) => {
    // The form reads a kept draft with code it loads on demand, and only then drops a broken one.
    await BrowseTheWeb.as(actor).settle();
    return (await actor.abilityTo(UseTheBrowserStorage).entries("sessionStorage"))[keyOf(form)];
  });
