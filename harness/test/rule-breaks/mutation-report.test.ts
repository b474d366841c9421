import { describe, expect, test } from "vitest";
import { outcomeOf } from "../../src/rule-breaks/cucumber-outcome";
import { type BreakResult, mergeSummary, mutationHtml, type StrykerPart } from "../../src/rule-breaks/mutation-report";
import { folderOf, type StrykerReport, summariseStryker } from "../../src/rule-breaks/stryker-summary";

/** A cucumber message stream of two scenarios of one feature; the second fails at its second step. */
const STREAM = [
  {
    gherkinDocument: {
      uri: "spec/features/site-chrome/footer.feature",
      feature: {
        children: [
          { scenario: { id: "s1", name: "The footer links", location: { line: 6 } } },
          {
            scenario: {
              id: "s2",
              name: "On the <page> page the footer leaves out recall",
              location: { line: 39 },
              examples: [
                { tableBody: [{ id: "row1", location: { line: 44 }, cells: [{ value: "launch" }, { value: "x" }] }] },
              ],
            },
          },
        ],
      },
    },
  },
  {
    pickle: {
      id: "p1",
      name: "The footer links",
      uri: "spec/features/site-chrome/footer.feature",
      astNodeIds: ["s1"],
      steps: [{ id: "ps1", text: 'a visitor opens "/"' }],
    },
  },
  {
    pickle: {
      id: "p2",
      name: "On the launch page the footer leaves out recall",
      uri: "spec/features/site-chrome/footer.feature",
      astNodeIds: ["s2", "row1"],
      steps: [
        { id: "ps2", text: 'a visitor opens "/novo-outlander"' },
        { id: "ps3", text: 'the footer has no link "Recall"' },
      ],
    },
  },
  { testCase: { id: "t1", pickleId: "p1", testSteps: [{ id: "ts1", pickleStepId: "ps1" }] } },
  {
    testCase: {
      id: "t2",
      pickleId: "p2",
      testSteps: [{ id: "hook" }, { id: "ts2", pickleStepId: "ps2" }, { id: "ts3", pickleStepId: "ps3" }],
    },
  },
  { testCaseStarted: { id: "c1", testCaseId: "t1" } },
  { testStepFinished: { testCaseStartedId: "c1", testStepId: "ts1", testStepResult: { status: "PASSED" } } },
  { testCaseFinished: { testCaseStartedId: "c1", willBeRetried: false } },
  { testCaseStarted: { id: "c2", testCaseId: "t2" } },
  { testStepFinished: { testCaseStartedId: "c2", testStepId: "hook", testStepResult: { status: "PASSED" } } },
  { testStepFinished: { testCaseStartedId: "c2", testStepId: "ts2", testStepResult: { status: "PASSED" } } },
  {
    testStepFinished: {
      testCaseStartedId: "c2",
      testStepId: "ts3",
      testStepResult: {
        status: "FAILED",
        message: "\u001b[31mError: expect(locator).toHaveCount(expected)\u001b[39m\n\nExpected: 0\nReceived: 1",
      },
    },
  },
  { testCaseFinished: { testCaseStartedId: "c2", willBeRetried: false } },
];

describe("outcomeOf", () => {
  test("names the first failed scenario, its Examples row, its step, and its message with what was expected and received", () => {
    expect(outcomeOf(STREAM)).toEqual({
      scenarios: 2,
      failed: 1,
      firstFailure: {
        scenario: "On the launch page the footer leaves out recall",
        location: "spec/features/site-chrome/footer.feature:44",
        written: { scenario: "On the <page> page the footer leaves out recall", example: ["launch", "x"] },
        step: 'the footer has no link "Recall"',
        message: "Error: expect(locator).toHaveCount(expected) Expected: 0 Received: 1",
      },
    });
  });

  test("keeps a diff's lines, without the stack and without the address of the run's own server", () => {
    const diffFails = STREAM.map((envelope) =>
      envelope.testStepFinished?.testStepId === "ts3"
        ? {
            testStepFinished: {
              ...envelope.testStepFinished,
              testStepResult: {
                status: "FAILED",
                message: [
                  "Error: expect(received).toEqual(expected) // deep equality",
                  "",
                  "- Expected  - 1",
                  "+ Received  + 3",
                  "",
                  "- Array []",
                  "+ Array [",
                  '+   "http://127.0.0.1:46319/agro",',
                  "+ ]",
                  "    at captureRawStack (node_modules/playwright-core/lib/coreBundle.js:9551:17)",
                  "- not a diff line",
                ].join("\n"),
              },
            },
          }
        : envelope,
    );
    expect(outcomeOf(diffFails).firstFailure?.message).toBe(
      'Error: expect(received).toEqual(expected) // deep equality - Array [] + Array [ + "/agro", + ]',
    );
  });

  test("names a step that checks something over a hook's failure or a page that did not open, whichever came first", () => {
    const failing = (id: string, message: string) => ({
      testStepFinished: {
        testCaseStartedId: id === "ts1" ? "c1" : "c2",
        testStepId: id,
        testStepResult: { status: "FAILED", message },
      },
    });
    const stream = (first: string, firstMessage: string) =>
      STREAM.map((envelope) => {
        const id = envelope.testStepFinished?.testStepId;
        if (id === first) return failing(first, firstMessage);
        return envelope;
      });
    // The first scenario's page did not open; the second fails at its check, later in the stream.
    const opening = outcomeOf(stream("ts1", "The page http://127.0.0.1:1/ did not become ready: no pageLoad event"));
    expect(opening.failed).toBe(2);
    expect(opening.firstFailure?.step).toBe('the footer has no link "Recall"');
    // The first scenario's After hook fails (the page's problems), before the second's step does: the step is the catch.
    const afterHook = {
      testStepFinished: {
        testCaseStartedId: "c1",
        testStepId: "after-hook",
        testStepResult: { status: "FAILED", message: "The page had problems no step expected" },
      },
    };
    const at = STREAM.findIndex((envelope) => envelope.testCaseFinished?.testCaseStartedId === "c1");
    const hookFirst = outcomeOf([...STREAM.slice(0, at), afterHook, ...STREAM.slice(at)]);
    expect(hookFirst.failed).toBe(2);
    expect(hookFirst.firstFailure?.step).toBe('the footer has no link "Recall"');
    // Only a page that did not open: that is the catch there is.
    const onlyOpening = outcomeOf(
      stream("ts1", "page.goto: net::ERR_CONNECTION_REFUSED").filter((e) => e.testStepFinished?.testStepId !== "ts3"),
    );
    expect(onlyOpening.firstFailure?.message).toBe("page.goto: net::ERR_CONNECTION_REFUSED");
  });

  test("names a scenario that is not an outline by its name alone", () => {
    const firstFails = STREAM.map((envelope) =>
      envelope.testStepFinished?.testStepId === "ts1"
        ? { testStepFinished: { ...envelope.testStepFinished, testStepResult: { status: "FAILED", message: "no" } } }
        : envelope,
    );
    expect(outcomeOf(firstFails).firstFailure).toMatchObject({
      location: "spec/features/site-chrome/footer.feature:6",
      written: { scenario: "The footer links" },
    });
    expect(outcomeOf(firstFails).firstFailure?.written.example).toBeUndefined();
  });

  test("counts a run where every scenario passed, and one that ran none", () => {
    const passing = STREAM.filter((envelope) => envelope.testStepFinished?.testStepResult.status !== "FAILED");
    expect(outcomeOf(passing)).toEqual({ scenarios: 2, failed: 0 });
    expect(outcomeOf([])).toEqual({ scenarios: 0, failed: 0 });
  });

  test("names a failing hook as a hook of the scenario", () => {
    const hookFails = STREAM.map((envelope) =>
      envelope.testStepFinished?.testStepId === "hook"
        ? { testStepFinished: { ...envelope.testStepFinished, testStepResult: { status: "FAILED", message: "boom" } } }
        : envelope,
    );
    expect(outcomeOf(hookFails).firstFailure?.step).toBe("(a hook of the scenario)");
  });
});

const mutant = (status: string, line = 1) => ({
  id: String(Math.random()),
  mutatorName: "StringLiteral",
  replacement: '""',
  status,
  location: { start: { line, column: 1 } },
});

const REPORT = {
  files: {
    "site/src/rules/prices.ts": { mutants: [mutant("Killed"), mutant("Timeout"), mutant("Survived", 12)] },
    "site/src/rules/dates.ts": { mutants: [mutant("Killed"), mutant("Ignored")] },
    "contracts/brazil.ts": { mutants: [mutant("Killed"), mutant("NoCoverage", 3), mutant("CompileError")] },
  },
} as unknown as StrykerReport;

describe("summariseStryker", () => {
  const summary = summariseStryker(REPORT);

  test("scores killed and timed-out mutants among those that count, overall and per folder", () => {
    expect(summary.total).toEqual({
      mutants: 8,
      killed: 3,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      excluded: 2,
      score: 66.6,
    });
    expect(summary.folders.map((folder) => [folder.folder, folder.score])).toEqual([
      ["contracts", 50],
      ["site/src/rules", 75],
    ]);
  });

  test("lists the survivors and the mutants no test reaches, by file and line", () => {
    expect(summary.survivors.map((each) => `${each.file}:${each.line} ${each.status}`)).toEqual([
      "contracts/brazil.ts:3 NoCoverage",
      "site/src/rules/prices.ts:12 Survived",
    ]);
  });
});

describe("folderOf", () => {
  test("is the folder under the sources' folder, or the top folder", () => {
    expect(folderOf("site/src/tracking/campaign.ts")).toBe("site/src/tracking");
    expect(folderOf("packages/core/src/rules/prices.ts")).toBe("packages/core/src/rules");
    expect(folderOf("contracts/vin.ts")).toBe("contracts");
    expect(folderOf("src/index.ts")).toBe("src");
  });
});

const result = (id: string, status: BreakResult["status"]): BreakResult => ({
  id,
  clause: "FOOTER-2",
  file: "site/src/routes/visibility.ts",
  search: "a",
  replace: "b",
  noticed: "The footer of /novo-outlander still links Recall.",
  group: "FOOTER",
  status,
  scenarios: { run: 1, failed: status === "caught" ? 1 : 0 },
  seconds: { build: 40, scenarios: 20 },
  ranAt: "2026-11-24T10:00:00.000Z",
});

const STRYKER: StrykerPart = {
  ...summariseStryker(REPORT),
  seconds: 600,
  ranAt: "2026-11-24T09:00:00.000Z",
  report: "mutation/stryker/index.html",
  incremental: false,
};
const LAST_RUN = { at: "2026-11-24T11:00:00.000Z", seconds: 60, parts: ["rule breaks"] };

describe("mergeSummary", () => {
  test("a partial run keeps the other half and the rule breaks it did not run, in the file's order", () => {
    const previous = mergeSummary(
      undefined,
      { lastRun: LAST_RUN, stryker: STRYKER, breaks: [result("a", "caught"), result("b", "survived")] },
      ["a", "b"],
    );
    const merged = mergeSummary(previous, { lastRun: LAST_RUN, breaks: [result("b", "caught")] }, ["a", "b", "c"]);
    expect(merged.stryker).toEqual(STRYKER);
    expect(merged.ruleBreaks?.results.map((each) => `${each.id} ${each.status}`)).toEqual(["a caught", "b caught"]);
    expect(merged.ruleBreaks).toMatchObject({ caught: 2, total: 3 });
  });

  test("drops results of rule breaks no longer in the file", () => {
    const previous = mergeSummary(undefined, { lastRun: LAST_RUN, breaks: [result("gone", "caught")] }, ["gone"]);
    expect(mergeSummary(previous, { lastRun: LAST_RUN }, ["a"]).ruleBreaks).toBeUndefined();
  });
});

describe("mutationHtml", () => {
  const page = mutationHtml(
    mergeSummary(undefined, { lastRun: LAST_RUN, stryker: STRYKER, breaks: [result("a", "survived")] }, ["a"]),
  );

  test("shows Stryker's score with a link to its report, then each rule break and its result", () => {
    expect(page).toContain("Stryker: 66.6% of 8 mutants killed");
    expect(page).toContain('href="mutation/stryker/index.html"');
    expect(page).toContain("Rule breaks: 0 of 1 caught");
    expect(page).toContain("NOT caught");
  });

  test("flags a break caught only because a page did not open", () => {
    const caughtBy = (message: string): BreakResult => ({
      ...result("x", "caught"),
      caughtBy: {
        kind: "scenario",
        scenario: "S",
        location: "spec/features/a.feature:3",
        written: { scenario: "S" },
        step: 'a visitor opens "/"',
        message,
      },
    });
    const flagged = (message: string) =>
      mutationHtml(mergeSummary(undefined, { lastRun: LAST_RUN, breaks: [caughtBy(message)] }, ["x"])).includes(
        "caught while a page opened",
      );
    expect(flagged("The page http://localhost/ did not become ready: no pageLoad event for its path.")).toBe(true);
    expect(flagged("Expected: 1 Received: 0")).toBe(false);
  });

  test("escapes what the rule breaks and the tests wrote", () => {
    const unsafe = { ...result("x", "caught"), noticed: "<script>alert(1)</script> & more" };
    const escaped = mutationHtml(mergeSummary(undefined, { lastRun: LAST_RUN, breaks: [unsafe] }, ["x"]));
    expect(escaped).not.toContain("<script>alert");
    expect(escaped).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
  });
});
