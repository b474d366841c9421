import path from "node:path";
import { REPORTS_DIR } from "../../tooling/paths";

/** How long each phase of `npm test` took: written by scripts/test.ts, read by the benchmark's report. */
export interface TestRunTiming {
  totalSeconds: number;
  phases: Record<string, number>;
}

export const TEST_RUN_FILE = path.join(REPORTS_DIR, "test-run.json");
