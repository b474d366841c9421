import type { FailedCheck } from "./cucumber-outcome";
import { pageDidNotOpen } from "./last-catches";
import type { RuleBreak } from "./rule-breaks";
import type { StrykerSummary } from "./stryker-summary";
import type { FailedTest } from "./vitest-outcome";

/**
 * The summary `npm run mutate` writes: reports/mutation.json, and
 * reports/mutation.html, one page a reader takes in at once: Stryker's score
 * (with a link to Stryker's own report), then each rule break, its clause,
 * whether it was caught and by which check.
 */

export type BreakStatus =
  /** A scenario of its clause failed (or, when no scenario names it, a vitest test that does), or the build refused the change. */
  | "caught"
  /** Every scenario of its clause passed with the rule broken. */
  | "survived"
  /** No scenario is tagged with its clause, and no vitest test names it. */
  | "no-scenario"
  /** The change no longer applies to its file. */
  | "not-applied"
  /** The run itself failed (the site could not be served, cucumber crashed…). */
  | "error";

export interface BreakResult extends RuleBreak {
  group: string;
  status: BreakStatus;
  /** The check that caught it: a scenario's failing step, a vitest test of its clause, or the build. */
  caughtBy?:
    | ({ kind: "scenario" } & FailedCheck)
    | ({ kind: "test" } & FailedTest)
    | { kind: "build"; message: string };
  scenarios: { run: number; failed: number };
  /** The vitest tests of its clause, run when no scenario names the clause. */
  tests?: { run: number; failed: number };
  /** Why it is not applied, or what went wrong. */
  note?: string;
  seconds: { build: number; scenarios: number };
  /** When it ran (ISO 8601). */
  ranAt: string;
}

export interface StrykerPart extends StrykerSummary {
  seconds: number;
  ranAt: string;
  /** Stryker's own HTML report, relative to reports/. */
  report: string;
  incremental: boolean;
}

export interface MutationSummary {
  /** Wall time of the last `npm run mutate`, and of each half it ran. */
  lastRun: { at: string; seconds: number; parts: string[] };
  stryker?: StrykerPart;
  ruleBreaks?: {
    caught: number;
    total: number;
    seconds: number;
    results: BreakResult[];
  };
}

/** Merges a run's results into the previous summary: a partial run (`--only`, `--break`) keeps the rest. */
export function mergeSummary(
  previous: MutationSummary | undefined,
  run: { lastRun: MutationSummary["lastRun"]; stryker?: StrykerPart; breaks?: BreakResult[]; breaksSeconds?: number },
  order: readonly string[],
): MutationSummary {
  const summary: MutationSummary = { lastRun: run.lastRun };
  const stryker = run.stryker ?? previous?.stryker;
  if (stryker) summary.stryker = stryker;
  const results = new Map((previous?.ruleBreaks?.results ?? []).map((result) => [result.id, result]));
  for (const result of run.breaks ?? []) results.set(result.id, result);
  // Only the rule breaks still in the file, in its order.
  const ordered = order.flatMap((id) => results.get(id) ?? []);
  if (ordered.length > 0) {
    summary.ruleBreaks = {
      caught: ordered.filter((result) => result.status === "caught").length,
      total: order.length,
      seconds: run.breaks ? (run.breaksSeconds ?? 0) : (previous?.ruleBreaks?.seconds ?? 0),
      results: ordered,
    };
  }
  return summary;
}

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const minutes = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

const STATUS_TEXT: Record<BreakStatus, string> = {
  caught: "caught",
  survived: "NOT caught",
  "no-scenario": "NOT caught: no scenario has this clause",
  "not-applied": "not applied",
  error: "error",
};

function strykerSection(stryker: StrykerPart | undefined): string {
  if (!stryker)
    return "<section><h2>Stryker</h2><p>Not run yet: <code>npm run mutate -- --only stryker</code>.</p></section>";
  const rows = [{ folder: "All mutated files", ...stryker.total }, ...stryker.folders]
    .map(
      (row) =>
        `<tr><th scope="row">${html(row.folder)}</th><td>${row.score ?? "–"}%</td><td>${row.mutants}</td><td>${row.killed}</td><td>${row.timeout}</td><td>${row.survived}</td><td>${row.noCoverage}</td><td>${row.excluded}</td></tr>`,
    )
    .join("\n");
  const survivors = stryker.survivors
    .map(
      (mutant) =>
        `<li><code>${html(mutant.file)}:${mutant.line}</code> ${html(mutant.mutator)} → <code>${html(mutant.replacement)}</code> (${mutant.status})</li>`,
    )
    .join("\n");
  return `<section>
<h2>Stryker: ${stryker.total.score ?? "–"}% of ${stryker.total.mutants} mutants killed</h2>
<p>The unit, property and contract tests against mutants of the site's pure modules, ${html(stryker.ranAt)}, ${minutes(stryker.seconds)}${stryker.incremental ? " (incremental: unchanged mutants kept their earlier result)" : ""}. <a href="${html(stryker.report)}">Stryker's report</a> shows every mutant in its source.</p>
<table><thead><tr><th>Folder</th><th>Score</th><th>Mutants</th><th>Killed</th><th>Timed out</th><th>Survived</th><th>No coverage</th><th>Ignored or errors</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${survivors ? `<details><summary>${stryker.survivors.length} surviving mutants</summary><ul>${survivors}</ul></details>` : ""}
</section>`;
}

function caughtByText(result: BreakResult): string {
  if (result.caughtBy?.kind === "build") return `the build: ${html(result.caughtBy.message)}`;
  if (result.caughtBy?.kind === "test") {
    const check = result.caughtBy;
    return `test <strong>${html(check.test)}</strong> <code>${html(check.file)}</code><br><small>${html(check.message)}</small>`;
  }
  if (result.caughtBy?.kind === "scenario") {
    const check = result.caughtBy;
    const flag = pageDidNotOpen(check.message)
      ? '<br><strong class="look-again">⚠ caught while a page opened, not by the clause\'s own check: look again</strong>'
      : "";
    return `<strong>${html(check.scenario)}</strong> <code>${html(check.location)}</code><br>step: ${html(check.step)}<br><small>${html(check.message)}</small>${flag}`;
  }
  return html(result.note ?? "");
}

function breaksSection(breaks: MutationSummary["ruleBreaks"]): string {
  if (!breaks) {
    return "<section><h2>Rule breaks</h2><p>Not run yet: <code>npm run mutate -- --only rule-breaks</code>.</p></section>";
  }
  const rows = breaks.results
    .map(
      (result) => `<tr class="${result.status}">
<th scope="row"><code>${html(result.id)}</code></th>
<td>${html(result.clause)}</td>
<td><code>${html(result.file)}</code><br><del>${html(result.search)}</del><br><ins>${html(result.replace)}</ins></td>
<td>${html(result.noticed)}</td>
<td>${STATUS_TEXT[result.status]}</td>
<td>${caughtByText(result)}</td>
<td>${result.scenarios.run}${result.tests ? ` (${result.tests.run} tests)` : ""}</td>
<td>${minutes(result.seconds.build + result.seconds.scenarios)}</td>
</tr>`,
    )
    .join("\n");
  return `<section>
<h2>Rule breaks: ${breaks.caught} of ${breaks.total} caught</h2>
<p>Each change breaks one clause; the scenarios tagged with that clause (for a clause no scenario names, the vitest tests that name it) ran against a build of the changed copy (${minutes(breaks.seconds)} in the last run).</p>
<table><thead><tr><th>Rule break</th><th>Clause</th><th>Change</th><th>What a visitor would notice</th><th>Result</th><th>Caught by</th><th>Scenarios run</th><th>Time</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
}

export function mutationHtml(summary: MutationSummary): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mutation: how much the spec catches</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:110rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f3f3f3}
tr.caught td:nth-child(5){color:#0a6b2d;font-weight:600}
tr.survived td:nth-child(5),tr.no-scenario td:nth-child(5),tr.error td:nth-child(5),tr.not-applied td:nth-child(5){color:#b00020;font-weight:600}
.look-again{color:#8a4b00}
del{color:#b00020}ins{color:#0a6b2d;text-decoration:none}
code{font-size:12px;word-break:break-word}
</style></head>
<body>
<h1>Mutation: how much the spec catches</h1>
<p>Last <code>npm run mutate</code>: ${html(summary.lastRun.at)}, ${minutes(summary.lastRun.seconds)} (${html(summary.lastRun.parts.join(" and "))}).</p>
${strykerSection(summary.stryker)}
${breaksSection(summary.ruleBreaks)}
</body></html>
`;
}
