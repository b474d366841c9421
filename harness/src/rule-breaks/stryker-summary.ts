import { existsSync, readFileSync } from "node:fs";

/**
 * Stryker's figures as the mutation page shows them, from its JSON report
 * (the mutation-testing-elements schema): the score over all mutated files and
 * per folder, with the mutants by status and those that survived.
 */

export type MutantStatus =
  | "Killed"
  | "Survived"
  | "NoCoverage"
  | "Timeout"
  | "CompileError"
  | "RuntimeError"
  | "Ignored"
  | "Pending";

interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  location: { start: { line: number; column: number } };
}

export interface StrykerReport {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface Tally {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Ignored, or errors: outside the score. */
  excluded: number;
  /** Killed or timed out among the mutants that count, in %, one decimal; null when none counts. */
  score: number | null;
}

export interface SurvivingMutant {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  status: "Survived" | "NoCoverage";
}

export interface StrykerSummary {
  total: Tally;
  /** By folder: the one under a `src/` folder (site/src/rules…), or the top folder (contracts/). */
  folders: Array<{ folder: string } & Tally>;
  survivors: SurvivingMutant[];
}

/** The folder a mutated file is reported under: the one under its first `src/` folder (x/src/{folder}), or its top folder. */
export function folderOf(file: string): string {
  const parts = file.replace(/\\/g, "/").split("/");
  const source = parts.indexOf("src");
  return source !== -1 && source + 2 < parts.length ? parts.slice(0, source + 2).join("/") : (parts[0] ?? file);
}

function tally(mutants: readonly ReportMutant[]): Tally {
  const count = (status: MutantStatus) => mutants.filter((mutant) => mutant.status === status).length;
  const [killed, timeout, survived, noCoverage] = [
    count("Killed"),
    count("Timeout"),
    count("Survived"),
    count("NoCoverage"),
  ];
  const counted = killed + timeout + survived + noCoverage;
  return {
    mutants: mutants.length,
    killed,
    timeout,
    survived,
    noCoverage,
    excluded: mutants.length - counted,
    score: counted === 0 ? null : Math.floor(((killed + timeout) / counted) * 1000) / 10,
  };
}

export function summariseStryker(report: StrykerReport): StrykerSummary {
  const byFolder = new Map<string, ReportMutant[]>();
  const survivors: SurvivingMutant[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = folderOf(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...mutants]);
    for (const mutant of mutants) {
      if (mutant.status !== "Survived" && mutant.status !== "NoCoverage") continue;
      survivors.push({
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        replacement: mutant.replacement ?? "",
        status: mutant.status,
      });
    }
  }
  const all = [...byFolder.values()].flat();
  return {
    total: tally(all),
    folders: [...byFolder.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([folder, mutants]) => ({ folder, ...tally(mutants) })),
    survivors: survivors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
  };
}

/** Stryker's JSON report, summarised; undefined when there is none. */
export function readStrykerSummary(jsonFile: string): StrykerSummary | undefined {
  if (!existsSync(jsonFile)) return undefined;
  return summariseStryker(JSON.parse(readFileSync(jsonFile, "utf8")) as StrykerReport);
}
