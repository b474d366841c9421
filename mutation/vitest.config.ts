import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { harnessAliases } from "../tooling/workspace-aliases.ts";

// The tests Stryker runs against each mutant of the site's pure modules: the
// unit, property and contract tests, as `npm run unit` runs them (files share
// their worker's modules; the tests that replace modules run isolated). Left
// out: spec/server, which starts real servers and databases to test server/,
// outside the mutated code; and the JSON report of `npm run unit`, which a
// mutant's run must not overwrite. Properties run with a fixed seed
// (fast-check-fixed-seed.ts says why).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REPLACES_MODULES = ["spec/build/**/*.test.ts"];

export default defineConfig({
  root: ROOT,
  resolve: {
    alias: [
      { find: /^@fast-check\/vitest$/, replacement: path.join(ROOT, "mutation/fast-check-fixed-seed.ts") },
      ...harnessAliases(ROOT),
    ],
  },
  test: {
    environment: "node",
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ["spec/**/*.test.ts"],
          exclude: [...REPLACES_MODULES, "spec/server/**"],
          isolate: false,
        },
      },
      { extends: true, test: { name: "replaced modules", include: REPLACES_MODULES } },
    ],
  },
});
