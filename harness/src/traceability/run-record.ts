import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * What a Gherkin run was, beside its messages (`run.json` next to
 * `cucumber.ndjson`): the deployment it ran against, the list of known
 * deviations it was judged by, and the shard it was. Cucumber's messages say
 * none of this, and the reports need it to judge, merge and compare runs.
 */

export const RUN_RECORD_FILE = "run.json";

export const RunRecordSchema = z.object({
  /** The deployment's name: the expectations list's, "reference" for the local build, else the address's host. */
  deployment: z.string().min(1),
  baseUrl: z.string(),
  /** The name of the known-deviations list the run is judged by, or null for none. */
  expectations: z.string().nullable(),
  /** "2/3" for the second of three shards. */
  shard: z
    .string()
    .regex(/^\d+\/\d+$/)
    .nullable(),
  readOnly: z.boolean(),
  startedAt: z.string(),
  /** The browser's set-up the run used (the project's fonts, say: HarnessConfig.browser.setUp); runs recorded before it say nothing. */
  browserSetUp: z.string().default("default"),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;

/** The record beside a message file: `reports/cucumber.ndjson` → `reports/run.json`. */
export function recordFileBeside(ndjsonFile: string): string {
  return path.join(path.dirname(ndjsonFile), RUN_RECORD_FILE);
}

export function writeRunRecord(dir: string, record: RunRecord): void {
  writeFileSync(path.join(dir, RUN_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** The record of a run; a run without one (cucumber run by hand) is an unnamed deployment judged by no list. */
export function readRunRecord(ndjsonFile: string): RunRecord {
  const file = recordFileBeside(ndjsonFile);
  if (!existsSync(file)) {
    return {
      deployment: "unrecorded",
      baseUrl: "",
      expectations: null,
      shard: null,
      readOnly: false,
      startedAt: "",
      browserSetUp: "default",
    };
  }
  const parsed = RunRecordSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
