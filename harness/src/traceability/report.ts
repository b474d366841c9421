import { CHECK_KIND_NAMES, CHECK_KINDS, type Check, type CheckKind } from "./checks";
import { CATALOGUE_PARTS, type CatalogueEntry, loadClauses } from "./clauses";
import { TRACEABILITY_GATE } from "./gate";
import type { KnownDeviation } from "./known-deviations";
import { loadVisitorFacing, type VisitorFacing } from "./visitor-facing";

/**
 * The traceability: each clause of the catalogue, the checks that name it by
 * kind, and whether they passed. Written to reports/traceability.md; the living
 * documentation (reports/index.html) shows the same rows by section.
 */

export type ClauseStatus = "passed" | "failed" | "deviates" | "uncovered" | "informational" | "retired";

export interface ClauseRow {
  clause: CatalogueEntry;
  checks: Check[];
  status: ClauseStatus;
  /** The source spec describes something a visitor sees, yet no browser scenario names the clause. */
  provenWithoutBrowser: boolean;
}

export interface Traceability {
  rows: ClauseRow[];
  /** Checks naming a clause id the catalogue does not have (a typo, or a retired id). */
  unknown: Array<{ id: string; check: Check }>;
  gate: typeof TRACEABILITY_GATE;
  /** False when the gate must fail the run. */
  gatePassed: boolean;
}

/** A check that failed and is not covered by the deployment's known deviations. */
export function failsUnexpectedly(check: Check): boolean {
  return check.status !== "passed" && (check.knownDeviations ?? []).length === 0;
}

function statusOf(clause: CatalogueEntry, checks: Check[]): ClauseStatus {
  if (clause.retired) return "retired";
  if (checks.some(failsUnexpectedly)) return "failed";
  if (checks.some((check) => check.status !== "passed")) return "deviates";
  if (checks.length > 0) return "passed";
  return clause.informational ? "informational" : "uncovered";
}

/** The catalogue as the reports show it: the source spec first, in its order, then the decisions, then the engineering rules. */
export function inReadingOrder(clauses: readonly CatalogueEntry[]): CatalogueEntry[] {
  const rank = (clause: CatalogueEntry) => CATALOGUE_PARTS.indexOf(clause.part);
  return clauses
    .map((clause, index) => ({ clause, index }))
    .sort((a, b) => rank(a.clause) - rank(b.clause) || a.index - b.index)
    .map(({ clause }) => clause);
}

function byKindAndPlace(a: Check, b: Check): number {
  return (
    CHECK_KINDS.indexOf(a.kind) - CHECK_KINDS.indexOf(b.kind) ||
    a.where.localeCompare(b.where, "en", { numeric: true }) ||
    a.name.localeCompare(b.name)
  );
}

export function buildTraceability(
  checks: Check[],
  clauses = loadClauses(),
  visitorFacing: VisitorFacing = loadVisitorFacing(),
): Traceability {
  const byId = new Map(clauses.map((clause) => [clause.id, [] as Check[]]));
  const unknown: Traceability["unknown"] = [];
  for (const check of checks) {
    for (const id of check.clauses) {
      const list = byId.get(id);
      if (list) list.push(check);
      else unknown.push({ id, check });
    }
  }
  const rows = inReadingOrder(clauses).map((clause) => {
    // In a fixed order, not the order runs finished in: a sharded run's report reads like an unsharded one's.
    const clauseChecks = (byId.get(clause.id) ?? []).sort(byKindAndPlace);
    return {
      clause,
      checks: clauseChecks,
      status: statusOf(clause, clauseChecks),
      provenWithoutBrowser:
        visitorFacing.seen.has(clause.id) &&
        clauseChecks.length > 0 &&
        !clauseChecks.some((check) => check.kind === "scenario"),
    };
  });
  const uncovered = rows.some((row) => row.status === "uncovered");
  const gatePassed = unknown.length === 0 && !(TRACEABILITY_GATE === "enforce" && uncovered);
  return { rows, unknown, gate: TRACEABILITY_GATE, gatePassed };
}

export const STATUS_LABELS: Record<ClauseStatus, string> = {
  passed: "passed",
  failed: "failed",
  deviates: "known deviation",
  uncovered: "not yet covered",
  informational: "informational",
  retired: "retired",
};

const ICON: Record<ClauseStatus, string> = {
  passed: "✅",
  failed: "❌",
  deviates: "🟧",
  uncovered: "⬜",
  informational: "ℹ️",
  retired: "🗄️",
};

export function counts(rows: readonly ClauseRow[]): Record<ClauseStatus, number> {
  const result: Record<ClauseStatus, number> = {
    passed: 0,
    failed: 0,
    deviates: 0,
    uncovered: 0,
    informational: 0,
    retired: 0,
  };
  for (const row of rows) result[row.status] += 1;
  return result;
}

/** How many checks of each kind name the clause: "2 browser scenarios, 1 property". */
export function kindsOf(checks: readonly Check[]): Array<{ kind: CheckKind; count: number }> {
  return CHECK_KINDS.map((kind) => ({ kind, count: checks.filter((check) => check.kind === kind).length })).filter(
    ({ count }) => count > 0,
  );
}

function kindSummary(checks: readonly Check[]): string {
  return kindsOf(checks)
    .map(({ kind, count }) => `${count} ${CHECK_KIND_NAMES[kind]}`)
    .join(", ");
}

function escapeMarkdown(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function checkLabel(check: Check): string {
  const icon = check.status === "passed" ? "✔" : failsUnexpectedly(check) ? "✖" : "⚑";
  const deviation = (check.knownDeviations ?? []).map((d: KnownDeviation) => ` (known deviation: ${d.reason})`);
  return `${icon} ${CHECK_KIND_NAMES[check.kind]}: ${check.name} (${check.where})${deviation.join("")}`;
}

const PART_NAMES: Record<CatalogueEntry["part"], string> = {
  "source spec": "source spec",
  decisions: "decision",
  engineering: "engineering rule",
};

export const PROVEN_WITHOUT_BROWSER =
  "a visitor sees this, but only tests of the reference implementation prove it: no browser scenario";

export function toMarkdown(trace: Traceability, deployment: string): string {
  const total = counts(trace.rows);
  const flagged = trace.rows.filter((row) => row.provenWithoutBrowser);
  const lines = [
    "# Traceability: source spec → checks",
    "",
    `Deployment: **${deployment}**. Gate: **${trace.gate}**${trace.gatePassed ? "" : " (failing)"}. ` +
      `${total.passed} passed, ${total.failed} failed, ${total.deviates} known deviations, ` +
      `${total.uncovered} not yet covered, ${total.informational} informational, of ${trace.rows.length} clauses. ` +
      `${flagged.length} clauses a visitor sees have no browser scenario.`,
    "",
    "Checks by kind: browser scenario (Gherkin in Chromium against the deployment), property (fast-check),",
    "contract (the zod contracts and the data they hold), unit (examples run against the reference implementation).",
    "The living documentation, `index.html`, shows the same by section with each scenario's text and result.",
    "",
  ];
  if (flagged.length > 0) {
    lines.push("## Seen by a visitor, proven without a browser", "");
    for (const row of flagged) lines.push(`- ${row.clause.id}: ${kindSummary(row.checks)}`);
    lines.push("");
  }
  if (trace.unknown.length > 0) {
    lines.push("## Checks naming unknown clauses", "");
    for (const { id, check } of trace.unknown) lines.push(`- \`${id}\` in ${checkLabel(check)}`);
    lines.push("");
  }
  let section = "";
  for (const row of trace.rows) {
    const heading = `${row.clause.source}: ${row.clause.section}`;
    if (heading !== section) {
      if (section) lines.push("");
      section = heading;
      lines.push(
        `## ${row.clause.section} (${PART_NAMES[row.clause.part]}, ${row.clause.source})`,
        "",
        "| Clause | Rule | Status | By kind | Checks |",
        "|---|---|---|---|---|",
      );
    }
    const checks =
      row.checks.length > 0
        ? row.checks.map((check) => escapeMarkdown(checkLabel(check))).join("<br>")
        : escapeMarkdown(row.clause.informational ?? row.clause.retired ?? "");
    const flag = row.provenWithoutBrowser ? `<br>⚠️ ${PROVEN_WITHOUT_BROWSER}` : "";
    const decision = row.clause.refines
      ? `<br>Refines ${row.clause.refines.join(", ")}. Why: ${escapeMarkdown(row.clause.why ?? "")}`
      : "";
    lines.push(
      `| ${row.clause.id} | ${escapeMarkdown(row.clause.text)}${decision} | ${ICON[row.status]} ${STATUS_LABELS[row.status]}${flag} | ` +
        `${kindSummary(row.checks)} | ${checks} |`,
    );
  }
  lines.push("");
  return lines.join("\n");
}

export function summaryOf(trace: Traceability): string {
  const total = counts(trace.rows);
  const flagged = trace.rows.filter((row) => row.provenWithoutBrowser).length;
  return (
    `traceability (${trace.gate}): ${total.passed} clauses passed, ${total.failed} failed, ` +
    `${total.deviates} known deviations, ${total.uncovered} not yet covered, ${total.informational} informational, ` +
    `${flagged} seen by a visitor without a browser scenario` +
    (trace.unknown.length > 0 ? `, ${trace.unknown.length} checks name unknown clauses` : "")
  );
}
