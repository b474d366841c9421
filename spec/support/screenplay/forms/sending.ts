import { PageProblems } from "../../world/page-problems";
import { ControlTheClock, SendSubmissions, type SentRequest } from "../abilities";
import { type Actor, type Question, question, type Task, task } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import { button } from "./elements";

/** What a failed submission looks like among the page's problems, which a task that makes it fail tolerates. */
const SUBMISSION_PROBLEM = /\/api\/(?:lead|contact)\/v1\.0/;

/** A submission made to fail on purpose: its failure is no problem of the page's. */
function failOnPurpose(actor: Actor, failing: (submissions: SendSubmissions) => Promise<void>): Promise<void> {
  actor.abilityTo(PageProblems).tolerate(SUBMISSION_PROBLEM);
  return failing(actor.abilityTo(SendSubmissions));
}

/** The visitor sending the form, and the network and server between the form and the API. */
export const Send = {
  byPressing: (name: string): Task => task(`press ${name}`, (actor) => button(BrowseTheWeb.as(actor), name).click()),

  byDoubleClicking: (name: string): Task =>
    task(`double-click ${name}`, (actor) => button(BrowseTheWeb.as(actor), name).doubleClick()),

  byPressingWithTheKeyboard: (name: string): Task =>
    task(`press ${name} with the keyboard`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.tabTo(button(web, name), `the button "${name}"`);
      await web.press("Enter");
    }),

  /** Follows an entry of the list of problems above the form to its field. */
  followingTheProblem: (entry: string): Task =>
    task(`follow ${entry} in the list of problems`, (actor) =>
      BrowseTheWeb.as(actor).element({ role: "alert" }).find({ role: "link", name: entry, exact: false }).click(),
    ),

  failingWith: (status: number): Task =>
    task(`have the next submission fail with ${status}`, (actor) =>
      failOnPurpose(actor, (submissions) => submissions.answerNext(status)),
    ),

  refusedFor: (fieldName: string, message: string): Task =>
    task(`have the next submission refused for ${fieldName}`, (actor) =>
      failOnPurpose(actor, (submissions) => submissions.refuseNext({ [fieldName]: message })),
    ),

  droppedOnTheWay: (): Task =>
    task("have the connection drop on the next submission", (actor) =>
      failOnPurpose(actor, (submissions) => submissions.dropNext()),
    ),

  withItsAnswerHeld: (): Task =>
    task("have the answer to the next submission never arrive", (actor) =>
      actor.abilityTo(SendSubmissions).holdNextAnswer(),
    ),

  /** Once the held submission has reached the server, time passes on the page's clock with no answer. */
  waitingUnanswered: (seconds: number): Task =>
    task(`wait ${seconds} seconds without an answer`, async (actor) => {
      await actor.abilityTo(SendSubmissions).heldAnswerReachedTheServer();
      await actor.abilityTo(ControlTheClock).pass(seconds * 1000);
    }),
};

/** The object of a payload that names a city (wherever the payload nests it). */
function placeIn(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if ("city" in record) return record;
  for (const inner of Object.values(record)) {
    const found = placeIn(inner);
    if (found) return found;
  }
  return undefined;
}

export const WhatTheFormSent = {
  /** Every request to the lead and contact bases, once the page has settled (a send queued or on a timer has gone). */
  requests: (): Question<SentRequest[]> =>
    question("the requests the form sent", async (actor) => {
      await BrowseTheWeb.as(actor).settle();
      return actor.abilityTo(SendSubmissions).sent();
    }),

  /** The city of the last payload and its IBGE code, as sent. */
  place: (): Question<{ city: unknown; cityId: unknown }> =>
    question("the place the form sent", async (actor) => {
      const place = placeIn(actor.abilityTo(SendSubmissions).payloads().at(-1));
      return { city: place?.city, cityId: place?.cityId };
    }),
};
