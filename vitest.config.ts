import { defineConfig } from "vitest/config";

// Unit, property and contract tests of the pure logic (spec/**/*.test.ts).
// Test names carry `@clause:ID` tags; the JSON report feeds the traceability report.
export default defineConfig({
  test: {
    include: ["spec/**/*.test.ts"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
