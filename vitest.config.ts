import { defineConfig } from "vitest/config";

// Unit, property and contract tests of the pure logic (spec/**/*.test.ts).
// Test names carry `@clause:ID` tags; the JSON report feeds the traceability report.
//
// Importing the catalogue, the contracts and the IBGE list again for every file
// cost 40 of the run's 55 seconds, so files share their worker's modules
// (isolate: false): each file stubs and restores its own globals. The tests that
// replace modules (vi.mock) cannot share them; they live in spec/build/ and run
// isolated.
const REPLACES_MODULES = ["spec/build/**/*.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ["spec/**/*.test.ts"],
          // The built site's checks run after the build (vitest.built-site.config.ts).
          exclude: [...REPLACES_MODULES, "spec/built-site/**"],
          isolate: false,
        },
      },
      { extends: true, test: { name: "replaced modules", include: REPLACES_MODULES } },
    ],
  },
});
