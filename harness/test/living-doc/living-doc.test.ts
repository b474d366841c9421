import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONFIG } from "../../src/config";
import { auditLivingDoc } from "../../src/living-doc/audit";
import type { DocBreak } from "../../src/living-doc/broken-on-purpose";
import type { LivingDoc } from "../../src/living-doc/model";
import { counted } from "../../src/living-doc/render";
import { writeLivingDoc } from "../../src/living-doc/write";
import type { Check } from "../../src/traceability/checks";
import type { CatalogueEntry } from "../../src/traceability/clauses";
import type { JudgedRun } from "../../src/traceability/judged-run";
import type { KnownDeviation } from "../../src/traceability/known-deviations";
import { recordedRun } from "../../src/traceability/recorded-run";
import type { RunRecord } from "../../src/traceability/run-record";
import { judgeRun } from "../../src/traceability/verdict";
import { type FakeResult, fakeRun, SAMPLE_FEATURES } from "../traceability/test-runs";

/**
 * The living documentation of a small suite, run on two deployments: the
 * reference build (a failure, a screenshot) and staging (a known deviation,
 * a scenario not run), with a clause a visitor sees proven only by a unit test.
 */

const FOOTER = "The footer links the institutional pages";
const LAUNCH = "On the launch page the footer leaves out three links";
const OFERTAS = "/ofertas answers";
const ASSINATURA = "/mit-assinatura answers";

const CLAUSES: CatalogueEntry[] = [
  {
    id: "FOOTER-1",
    text: "The footer links to /institucional.",
    section: "2. Screens and routes",
    source: "source-spec",
    part: "source spec",
  },
  {
    id: "FOOTER-2",
    text: "On /novo-outlander the footer omits three links.",
    section: "2. Screens and routes",
    source: "source-spec",
    part: "source spec",
  },
  {
    id: "ROUTE-1",
    text: "Header menu routes: /ofertas, /mit-assinatura.",
    section: "2. Screens and routes",
    source: "source-spec",
    part: "source spec",
  },
  {
    id: "STATE-2",
    text: "After 5 seconds the modal opens.",
    section: "4. States and transitions",
    source: "source-spec",
    part: "source spec",
  },
  {
    id: "API-1",
    text: "The API stores a lead once.",
    refines: ["FOOTER-1"],
    why: "A lead must not be called twice.",
    section: "Reference API",
    source: "decisions-api",
    part: "decisions",
  },
  {
    id: "SERVER-1",
    text: "A request's headers arrive within 10 seconds.",
    section: "Server: clients",
    source: "engineering-server",
    part: "engineering",
  },
];
const VISITOR_FACING = { seen: new Set(["FOOTER-1", "FOOTER-2", "ROUTE-1", "STATE-2"]), unseen: new Set<string>() };
const UNIT_CHECKS: Check[] = [
  {
    kind: "unit",
    name: "opens after 5 s @clause:STATE-2",
    where: "spec/unit/city.test.ts",
    clauses: ["STATE-2"],
    status: "passed",
  },
  {
    kind: "property",
    name: "stores once @clause:API-1",
    where: "spec/properties/api.test.ts",
    clauses: ["API-1"],
    status: "passed",
  },
  {
    kind: "unit",
    name: "a slow client is cut off @clause:SERVER-1",
    where: "spec/server/connections.test.ts",
    clauses: ["SERVER-1"],
    status: "passed",
  },
];

const breakOf = (id: string, clause: string): DocBreak["rule"] => ({
  id,
  clause,
  file: "site/src/chrome/footer.tsx",
  search: "links.filter(shown)",
  replace: "links",
  noticed: `The footer breaks <${id}>.`,
});
const RULE_BREAKS: DocBreak[] = [
  {
    rule: breakOf("recall-on-launch", "FOOTER-2"),
    caught: {
      by: "scenario",
      feature: "spec/features/footer.feature",
      scenario: LAUNCH,
      step: 'the footer has no link "Recall"',
      message: "Expected: 0 Received: 1",
      on: "2026-11-29",
    },
    caughtAt: "spec/features/footer.feature:9",
  },
  {
    rule: breakOf("ofertas-blank", "ROUTE-1"),
    caught: {
      by: "scenario",
      feature: "spec/features/routes.feature",
      scenario: "<address> answers",
      example: ["/ofertas"],
      step: 'a visitor opens "/ofertas"',
      message: "The page http://x/ofertas did not become ready: no pageLoad event for its path.",
      on: "2026-11-29",
    },
  },
  { rule: breakOf("stored-twice", "API-1") },
];

function judged(deployment: string, results: FakeResult[], deviations: KnownDeviation[] = []): JudgedRun {
  const run = recordedRun(fakeRun(SAMPLE_FEATURES, results));
  const record: RunRecord = {
    deployment,
    baseUrl: `https://${deployment}.example.com.br`,
    expectations: deviations.length > 0 ? deployment : null,
    shard: null,
    readOnly: false,
    startedAt: "2026-11-23T12:00:00.000Z",
    browserSetUp: "default",
  };
  const list =
    deviations.length > 0 ? { name: deployment, file: `spec/expectations/${deployment}.yaml`, deviations } : null;
  return { record, run, list, verdict: judgeRun(run, deviations, new Set(CLAUSES.map((clause) => clause.id))) };
}

const reference = judged("reference", [
  { name: FOOTER, status: "PASSED", screenshots: ["Rodapé, 1280 px"] },
  { name: LAUNCH, status: "PASSED" },
  { name: OFERTAS, status: "PASSED" },
  {
    name: ASSINATURA,
    status: "FAILED",
    failingStep: 1,
    message: "\u001b[31mexpected 200\u001b[39m <script>alert(1)</script>",
    trace: true,
  },
]);
const staging = judged(
  "staging",
  [
    { name: FOOTER, status: "PASSED" },
    { name: LAUNCH, status: "FAILED", message: "the recall link is there" },
    { name: OFERTAS, status: "PASSED" },
  ],
  [{ clause: "FOOTER-2", reason: "The CMS keeps the recall link until release 42" }],
);

describe("the living documentation", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "living-doc-"));
  let doc: LivingDoc;
  let html = "";

  beforeAll(() => {
    writeFileSync(path.join(dir, "cucumber.html"), "<!doctype html>");
    doc = writeLivingDoc({
      reportsDir: dir,
      clauses: CLAUSES,
      visitorFacing: VISITOR_FACING,
      current: reference,
      others: [staging],
      unitChecks: UNIT_CHECKS,
      ruleBreaks: RULE_BREAKS,
    });
    html = readFileSync(path.join(dir, "index.html"), "utf8");
  });

  const clause = (id: string) => doc.sections.flatMap((section) => section.clauses).find((c) => c.row.clause.id === id);

  test("is organised like the source spec: its sections in order, then the project's decisions, then engineering", () => {
    expect(doc.sections.map((section) => `${section.part}: ${section.title}`)).toEqual([
      "source spec: 2. Screens and routes",
      "source spec: 4. States and transitions",
      "decisions: Reference API",
      "engineering: Server: clients",
    ]);
    expect(html.indexOf('id="part-source-spec"')).toBeLessThan(html.indexOf('id="decisions-to-review"'));
    expect(html.indexOf('id="decisions-to-review"')).toBeLessThan(html.indexOf('id="part-decisions"'));
    expect(html.indexOf('id="part-decisions"')).toBeLessThan(html.indexOf('id="part-engineering"'));
  });

  test("shows beneath a source sentence the decisions that refine it, and under a decision what it refines and why", () => {
    expect(clause("FOOTER-1")?.related.map((each) => each.clause.id)).toEqual(["API-1"]);
    expect(clause("FOOTER-2")?.related).toEqual([]);
    expect(clause("API-1")?.related.map((each) => each.clause.id)).toEqual(["FOOTER-1"]);
    expect(html).toContain("The project's decisions on this sentence (1):");
    expect(html).toContain("<strong>Why:</strong> A lead must not be called twice.");
  });

  test("lists every decision to review beside the source sentence it touches", () => {
    const review = html.slice(html.indexOf('id="decisions-to-review"'), html.indexOf('id="part-decisions"'));
    expect(review).toContain('<a href="#API-1">API-1</a>');
    expect(review).toContain('<a href="#FOOTER-1">FOOTER-1</a> <q>The footer links to /institucional.</q>');
    expect(review).toContain("<td>The API stores a lead once.</td><td>A lead must not be called twice.</td>");
    expect(review).not.toContain("SERVER-1");
  });

  test("has a column per deployment, the reference build first, each judged by its own list", () => {
    expect(doc.columns.map((column) => [column.deployment, column.current, column.gatePassed])).toEqual([
      ["reference", true, false],
      ["staging", false, true],
    ]);
    expect(doc.columns[1]?.counts).toEqual({ passed: 2, failed: 0, deviates: 1, "not run": 1 });
  });

  test("shows each clause's browser scenarios on each deployment", () => {
    expect(clause("FOOTER-2")?.byColumn).toEqual(["passed", "deviates"]);
    expect(clause("ROUTE-1")?.byColumn).toEqual(["failed", "passed"]);
    expect(clause("ROUTE-1")?.row.status).toBe("failed");
    expect(clause("STATE-2")?.byColumn).toEqual([null, null]);
  });

  test("an outline is one scenario with a result per Examples row and deployment", () => {
    const outline = clause("ROUTE-1")?.scenarios[0];
    expect(outline?.scenario.keys).toHaveLength(2);
    expect([...(outline?.rowStatuses.values() ?? [])]).toEqual([
      ["passed", "passed"],
      ["failed", "not run"],
    ]);
  });

  test("flags a clause a visitor sees that only tests without a browser prove", () => {
    expect(clause("STATE-2")?.row.provenWithoutBrowser).toBe(true);
    expect(clause("API-1")?.row.provenWithoutBrowser).toBe(false);
    expect(html).toContain('data-flag="without-browser"');
  });

  test("shows under each clause its rule breaks, escaped, and what caught each; a checkable clause never broken says so", () => {
    expect(clause("FOOTER-2")?.breaks.map((entry) => entry.rule.id)).toEqual(["recall-on-launch"]);
    expect(html).toContain("Broken on purpose: 1 rule break, every one caught");
    expect(html).toContain("The footer breaks &#60;recall-on-launch&#62;.");
    expect(html).toMatch(
      /Caught on 2026-11-29 by the scenario <strong>On the launch page[^<]*<\/strong> <span class="where">spec\/features\/footer.feature:9<\/span>, at the step <q>the footer has no link &#34;Recall&#34;<\/q>/,
    );
    expect(html).toContain("(Examples row: /ofertas)");
    expect(html).toContain("Caught while a page opened");
    expect(html).toContain("Broken on purpose: 1 rule break, 0 caught");
    expect(html).toContain("3 rule breaks over 3 clauses, 2 caught at their last run; 3 checkable clauses not yet");
  });

  test("renders the scenarios as written, with the failure's message escaped and open", () => {
    expect(html).toContain('<span class="keyword">Given</span> a visitor opens the home page');
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("\u001b[31m");
    expect(html).toMatch(
      /<details class="scenario"[^>]*open>\s*<summary><span class="chips"><span class="chip failed">/,
    );
  });

  test("links a failed scenario's Playwright trace, saved beside the page, with the command that opens it", () => {
    expect(html).toMatch(
      /<a href="living-doc\/[0-9a-f]{20}\.zip">Playwright trace<\/a> \(open it with <code>npx playwright show-trace reports\/living-doc\/[0-9a-f]{20}\.zip<\/code>\)/,
    );
  });

  test("links the other reports that are beside it, and only those", () => {
    expect(html).toContain('<a href="cucumber.html">Cucumber report (every feature and scenario)</a>');
    expect(html).not.toContain('href="vitest.json"');
  });

  test("shows the screenshots a scenario attached, saved beside the page, with their size", () => {
    expect(html).toMatch(
      /<img src="living-doc\/[0-9a-f]{20}\.png" alt="Screenshot: Rodapé, 1280 px" width="1" height="1"/,
    );
  });

  describe("in a browser", () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await CONFIG.browser.launch();
    }, 30_000);
    afterAll(async () => browser?.close());

    test("passes the site's axe rules at 1280 and 390 px, closed and open", async () => {
      const audits = await auditLivingDoc(path.join(dir, "index.html"));
      expect(audits.map((audit) => [audit.width, audit.violations])).toEqual([
        [1280, []],
        [390, []],
      ]);
    }, 60_000);

    test("filters by status, tag, clause and free text", async () => {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(path.join(dir, "index.html")).href);
      const shown = () => page.locator("article.clause:not([hidden])").evaluateAll((all) => all.map((a) => a.id));
      expect(await shown()).toEqual(["FOOTER-1", "FOOTER-2", "ROUTE-1", "STATE-2", "API-1", "SERVER-1"]);
      await page.getByLabel("Status", { exact: true }).selectOption("failed");
      expect(await shown()).toEqual(["ROUTE-1"]);
      await page.getByLabel("Status", { exact: true }).selectOption("without-browser");
      expect(await shown()).toEqual(["STATE-2"]);
      await page.getByLabel("Status", { exact: true }).selectOption("unbroken");
      expect(await shown()).toEqual(["FOOTER-1", "STATE-2", "SERVER-1"]);
      await page.getByLabel("Status", { exact: true }).selectOption("");
      await page.getByLabel("Tag", { exact: true }).selectOption("@writes");
      expect(await shown()).toEqual(["FOOTER-2"]);
      await page.getByLabel("Tag", { exact: true }).selectOption("");
      await page.getByLabel("Clause", { exact: true }).fill("footer");
      expect(await shown()).toEqual(["FOOTER-1", "FOOTER-2"]);
      await page.getByLabel("Clause", { exact: true }).fill("FOOTER-2");
      expect(await shown()).toEqual(["FOOTER-2"]);
      await page.getByLabel("Clause", { exact: true }).fill("");
      await page.getByLabel("Text", { exact: true }).fill("ASSINATURA");
      expect(await shown()).toEqual(["ROUTE-1"]);
      expect(await page.locator("#filter-count").textContent()).toBe("Showing 1 of 6 clauses.");
      await page.close();
    }, 30_000);
  });
});

describe("counted", () => {
  test("says one of a thing in the singular, and none or many in the plural", () => {
    expect(counted(1, "checkable clause")).toBe("1 checkable clause");
    expect(counted(0, "clause")).toBe("0 clauses");
    expect(counted(3, "rule break")).toBe("3 rule breaks");
  });
});
