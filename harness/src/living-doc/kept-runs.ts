import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { RUN_RECORD_FILE, type RunRecord, writeRunRecord } from "../traceability/run-record";

/**
 * The last run of each deployment, kept under `reports/deployments/<name>/`
 * (its messages and its record) so the living documentation shows every
 * deployment side by side. `npm test` clears the rest of `reports/` but keeps
 * these; CI keeps them as artifacts of the deployment's last gate.
 */

export const KEPT_RUNS_DIR = "deployments";
const MESSAGES_FILE = "cucumber.ndjson";

export function keptRunsDir(reportsDir: string): string {
  return path.join(reportsDir, KEPT_RUNS_DIR);
}

/** Keeps a run as its deployment's last one, replacing the one kept before. */
export function keepRun(reportsDir: string, ndjsonFile: string, record: RunRecord): void {
  const dir = path.join(keptRunsDir(reportsDir), record.deployment.replace(/[^a-zA-Z0-9.-]+/g, "-"));
  mkdirSync(dir, { recursive: true });
  if (path.resolve(ndjsonFile) !== path.resolve(dir, MESSAGES_FILE))
    copyFileSync(ndjsonFile, path.join(dir, MESSAGES_FILE));
  writeRunRecord(dir, record);
}

/** The message files of every kept run. */
export function keptRunFiles(reportsDir: string): string[] {
  const root = keptRunsDir(reportsDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name, MESSAGES_FILE))
    .filter((file) => existsSync(file) && existsSync(path.join(path.dirname(file), RUN_RECORD_FILE)))
    .sort();
}
