import path from "node:path";
import { ROOT } from "../../tooling/paths";
import { stepTable } from "../support/gherkin-examples";
import { isVisitorId } from "./visitor-id";

/**
 * The data layer's events and their fields as decision TRACK-7 states them: the
 * table of the feature below, read here so that the World checks every push of
 * every scenario against it (support/world/data-layer-record.ts). A row names an
 * event, a field and what the field holds; a field written "items: position" is
 * a field of each entry of the list "items". What a field may hold is said in a
 * few phrases, each with its check below; a phrase this module does not know
 * stops the run, so the table cannot say what nothing checks.
 */

export const EVENTS_FEATURE = path.join(ROOT, "spec", "features", "tracking", "data-layer-fields.feature");
export const EVENTS_STEP = "every event the site pushed carries exactly the fields of its rows:";

/** TRACK-7: entries whose event starts with 'gtm.' are the tag manager's own. */
export function isTagManagerEntry(entry: Readonly<Record<string, unknown>>): boolean {
  return typeof entry.event === "string" && entry.event.startsWith("gtm.");
}

type Check = (value: unknown) => boolean;

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isWholeFrom1 = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 1;

/** What each phrase of the table's "holds" column means. */
const HOLDS: Readonly<Record<string, Check>> = {
  "lower-case words joined by hyphens": (value) =>
    typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  "a text as the visitor reads it": isText,
  "a path of the site, without query or hash": (value) => typeof value === "string" && /^\/(?!\/)[^?#]*$/.test(value),
  "a path of the site, a place on the page or an https address": (value) =>
    typeof value === "string" && /^(?:\/(?!\/)|#|https:\/\/)/.test(value),
  "a whole number from 1": isWholeFrom1,
  "the visitor id": isVisitorId,
  "a list of one or more entries": (value) => Array.isArray(value) && value.length > 0,
};

/** One event's fields: each top-level field's check, and for a list the fields of its entries. */
interface EventFields {
  fields: Map<string, Check>;
  entries: Map<string, Map<string, Check>>;
}

/** The table as rows of event, field and holds, read into each event's fields. */
export function eventFieldsFrom(rows: ReadonlyArray<Record<string, string>>): Map<string, EventFields> {
  const events = new Map<string, EventFields>();
  for (const { event = "", field = "", holds = "" } of rows) {
    const check = HOLDS[holds];
    if (!check) throw new Error(`The table of events says ${field} of ${event} holds "${holds}": no check knows it`);
    const fields = events.get(event) ?? { fields: new Map(), entries: new Map() };
    events.set(event, fields);
    const [list, inner] = field.split(": ");
    if (inner === undefined) fields.fields.set(field, check);
    else fields.entries.set(list ?? "", (fields.entries.get(list ?? "") ?? new Map()).set(inner, check));
  }
  return events;
}

let fromFeature: Map<string, EventFields> | undefined;

/** The table of the feature, read once. */
export function dataLayerEvents(): Map<string, EventFields> {
  fromFeature ??= eventFieldsFrom(stepTable(EVENTS_FEATURE, EVENTS_STEP));
  return fromFeature;
}

function fieldProblems(object: Readonly<Record<string, unknown>>, checks: ReadonlyMap<string, Check>, where: string) {
  const problems: string[] = [];
  for (const name of Object.keys(object)) {
    if (!checks.has(name)) problems.push(`${where} carries ${name}, which its rows do not list`);
  }
  for (const [name, check] of checks) {
    if (!(name in object)) problems.push(`${where} lacks ${name}`);
    else if (!check(object[name])) problems.push(`${where}'s ${name} is ${JSON.stringify(object[name])}`);
  }
  return problems;
}

/** What is wrong with a push against the table; empty when nothing is, or when the entry is the tag manager's. */
export function dataLayerEntryProblems(
  entry: Readonly<Record<string, unknown>>,
  events: ReadonlyMap<string, EventFields> = dataLayerEvents(),
): string[] {
  if (isTagManagerEntry(entry)) return [];
  const { event, ...rest } = entry;
  const expected = typeof event === "string" ? events.get(event) : undefined;
  if (!expected) return [`${JSON.stringify(event)} is no event of the table`];
  const problems = fieldProblems(rest, expected.fields, `${event}`);
  for (const [list, checks] of expected.entries) {
    const entries = rest[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((each, index) => {
      const where = `${event}'s ${list} ${index + 1}`;
      if (each === null || typeof each !== "object" || Array.isArray(each)) problems.push(`${where} is not an entry`);
      else problems.push(...fieldProblems(each as Record<string, unknown>, checks, where));
    });
  }
  return problems;
}

/** The data layer's event names as source spec §7 lists them, in its order. */
export const SOURCE_SPEC_EVENTS: readonly string[] = [
  "pageLoad",
  "menuView",
  "menuClick",
  "carListLoad",
  "carListClick",
  "bannerClick",
  "bannerView",
  "formView",
  "formClick",
  "formThankYouPage",
  "userId",
];
