import type { DataTable, DocString, Step } from "@cucumber/messages";
import type { ScenarioWidths } from "../config";
import { caughtWhileOpening } from "../rule-breaks/last-catches";
import { CHECK_KIND_NAMES, type Check, type CheckKind } from "../traceability/checks";
import type { JudgedRun } from "../traceability/judged-run";
import type { ScenarioOutcome } from "../traceability/recorded-run";
import { kindsOf, PROVEN_WITHOUT_BROWSER, STATUS_LABELS } from "../traceability/report";
import type { SavedAttachment } from "./attachments";
import type { DocBreak } from "./broken-on-purpose";
import type { Column, DocClause, DocScenario, DocSection, LivingDoc, RunStatus } from "./model";
import { pickleStepIndex, type WrittenScenario } from "./written-scenarios";

/** A count and its noun, in the plural unless the count is one ("1 clause", "0 clauses"). */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * The living documentation as one static HTML page: no framework, no request
 * to anywhere, readable without its script (which only filters). Scenario
 * bodies sit in closed <details> (open when they failed), so a browser lays out
 * the headings of 400 scenarios, not their steps; screenshots load lazily.
 */

export interface RenderInput {
  doc: LivingDoc;
  current: JudgedRun;
  /** Saves a scenario's attachments beside the page and says how to link them. */
  saveAttachments: (outcome: ScenarioOutcome) => SavedAttachment[];
  /** The other reports beside the page that exist: label → relative address. */
  links: Array<{ label: string; href: string }>;
  css: string;
  script: string;
  generatedAt: Date;
  /** The project's name, for the title. */
  name: string;
  /** The width scenarios run at, and the tags that run them at another (`scenarioWidths` of the configuration). */
  widths: ScenarioWidths;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const MAX_MESSAGE = 4000;

function cleanMessage(message: string): string {
  const plain = message.replace(ANSI, "");
  return plain.length > MAX_MESSAGE ? `${plain.slice(0, MAX_MESSAGE)}\n…` : plain;
}

const RUN_STATUS_TEXT: Record<RunStatus, string> = {
  passed: "✓ passed",
  failed: "✗ failed",
  deviates: "⚑ known deviation",
  "not run": "– not run",
};

function runStatusClass(status: RunStatus | null): string {
  return status === null ? "none" : status.replace(" ", "-");
}

/** How the checks ended on one deployment, its name first: "reference ✓ passed". */
function chip(status: RunStatus | null, deployment: string): string {
  const text = status === null ? "no browser scenario" : RUN_STATUS_TEXT[status];
  return `<span class="chip ${runStatusClass(status)}"><span class="chip-deployment">${escapeHtml(deployment)}</span> ${text}</span>`;
}

function chips(statuses: ReadonlyArray<RunStatus | null>, columns: readonly Column[]): string {
  return statuses.map((status, index) => chip(status, columns[index]?.deployment ?? "")).join(" ");
}

/** Which width a scenario ran at, from its tags: `@viewport:WxH`, a tag the project gives a width, or its default. */
function widthOf(tags: readonly string[], widths: ScenarioWidths): string {
  for (const tag of tags) {
    const custom = /^@viewport:(\d+)x\d+$/.exec(tag);
    if (custom) return `${custom[1]} px`;
  }
  const tagged = tags.find((tag) => widths.byTag[tag] !== undefined);
  return `${tagged ? widths.byTag[tagged] : widths.default} px`;
}

function dataTable(table: DataTable): string {
  const rows = table.rows
    .map((row) => `<tr>${row.cells.map((cell) => `<td>${escapeHtml(cell.value)}</td>`).join("")}</tr>`)
    .join("");
  return `<table class="data-table"><tbody>${rows}</tbody></table>`;
}

function docString(doc: DocString): string {
  return `<pre class="doc-string">${escapeHtml(doc.content)}</pre>`;
}

const STEP_MARK: Record<string, string> = {
  PASSED: "✓",
  FAILED: "✗",
  SKIPPED: "–",
  PENDING: "?",
  UNDEFINED: "?",
  AMBIGUOUS: "?",
  UNKNOWN: "?",
};

/** A mark a sighted reader scans, and the word a screen reader says instead. */
function statusMark(mark: string, status: string): string {
  return `<span class="step-mark" aria-hidden="true">${mark}</span><span class="visually-hidden">${escapeHtml(status)}: </span>`;
}

function stepLine(step: Step, status: string | undefined): string {
  const state = status ? ` ${status.toLowerCase()}` : "";
  const mark = status ? statusMark(STEP_MARK[status] ?? "?", status.toLowerCase()) : "";
  const argument = step.dataTable ? dataTable(step.dataTable) : step.docString ? docString(step.docString) : "";
  return `<li class="step${state}">${mark}<span class="keyword">${escapeHtml(step.keyword.trim())}</span> ${escapeHtml(step.text)}${argument}</li>`;
}

function stepsOf(scenario: WrittenScenario, outcome: ScenarioOutcome | undefined): string {
  const statusOf = (step: Step): string | undefined => {
    if (!outcome || scenario.examples.length > 0) return undefined;
    const index = pickleStepIndex(outcome.pickle, step);
    return outcome.steps.find((result) => result.pickleStep === index)?.status;
  };
  const background =
    scenario.background.length > 0
      ? `<p class="background-title">Background</p><ol class="steps background">${scenario.background.map((step) => stepLine(step, statusOf(step))).join("")}</ol>`
      : "";
  return `${background}<ol class="steps">${scenario.steps.map((step) => stepLine(step, statusOf(step))).join("")}</ol>`;
}

function examplesOf(entry: DocScenario, input: RenderInput): string {
  const { scenario } = entry;
  const columns = input.doc.columns;
  const relevant = new Set(entry.keys);
  return scenario.examples
    .map((block) => {
      const header = `<tr>${block.header.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join("")}${columns
        .map((column) => `<th scope="col">${escapeHtml(columns.length > 1 ? column.deployment : "Result")}</th>`)
        .join("")}</tr>`;
      const body = block.rows
        .map((row) => {
          const cells = row.cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("");
          const results = columns
            .map((_, index) => {
              const status = entry.rowStatuses.get(row.key)?.[index] ?? "not run";
              return `<td class="result ${runStatusClass(status)}">${RUN_STATUS_TEXT[status]}</td>`;
            })
            .join("");
          return `<tr class="${relevant.has(row.key) ? "" : "other-clause"}">${cells}${results}</tr>`;
        })
        .join("");
      const title = [block.keyword, block.name].filter(Boolean).join(": ");
      const tags = block.tags.length > 0 ? ` <span class="tags">${escapeHtml(block.tags.join(" "))}</span>` : "";
      return `<div class="examples"><p class="examples-title">${escapeHtml(title)}${tags}</p><div class="scroll" tabindex="0" role="region" aria-label="${escapeHtml(`${title} of ${scenario.name}`)}"><table><thead>${header}</thead><tbody>${body}</tbody></table></div></div>`;
    })
    .join("");
}

function failuresOf(outcomes: readonly ScenarioOutcome[], outline: boolean): string {
  return outcomes
    .filter((outcome) => outcome.status !== "passed")
    .map((outcome) => {
      const failing = outcome.steps.find((step) => step.status !== "PASSED" && step.status !== "SKIPPED");
      const where = outline ? `${escapeHtml(outcome.pickle.name)} (${escapeHtml(outcome.key)}): ` : "";
      const what = failing
        ? `${where}<strong>${escapeHtml(failing.text || "a step")}</strong> ${escapeHtml(failing.status.toLowerCase())}`
        : `${where}not passed`;
      const message = failing?.message ? `<pre class="message">${escapeHtml(cleanMessage(failing.message))}</pre>` : "";
      return `<div class="failure"><p>${what}</p>${message}</div>`;
    })
    .join("");
}

function attachmentsOf(outcomes: readonly ScenarioOutcome[], input: RenderInput, scenario: WrittenScenario): string {
  const items = outcomes.flatMap((outcome) => input.saveAttachments(outcome).map((saved) => ({ saved, outcome })));
  if (items.length === 0) return "";
  const figures = items
    .filter(({ saved }) => saved.kind === "image")
    .map(({ saved, outcome }) => {
      const name = saved.name.replace(/\.(png|jpe?g|webp)$/, "");
      const width = /\d+\s*px/.test(name) ? "" : ` at ${widthOf(outcome.tags, input.widths)}`;
      const caption = `${name}${width}${scenario.examples.length > 0 ? `, ${outcome.pickle.name}` : ""}`;
      const size = saved.size ? ` width="${saved.size.width}" height="${saved.size.height}"` : "";
      return `<figure><a href="${escapeHtml(saved.href)}"><img src="${escapeHtml(saved.href)}" alt="Screenshot: ${escapeHtml(caption)}"${size} loading="lazy" decoding="async"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
    })
    .join("");
  const files = items
    .filter(({ saved }) => saved.kind !== "image")
    .map(({ saved }) =>
      saved.kind === "trace"
        ? `<li><a href="${escapeHtml(saved.href)}">Playwright trace</a> (open it with <code>npx playwright show-trace reports/${escapeHtml(saved.href)}</code>)</li>`
        : `<li><a href="${escapeHtml(saved.href)}">${escapeHtml(saved.name)}</a></li>`,
    )
    .join("");
  return `<div class="attachments">${figures ? `<div class="figures">${figures}</div>` : ""}${files ? `<ul class="files">${files}</ul>` : ""}</div>`;
}

function scenarioDetails(entry: DocScenario, input: RenderInput): string {
  const { scenario } = entry;
  const outcomes = entry.keys.flatMap((key) => input.current.run.outcomes.get(key) ?? []);
  const currentIndex = input.doc.columns.findIndex((column) => column.current);
  const currentStatus = entry.byColumn[currentIndex] ?? "not run";
  const open = currentStatus === "failed" || currentStatus === "deviates" ? " open" : "";
  const tags = [...new Set([...scenario.tags, ...scenario.examples.flatMap((block) => block.tags)])].filter(
    (tag) => !tag.startsWith("@clause:"),
  );
  const single = scenario.examples.length === 0 ? outcomes[0] : undefined;
  return `<details class="scenario" data-tags="${escapeHtml(tags.join(" "))}"${open}>
<summary><span class="chips">${chips(entry.byColumn, input.doc.columns)}</span> <span class="scenario-name"><span class="keyword">${escapeHtml(scenario.keyword)}:</span> ${escapeHtml(scenario.name)}</span> <span class="where">${escapeHtml(scenario.anchor)}</span></summary>
<div class="scenario-body">
<p class="feature">Feature: ${escapeHtml(scenario.featureName)}</p>
<p class="tags">${escapeHtml([...scenario.tags].join(" "))}</p>
${scenario.description ? `<p class="description">${escapeHtml(scenario.description)}</p>` : ""}
${stepsOf(scenario, single)}
${examplesOf(entry, input)}
${failuresOf(outcomes, scenario.examples.length > 0)}
${attachmentsOf(outcomes, input, scenario)}
</div>
</details>`;
}

function testsList(tests: readonly Check[]): string {
  if (tests.length === 0) return "";
  const summary = kindsOf(tests)
    .map(({ kind, count }) => counted(count, KIND_NOUNS[kind]))
    .join(", ");
  const items = tests
    .map((check) => {
      const mark = check.status === "passed" ? "✓" : "✗";
      return `<li class="${check.status}">${statusMark(mark, check.status)} <span class="kind">${CHECK_KIND_NAMES[check.kind]}</span> ${escapeHtml(check.name)} <span class="where">${escapeHtml(check.where)}</span></li>`;
    })
    .join("");
  return `<details class="tests"><summary>Tests without a browser: ${escapeHtml(summary)}</summary><ul>${items}</ul></details>`;
}

/** A kind of check as a countable noun: "2 property tests". */
const KIND_NOUNS: Record<CheckKind, string> = {
  scenario: "browser scenario",
  property: "property test",
  contract: "contract test",
  unit: "unit test",
};

/** What caught a rule break, said for a product owner. */
function caughtText(entry: DocBreak): string {
  const { caught } = entry;
  if (!caught) return '<span class="status failed">not caught at its last run, or not run yet</span>';
  const on = `Caught on ${escapeHtml(caught.on)}`;
  if (caught.by === "build")
    return `${on} by the build, which refused the change: <q>${escapeHtml(caught.message)}</q>`;
  if (caught.by === "test") {
    return `${on} by the test <strong>${escapeHtml(caught.test)}</strong> <span class="where">${escapeHtml(caught.file)}</span>: <q>${escapeHtml(caught.message)}</q>`;
  }
  const row = caught.example ? ` (Examples row: ${escapeHtml(caught.example.join(" | "))})` : "";
  const where = entry.caughtAt ?? `${caught.feature}, scenario no longer there`;
  const message = caught.message ? `: <q>${escapeHtml(caught.message)}</q>` : "";
  const flag = caughtWhileOpening(caught)
    ? '<br><span class="flag">⚠ Caught while a page opened, not by the rule\'s own check: worth a second look.</span>'
    : "";
  return `${on} by the scenario <strong>${escapeHtml(caught.scenario)}</strong>${row} <span class="where">${escapeHtml(where)}</span>, at the step <q>${escapeHtml(caught.step)}</q>${message}${flag}`;
}

/** The clause's rule breaks: each change, what a visitor would notice, and what caught it. */
function brokenOnPurpose(clause: DocClause): string {
  if (clause.breaks.length === 0) {
    return clause.checkable ? '<p class="kinds">Not yet broken on purpose (<code>npm run mutate</code>).</p>' : "";
  }
  const caught = clause.breaks.filter((entry) => entry.caught).length;
  const count = counted(clause.breaks.length, "rule break");
  const items = clause.breaks
    .map(
      (entry) => `<li>
<p>${escapeHtml(entry.rule.noticed)} <span class="where">${escapeHtml(entry.rule.id)}</span></p>
<p class="change"><span class="where">${escapeHtml(entry.rule.file)}</span>: <del>${escapeHtml(entry.rule.search)}</del> <span aria-hidden="true">→</span><span class="visually-hidden">becomes</span> <ins>${escapeHtml(entry.rule.replace)}</ins></p>
<p class="caught">${caughtText(entry)}</p>
</li>`,
    )
    .join("");
  return `<details class="breaks"><summary>Broken on purpose: ${count}, ${caught === clause.breaks.length ? "every one caught" : `${caught} caught`}</summary><ul>${items}</ul></details>`;
}

/** Under a source sentence, the decisions that refine it; under a decision, the sentences it refines and why. */
function relatedClauses(clause: DocClause): string {
  const { clause: entry } = clause.row;
  const item = ({ clause: other, status }: DocClause["related"][number]) =>
    `<li><a href="#${escapeHtml(other.id)}"><span class="clause-id">${escapeHtml(other.id)}</span></a> ${escapeHtml(other.text)} <span class="status ${status}">${escapeHtml(STATUS_LABELS[status])}</span></li>`;
  if (entry.part === "decisions") {
    return `<div class="decision"><p class="refines">Refines the source:</p><ul class="related">${clause.related.map(item).join("")}</ul><p class="why"><strong>Why:</strong> ${escapeHtml(entry.why ?? "")}</p></div>`;
  }
  if (clause.related.length === 0) return "";
  return `<div class="decisions-beneath"><p>The project's decisions on this sentence (${clause.related.length}):</p><ul class="related">${clause.related.map(item).join("")}</ul></div>`;
}

function clauseArticle(clause: DocClause, input: RenderInput): string {
  const { row } = clause;
  const kinds = kindsOf(row.checks)
    .map(({ kind, count }) => counted(count, KIND_NOUNS[kind]))
    .join(", ");
  const note = row.clause.informational ?? row.clause.retired;
  const flag = row.provenWithoutBrowser ? `<p class="flag">⚠ ${escapeHtml(PROVEN_WITHOUT_BROWSER)}.</p>` : "";
  return `<article class="clause" id="${escapeHtml(row.clause.id)}" data-id="${escapeHtml(row.clause.id)}" data-status="${row.status}"${row.provenWithoutBrowser ? ' data-flag="without-browser"' : ""}${clause.checkable && clause.breaks.length === 0 ? ' data-unbroken=""' : ""}>
<div class="clause-head"><h4><span class="clause-id">${escapeHtml(row.clause.id)}</span> ${escapeHtml(row.clause.text)}</h4>
<p class="clause-status"><span class="status ${row.status}">${escapeHtml(STATUS_LABELS[row.status])}</span> <span class="chips">${chips(clause.byColumn, input.doc.columns)}</span></p></div>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ""}
${relatedClauses(clause)}
${kinds ? `<p class="kinds">Proven by ${escapeHtml(kinds)}.</p>` : ""}
${flag}
${clause.scenarios.map((entry) => scenarioDetails(entry, input)).join("\n")}
${testsList(clause.tests)}
${brokenOnPurpose(clause)}
</article>`;
}

function sectionId(section: DocSection): string {
  return `section-${section.source}-${section.title}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function sectionBlock(section: DocSection, input: RenderInput): string {
  return `<section class="doc-section" id="${sectionId(section)}" aria-labelledby="${sectionId(section)}-title">
<h3 id="${sectionId(section)}-title">${escapeHtml(section.title)}</h3>
${section.clauses.map((clause) => clauseArticle(clause, input)).join("\n")}
</section>`;
}

function columnsTable(columns: readonly Column[]): string {
  const rows = columns
    .map(
      (
        column,
      ) => `<tr${column.current ? ' class="current"' : ""}><th scope="row">${escapeHtml(column.deployment)}${column.current ? " (this run)" : ""}</th>
<td>${escapeHtml(column.startedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"))}</td><td>${column.counts.passed}</td><td>${column.counts.failed}</td><td>${column.counts.deviates}</td><td>${column.counts["not run"]}</td>
<td><span class="status ${column.gatePassed ? "passed" : "failed"}">${column.gatePassed ? "passed" : "failed"}</span></td><td>${column.listFile ? `<code>${escapeHtml(column.listFile)}</code>` : "none"}</td></tr>`,
    )
    .join("");
  return `<div class="scroll" tabindex="0" role="region" aria-label="Runs by deployment"><table class="runs"><caption>Runs by deployment: each is a column of the results below</caption>
<thead><tr><th scope="col">Deployment</th><th scope="col">Run started</th><th scope="col">Passed</th><th scope="col">Failed</th><th scope="col">Known deviations</th><th scope="col">Not run</th><th scope="col">Gate</th><th scope="col">Known deviations list</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function filters(doc: LivingDoc): string {
  const statuses = (["failed", "deviates", "passed", "uncovered", "informational", "retired"] as const)
    .map((status) => `<option value="${status}">${escapeHtml(STATUS_LABELS[status])}</option>`)
    .join("");
  const tags = doc.tags
    .map(({ tag, scenarios }) => `<option value="${escapeHtml(tag)}">${escapeHtml(tag)} (${scenarios})</option>`)
    .join("");
  const ids = doc.trace.rows.map((row) => `<option value="${escapeHtml(row.clause.id)}"></option>`).join("");
  return `<form id="filters" class="filters" role="search" aria-label="Filter the clauses" hidden>
<div class="field"><label for="filter-status">Status</label><select id="filter-status"><option value="">any</option>${statuses}<option value="without-browser">seen by a visitor, no browser scenario</option><option value="unbroken">not yet broken on purpose</option></select></div>
<div class="field"><label for="filter-tag">Tag</label><select id="filter-tag"><option value="">any</option>${tags}</select></div>
<div class="field"><label for="filter-clause">Clause</label><input id="filter-clause" list="clause-ids" autocomplete="off" placeholder="AREA or AREA-2"><datalist id="clause-ids">${ids}</datalist></div>
<div class="field"><label for="filter-text">Text</label><input id="filter-text" type="search" autocomplete="off"></div>
<p class="count"><output id="filter-count" aria-live="polite"></output></p>
</form>`;
}

function contents(doc: LivingDoc): string {
  const part = (name: DocSection["part"]) =>
    doc.sections
      .filter((section) => section.part === name)
      .map((section) => {
        const failed = section.clauses.filter((clause) => clause.row.status === "failed").length;
        const label = failed > 0 ? ` <span class="status failed">${failed} failed</span>` : "";
        return `<li><a href="#${sectionId(section)}">${escapeHtml(section.title)}</a> (${section.clauses.length})${label}</li>`;
      })
      .join("");
  const decisions = doc.sections
    .filter((section) => section.part === "decisions")
    .flatMap((section) => section.clauses);
  return `<nav aria-label="Contents"><h2 class="nav-title">Contents</h2><p>The source specification</p><ul>${part("source spec")}</ul><p>The project's decisions</p><ul><li><a href="#decisions-to-review">Decisions to review</a> (${decisions.length})</li>${part("decisions")}</ul><p>Engineering rules</p><ul>${part("engineering")}</ul></nav>`;
}

/**
 * Every decision in one table, beside the source sentences it touches: what a
 * product owner reads to approve what the project decided on top of the source.
 */
function decisionsToReview(doc: LivingDoc): string {
  const rows = doc.sections
    .filter((section) => section.part === "decisions")
    .flatMap((section) => section.clauses)
    .map((clause) => {
      const entry = clause.row.clause;
      const touched = clause.related
        .map(
          ({ clause: source }) =>
            `<li><a href="#${escapeHtml(source.id)}">${escapeHtml(source.id)}</a> <q>${escapeHtml(source.text)}</q></li>`,
        )
        .join("");
      return `<tr><th scope="row"><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.id)}</a></th><td><ul class="related">${touched}</ul></td><td>${escapeHtml(entry.text)}</td><td>${escapeHtml(entry.why ?? "")}</td><td><span class="status ${clause.row.status}">${escapeHtml(STATUS_LABELS[clause.row.status])}</span></td></tr>`;
    })
    .join("");
  return `<section class="part review" id="decisions-to-review" aria-labelledby="decisions-to-review-title"><h2 id="decisions-to-review-title">Decisions to review</h2>
<p>Each decision the project made on top of the source specification: the source sentences it refines, what it adds or overrides, and why. A product owner approves each one, or asks for the source's words instead.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Decisions to review"><table class="review-table"><thead><tr><th scope="col">Decision</th><th scope="col">The source says</th><th scope="col">The project adds or overrides</th><th scope="col">Why</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

export function renderLivingDoc(input: RenderInput): string {
  const { doc, current } = input;
  const totals = doc.trace.rows.reduce<Record<string, number>>((acc, row) => {
    acc[row.status] = (acc[row.status] ?? 0) + 1;
    return acc;
  }, {});
  const flagged = doc.trace.rows.filter((row) => row.provenWithoutBrowser).length;
  const clauses = doc.sections.flatMap((section) => section.clauses);
  const breaks = clauses.flatMap((clause) => clause.breaks);
  const broken = clauses.filter((clause) => clause.breaks.length > 0).length;
  const unbroken = clauses.filter((clause) => clause.checkable && clause.breaks.length === 0).length;
  const breaksCaught = breaks.filter((entry) => entry.caught).length;
  const links = input.links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`)
    .join("");
  const part = (name: DocSection["part"], title: string, intro: string) =>
    `<section class="part" aria-labelledby="part-${name.replace(" ", "-")}"><h2 id="part-${name.replace(" ", "-")}">${title}</h2><p>${intro}</p>${doc.sections
      .filter((section) => section.part === name)
      .map((section) => sectionBlock(section, input))
      .join("\n")}</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Living documentation: ${escapeHtml(input.name)}</title>
<style>${input.css}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the clauses</a>
<header class="page-header">
<h1>Living documentation: ${escapeHtml(input.name)}</h1>
<p>Every rule of the source specification, of the project's decisions and of its engineering, by section: the rule's sentence, the Gherkin scenarios that prove it as a product owner reads them, and how each ended on the last run of each deployment. Checks without a browser (property, contract and unit tests of the reference implementation) are listed under each rule.</p>
<p>Each rule shows its status on this run (all its checks), then, for each deployment, how its browser scenarios ended there.</p>
<p class="summary">Last run: <strong>${escapeHtml(current.record.deployment)}</strong>${current.record.baseUrl ? ` (${escapeHtml(current.record.baseUrl)})` : ""}, ${escapeHtml(current.record.startedAt || "time unknown")}. Clauses: ${totals.passed ?? 0} passed, ${totals.failed ?? 0} failed, ${totals.deviates ?? 0} known deviations, ${totals.uncovered ?? 0} not yet covered, ${totals.informational ?? 0} informational; ${flagged} seen by a visitor without a browser scenario. Gate: <span class="status ${current.verdict.gatePassed && doc.trace.gatePassed ? "passed" : "failed"}">${current.verdict.gatePassed && doc.trace.gatePassed ? "passed" : "failed"}</span>.</p>
<p>Broken on purpose (<code>npm run mutate</code>): ${counted(breaks.length, "rule break")} over ${counted(broken, "clause")}, ${breaksCaught} caught at their last run; ${counted(unbroken, "checkable clause")} not yet broken on purpose. A rule's checks prove it only as far as they can fail: under each rule, its breaks say what a visitor would have noticed and which check failed.</p>
${links ? `<ul class="links" aria-label="Other reports">${links}</ul>` : ""}
${columnsTable(doc.columns)}
</header>
${filters(doc)}
${contents(doc)}
<main id="main">
${part("source spec", "The source specification", "Sections and sentences of the source specification, each with a stable id; under each, the project's decisions that refine it.")}
${decisionsToReview(doc)}
${part("decisions", "The project's decisions", "What the source specification leaves open or says differently, decided by the project, each with the sentences it refines and why, and proven like the rest.")}
${part("engineering", "Engineering rules", "What the server, its headers and the build hold to: rules of the reference implementation rather than of the site a visitor reads, proven mostly by tests without a browser.")}
</main>
<footer><p>Written ${escapeHtml(input.generatedAt.toISOString())} by <code>npm run trace</code> from <code>cucumber.ndjson</code> and <code>vitest.json</code>.</p></footer>
<script>${input.script}</script>
</body>
</html>
`;
}
