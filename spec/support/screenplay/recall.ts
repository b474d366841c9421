import { RequestLog } from "../world/request-log";
import { TakeNotes } from "./abilities";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { section } from "./page-sections";

/** The recall page: its campaigns and the chassis check, which runs in the browser. */

const TYPED = "the chassis the visitor typed";

function chassisCheck(web: BrowseTheWeb): PageElement {
  return section(web, "Consulte o seu chassi");
}

/** Checks a chassis as the visitor does: typed in the field, then the button. The chassis is noted. */
export const CheckTheChassis = (chassis: string): Task =>
  task(`check the chassis ${chassis}`, async (actor) => {
    const notes = actor.abilityTo(TakeNotes);
    notes.write(TYPED, [...(notes.read<string[]>(TYPED) ?? []), chassis]);
    const check = chassisCheck(BrowseTheWeb.as(actor));
    await check.find({ label: "Número do chassi" }).fill(chassis);
    await check.find({ role: "button", name: "Consultar chassi" }).click();
  });

export const TheChassisCheck = {
  /** What its status line says ("" while nothing); null while the field does not show yet. */
  says: (): Question<string | null> =>
    question("what the chassis check says", async (actor) => {
      const check = chassisCheck(BrowseTheWeb.as(actor));
      if (!(await check.find({ label: "Número do chassi" }).isVisible())) return null;
      return (await check.find({ role: "status" }).text()).replace(/\s+/g, " ");
    }),

  offers: (label: string): Question<boolean> =>
    question(`whether the chassis check offers ${label}`, (actor) =>
      chassisCheck(BrowseTheWeb.as(actor)).find({ role: "status" }).find({ role: "link", name: label }).isVisible(),
    ),

  /** The chassis the visitor typed, in order. */
  typed: (): Question<string[]> =>
    question("the chassis typed", async (actor) => actor.abilityTo(TakeNotes).read<string[]>(TYPED) ?? []),
};

/** Every request the pages sent, as one line each (method, address, body), once the page has settled. */
export const WhatLeftTheBrowser = (): Question<string[]> =>
  question("what left the browser", async (actor) => {
    await BrowseTheWeb.as(actor).settle();
    return actor
      .abilityTo(RequestLog)
      .sent()
      .map(({ method, address, body }) => `${method} ${address} ${body}`);
  });

/** The titles of the recall campaigns the page lists, in order. */
export const TheRecallCampaigns = (): Question<string[]> =>
  question("the recall campaigns", (actor) =>
    section(BrowseTheWeb.as(actor), "Campanhas de recall")
      .find({ role: "article" })
      .find({ role: "heading", level: 3 })
      .runOnAll((headings) => headings.map((heading) => (heading.textContent ?? "").replace(/\s+/g, " ").trim())),
  );
