// StrykerJS over the site's pure modules (README, "Measured power"): it changes
// the code one small mutation at a time and runs the unit, property and
// contract tests that cover each change; a change no test notices survives.
// `npm run mutate` runs it (with the rule breaks); `npx stryker run --mutate
// 'site/src/rules/**/*.ts'` mutates one folder while killing survivors.
//
// StrykerJS 9.6 is the last release that runs on Node 20 (10.0 requires Node 22).

/**
 * The folders of the site's pure modules that issue 12 names (rules, tracking, requests, routes,
 * location, consent, dealers, the logic of forms and the catalogue checks), by name, so modules
 * moved within them stay mutated. Left out to keep `npm run mutate` within 45 minutes on a 2-core
 * machine (each mutant costs a vitest run of about two seconds): the site search, the structured
 * data (checked on the built pages by the browser scenarios) and contracts/ (shared with the
 * server, checked by the contract tests and by the server's own tests).
 */
const PURE_FOLDERS = [
  "rules",
  "tracking",
  "requests",
  "routes",
  "location",
  "consent",
  "dealers",
  "forms",
  "catalogue",
];

/** Modules of those folders that only hold data. */
const DATA_FILES = {
  catalogue: [
    "models",
    "dealers",
    "events",
    "offers",
    "subscription-plans",
    "recall-campaigns",
    "press-releases",
    "ambassadors",
    "partners",
    "model-menu",
    "navigation",
    "sources",
  ],
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "mutation/vitest.config.ts" },
  coverageAnalysis: "perTest",
  // Static mutants (module-level code, run once when a module loads: zod schemas, constant tables,
  // regular expressions) each need every test run again, in a fresh module graph: about 90% of the
  // run's time for a tenth of its mutants. They are left out (reported as ignored) unless
  // STRYKER_STATIC=on; README, "Measured power", gives the score with them.
  ignoreStatic: process.env.STRYKER_STATIC !== "on",
  mutate: [
    `site/src/{${PURE_FOLDERS.join(",")}}/**/*.ts`,
    // Data, not rules: the catalogue's lists, the route table, the forms' fields and texts. What they
    // must hold is checked where they are read: the catalogue checks (mutated), the contract tests and
    // the browser scenarios.
    `!site/src/catalogue/{${DATA_FILES.catalogue.join(",")}}.ts`,
    "!site/src/routes/route-table.ts",
    "!site/src/forms/form-definitions.ts",
    // React hooks: they need React and a page, and the browser scenarios check what they do.
    "!site/src/**/use-*.ts",
  ],
  // The sandbox holds what the tests read: sources, the spec and the site's static artwork.
  ignorePatterns: ["site/public", "site/.cache", "reports", ".data", "bench", ".stryker-tmp"],
  reporters: ["html", "json", "progress", "clear-text"],
  htmlReporter: { fileName: "reports/mutation/stryker/index.html" },
  jsonReporter: { fileName: "reports/mutation/stryker/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  thresholds: { high: 95, low: 90, break: 90 },
  // Committed, so a fresh clone reuses the results of unchanged mutants; npm run mutate runs every mutant
  // again when anything else the tests read changed (mutation/stryker-fingerprint.ts).
  incrementalFile: "mutation/stryker-incremental.json",
  concurrency: 2,
  tempDirName: ".stryker-tmp",
};
