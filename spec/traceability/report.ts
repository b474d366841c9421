import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPORTS_DIR, ROOT } from "../../scripts/lib/paths";
import { type Check, scenarioChecks, unitChecks } from "./checks";
import { type CatalogueEntry, loadClauses } from "./clauses";
import { TRACEABILITY_GATE } from "./gate";

/**
 * The traceability report: each clause of the catalogue, the checks that name
 * it, and whether they passed. Written to reports/traceability.md and .html.
 */

export type ClauseStatus = "passed" | "failed" | "uncovered" | "informational" | "retired";

export interface ClauseRow {
  clause: CatalogueEntry;
  checks: Check[];
  status: ClauseStatus;
}

export interface Traceability {
  rows: ClauseRow[];
  /** Checks naming a clause id the catalogue does not have (a typo, or a retired id). */
  unknown: Array<{ id: string; check: Check }>;
  gate: typeof TRACEABILITY_GATE;
  /** False when the gate must fail the run. */
  gatePassed: boolean;
}

function statusOf(clause: CatalogueEntry, checks: Check[]): ClauseStatus {
  if (clause.retired) return "retired";
  if (checks.some((check) => check.status !== "passed")) return "failed";
  if (checks.length > 0) return "passed";
  return clause.informational ? "informational" : "uncovered";
}

export function buildTraceability(checks: Check[], clauses = loadClauses()): Traceability {
  const byId = new Map(clauses.map((clause) => [clause.id, [] as Check[]]));
  const unknown: Traceability["unknown"] = [];
  for (const check of checks) {
    for (const id of check.clauses) {
      const list = byId.get(id);
      if (list) list.push(check);
      else unknown.push({ id, check });
    }
  }
  const rows = clauses.map((clause) => {
    const clauseChecks = byId.get(clause.id) ?? [];
    return { clause, checks: clauseChecks, status: statusOf(clause, clauseChecks) };
  });
  const uncovered = rows.some((row) => row.status === "uncovered");
  const gatePassed = unknown.length === 0 && !(TRACEABILITY_GATE === "enforce" && uncovered);
  return { rows, unknown, gate: TRACEABILITY_GATE, gatePassed };
}

const ICON: Record<ClauseStatus, string> = {
  passed: "✅ passed",
  failed: "❌ failed",
  uncovered: "⬜ not yet covered",
  informational: "ℹ️ informational",
  retired: "🗄️ retired",
};

function counts(rows: ClauseRow[]): Record<ClauseStatus, number> {
  const result: Record<ClauseStatus, number> = { passed: 0, failed: 0, uncovered: 0, informational: 0, retired: 0 };
  for (const row of rows) result[row.status] += 1;
  return result;
}

function escapeMarkdown(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function checkLabel(check: Check): string {
  const icon = check.status === "passed" ? "✔" : check.status === "failed" ? "✖" : "–";
  return `${icon} ${check.kind === "scenario" ? "Scenario" : "Test"}: ${check.name} (${check.where})`;
}

export function toMarkdown(trace: Traceability): string {
  const total = counts(trace.rows);
  const lines = [
    "# Traceability: source spec → checks",
    "",
    `Gate: **${trace.gate}**${trace.gatePassed ? "" : " (failing)"}. ` +
      `${total.passed} passed, ${total.failed} failed, ${total.uncovered} not yet covered, ` +
      `${total.informational} informational, of ${trace.rows.length} clauses.`,
    "",
  ];
  if (trace.unknown.length > 0) {
    lines.push("## Checks naming unknown clauses", "");
    for (const { id, check } of trace.unknown) lines.push(`- \`${id}\` in ${checkLabel(check)}`);
    lines.push("");
  }
  let section = "";
  for (const row of trace.rows) {
    const heading = `${row.clause.source}: ${row.clause.section}`;
    if (heading !== section) {
      section = heading;
      lines.push(
        `## ${row.clause.section} (${row.clause.source})`,
        "",
        "| Clause | Rule | Status | Checks |",
        "|---|---|---|---|",
      );
    }
    const checks =
      row.checks.length > 0
        ? row.checks.map((check) => escapeMarkdown(checkLabel(check))).join("<br>")
        : escapeMarkdown(row.clause.informational ?? row.clause.retired ?? "");
    lines.push(`| ${row.clause.id} | ${escapeMarkdown(row.clause.text)} | ${ICON[row.status]} | ${checks} |`);
    if (trace.rows.at(-1) === row || trace.rows[trace.rows.indexOf(row) + 1]?.clause.section !== row.clause.section) {
      lines.push("");
    }
  }
  return lines.join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function toHtml(trace: Traceability): string {
  const total = counts(trace.rows);
  const rows = trace.rows
    .map((row) => {
      const checks =
        row.checks.length > 0
          ? `<ul>${row.checks.map((check) => `<li class="${check.status}">${escapeHtml(checkLabel(check))}</li>`).join("")}</ul>`
          : `<em>${escapeHtml(row.clause.informational ?? row.clause.retired ?? "")}</em>`;
      return `<tr class="${row.status}"><td><code>${row.clause.id}</code></td><td>${escapeHtml(row.clause.section)}</td><td>${escapeHtml(row.clause.text)}</td><td>${ICON[row.status]}</td><td>${checks}</td></tr>`;
    })
    .join("\n");
  const unknown =
    trace.unknown.length > 0
      ? `<h2>Checks naming unknown clauses</h2><ul>${trace.unknown.map(({ id, check }) => `<li><code>${escapeHtml(id)}</code>: ${escapeHtml(checkLabel(check))}</li>`).join("")}</ul>`
      : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Traceability: source spec → checks</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:6px 8px;vertical-align:top;text-align:left}
tr.passed td:nth-child(4){background:#e6f4ea}tr.failed td:nth-child(4){background:#fce8e6}
tr.uncovered td:nth-child(4){background:#fef7e0}tr.informational td:nth-child(4){background:#e8f0fe}
li.failed{color:#b3261e}ul{margin:0;padding-left:18px}
</style></head><body>
<h1>Traceability: source spec → checks</h1>
<p>Gate: <strong>${trace.gate}</strong>${trace.gatePassed ? "" : " (failing)"}. ${total.passed} passed, ${total.failed} failed, ${total.uncovered} not yet covered, ${total.informational} informational, of ${trace.rows.length} clauses. Scenarios in detail: <a href="cucumber.html">the Cucumber report</a>.</p>
${unknown}
<table><thead><tr><th>Clause</th><th>Section</th><th>Rule</th><th>Status</th><th>Checks</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

/** Reads the run's results, writes the reports, and returns the traceability. */
export function writeTraceability(): Traceability {
  const checks = [
    ...scenarioChecks(path.join(REPORTS_DIR, "cucumber.ndjson")),
    ...unitChecks(path.join(REPORTS_DIR, "vitest.json"), ROOT),
  ];
  const trace = buildTraceability(checks);
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(path.join(REPORTS_DIR, "traceability.md"), toMarkdown(trace));
  writeFileSync(path.join(REPORTS_DIR, "traceability.html"), toHtml(trace));
  return trace;
}

export function summaryOf(trace: Traceability): string {
  const total = counts(trace.rows);
  return (
    `traceability (${trace.gate}): ${total.passed} clauses passed, ${total.failed} failed, ` +
    `${total.uncovered} not yet covered, ${total.informational} informational` +
    (trace.unknown.length > 0 ? `, ${trace.unknown.length} checks name unknown clauses` : "")
  );
}

// `npm run trace`: rebuild the report from the last run's results.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const trace = writeTraceability();
  console.log(summaryOf(trace));
  console.log(`Report: ${path.join("reports", "traceability.md")} (and .html)`);
  process.exit(trace.gatePassed ? 0 : 1);
}
