import type { Page } from "playwright-core";

/**
 * Something the page did wrong that no step asked for: an error logged, a
 * request that failed, a data-layer push that breaks its contract.
 */
export interface PageProblem {
  kind: "console error" | "page error" | "failed request" | "error response" | "invalid data-layer push";
  text: string;
}

/** What went wrong in the scenario's pages; a scenario fails on any problem no step declared. */
export class PageProblems {
  readonly list: PageProblem[] = [];
  /** Problems a step declared as expected (a 404 page it asked for, a storage it blocked). */
  private readonly tolerated: Array<{ pattern: RegExp; kind?: PageProblem["kind"] }> = [];

  watch(page: Page): void {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const where = message.location().url;
      this.report({ kind: "console error", text: where ? `${message.text()} (${where})` : message.text() });
    });
    page.on("pageerror", (error) => this.report({ kind: "page error", text: error.message }));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "";
      // A navigation that replaces the page aborts the requests still in flight: not a fault.
      if (reason.includes("ERR_ABORTED")) return;
      this.report({ kind: "failed request", text: `${request.method()} ${request.url()} (${reason})` });
    });
    page.on("response", (response) => {
      if (response.status() >= 400)
        this.report({ kind: "error response", text: `${response.status()} ${response.url()}` });
    });
  }

  report(problem: PageProblem): void {
    this.list.push(problem);
  }

  /** The problems of one kind, as their texts. */
  textsOf(kind: PageProblem["kind"]): string[] {
    return this.list.filter((problem) => problem.kind === kind).map((problem) => problem.text);
  }

  /**
   * Declares a problem this scenario provokes on purpose, so it is not reported: any problem whose text
   * matches, or, given a kind, only problems of that kind (an expected console message must not also
   * excuse an uncaught error that mentions the same thing).
   */
  tolerate(pattern: RegExp, kind?: PageProblem["kind"]): void {
    this.tolerated.push({ pattern, kind });
  }

  /** The problems no step declared. */
  unexpected(): PageProblem[] {
    return this.list.filter(
      (problem) =>
        !this.tolerated.some(
          ({ pattern, kind }) => (kind === undefined || kind === problem.kind) && pattern.test(problem.text),
        ),
    );
  }
}
