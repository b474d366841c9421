import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPORTS_DIR } from "../tooling/paths";
import { loadReport, loadTest } from "./load";

/**
 * `npm run bench:load`: only the server under load (leads, the image optimiser, its memory under hostile
 * clients), written to reports/bench-load.md and as the section of reports/bench.md that `npm run bench`
 * writes (the rest of that report, Lighthouse's, is kept as it was).
 */
const SECTION = "## The reference API under load";

function withLoadSection(benchReport: string, report: string): string {
  const section = `${SECTION}\n\n${report}\n`;
  const at = benchReport.indexOf(SECTION);
  if (at < 0) return `${benchReport || "# Benchmark\n"}\n${section}`;
  const next = benchReport.indexOf("\n## ", at + SECTION.length);
  return `${benchReport.slice(0, at)}${section}${next < 0 ? "" : benchReport.slice(next)}`;
}

const report = loadReport(await loadTest());
mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(path.join(REPORTS_DIR, "bench-load.md"), `${report}\n`);
const bench = path.join(REPORTS_DIR, "bench.md");
writeFileSync(bench, withLoadSection(existsSync(bench) ? readFileSync(bench, "utf8") : "", report));
console.log(report);
