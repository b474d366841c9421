import { dataLayerEntryProblems } from "../../oracles/data-layer-events";
import type { PageProblems } from "./page-problems";

/** A data-layer entry as the page pushed it. */
export type DataLayerEntry = Record<string, unknown>;

/**
 * Every entry the pages of the scenario pushed to the data layer, in order,
 * across page loads (the browser context reports each push, see
 * browser-contexts.ts). Each push is checked as it arrives against the table of
 * events and their fields that the feature data-layer-fields.feature states
 * (decision TRACK-7, read by oracles/data-layer-events.ts), so every push of
 * every scenario is checked; the tag manager's own entries (`gtm.js`…) are not
 * the site's.
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
    const problems = dataLayerEntryProblems(entry as DataLayerEntry);
    if (problems.length > 0) {
      this.problems.report({
        kind: "invalid data-layer push",
        text: `${JSON.stringify(entry)}\n${problems.join("\n")}`,
      });
    }
  }

  /** The pushes of one event, in order. */
  events(name: string): DataLayerEntry[] {
    return this.pushes.filter((entry) => entry.event === name);
  }
}
