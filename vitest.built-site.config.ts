import { defineConfig } from "vitest/config";
import { harnessAliases } from "./tooling/workspace-aliases.ts";

// Checks of the built site (spec/built-site): they read site/public, so `npm test` runs them after the
// build, with their own report (reports/vitest-built-site.json); `npm run unit` leaves them out.
export default defineConfig({
  resolve: { alias: harnessAliases() },
  test: {
    environment: "node",
    include: ["spec/built-site/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest-built-site.json" },
  },
});
