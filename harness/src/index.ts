/**
 * The harness's public API: what a project's checks, commands and steps use. The commands
 * themselves (`runner/run-spec.ts`, `runner/write-reports.ts`, `runner/prove-shards.ts`,
 * `living-doc/audit.ts`, `traceability/sync-rules.ts`) are run as files, not imported.
 */
export * from "./config";
export * from "./gherkin-document";
export * from "./living-doc/attachments";
export * from "./living-doc/audit";
export * from "./living-doc/axe-rules";
export * from "./living-doc/broken-on-purpose";
export * from "./living-doc/kept-runs";
export * from "./living-doc/model";
export * from "./living-doc/render";
export * from "./living-doc/write";
export * from "./living-doc/written-scenarios";
export * from "./rule-breaks/cucumber-outcome";
export * from "./rule-breaks/last-catches";
export * from "./rule-breaks/mutation-report";
export * from "./rule-breaks/rule-breaks";
export * from "./rule-breaks/stryker-summary";
export * from "./rule-breaks/two-stage-pipeline";
export * from "./rule-breaks/vitest-outcome";
export * from "./runner/deployment-needs";
export * from "./runner/progress";
export * from "./runner/selection";
export * from "./runner/traced-rerun";
export * from "./runner/write-reports";
export * from "./traceability/checks";
export * from "./traceability/clauses";
export * from "./traceability/cucumber-html";
export * from "./traceability/feature-shape";
export * from "./traceability/gate";
export * from "./traceability/judged-run";
export * from "./traceability/known-deviations";
export * from "./traceability/merge-runs";
export * from "./traceability/recorded-run";
export * from "./traceability/report";
export * from "./traceability/run-record";
export * from "./traceability/sync-rules";
export * from "./traceability/verdict";
export * from "./traceability/visitor-facing";
