import { z } from "zod";
import { DataLayerEventSchema, isTagManagerEntry } from "../../../contracts/analytics";
import type { PageProblems } from "./page-problems";

/** A data-layer entry as the page pushed it. */
export type DataLayerEntry = Record<string, unknown>;

/**
 * Every entry the pages of the scenario pushed to the data layer, in order,
 * across page loads (the browser context reports each push, see
 * browser-contexts.ts). Each push is checked against the event contracts
 * (contracts/analytics.ts) as it arrives, so every push of every scenario is
 * validated; the tag manager's own entries (`gtm.js`…) are not the site's.
 */
export class DataLayerRecord {
  readonly pushes: DataLayerEntry[] = [];

  constructor(private readonly problems: PageProblems) {}

  record(entry: unknown): void {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
      this.problems.report({ kind: "invalid data-layer push", text: `not an event object: ${JSON.stringify(entry)}` });
      return;
    }
    this.pushes.push(entry as DataLayerEntry);
    if (isTagManagerEntry(entry)) return;
    const result = DataLayerEventSchema.safeParse(entry);
    if (!result.success) {
      this.problems.report({
        kind: "invalid data-layer push",
        text: `${JSON.stringify(entry)}\n${z.prettifyError(result.error)}`,
      });
    }
  }

  /** The pushes of one event, in order. */
  events(name: string): DataLayerEntry[] {
    return this.pushes.filter((entry) => entry.event === name);
  }
}
