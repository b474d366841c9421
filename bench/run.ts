import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { run } from "@mmcb/harness/process";
import { ensureSiteBuilt, precompress } from "../scripts/lib/site-build";
import { createSiteServer, listen } from "../server/http/site-server";
import { createProductionServer } from "../server/production-server";
import { KEY_PAGES } from "../tooling/key-pages";
import { PUBLIC_DIR, REPORTS_DIR, ROOT } from "../tooling/paths";
import { gzipBytesOf } from "../tooling/script-weight";
import { calibratedSlowdown, DEFAULT_SLOWDOWN } from "./cpu-calibration";
import { measure, type PageMeasure, type Preset } from "./lighthouse";
import { loadReport, loadTest } from "./load";
import { median } from "./sizes";
import { suiteSpeed } from "./suite-speed";

/**
 * `npm run bench`: Lighthouse 12 on the site's key pages, mobile and desktop,
 * BENCH_RUNS runs each (default 3, medians reported), next to a minimal Gatsby
 * page built in the same run (the framework floor). Mobile twice: with the
 * preset's 4× CPU slowdown, then with the slowdown calibrated to the benchmark
 * index the first pass read (cpu-calibration.ts), as Lighthouse's docs advise
 * before comparing reports of different machines. Writes reports/bench.md.
 * A benchmark, not a test: it reports targets met or missed and exits 0.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLOOR_DIR = path.join(ROOT, "bench", "floor-site");
const FLOOR_PUBLIC = path.join(FLOOR_DIR, "public");

/** The targets of issue 8, on this 2-core machine. */
const TARGETS = {
  mobilePerformance: 98,
  otherScores: 100,
  /** Issue 15's margin under the score: total blocking time, mobile. */
  mobileTbtMs: 100,
  cls: 0,
  firstLoadJsRatio: 1.35,
  homeTransferKb: 400,
};

interface Row {
  name: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  transferBytes: number;
  failing: string[];
  /** Lighthouse's benchmark index of the machine, one per run. */
  benchmarkIndexes: number[];
  cpuSlowdown: number;
}

async function buildFloor(): Promise<void> {
  await rm(FLOOR_PUBLIC, { recursive: true, force: true });
  const result = await run(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: FLOOR_DIR,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
  if (result.code !== 0) throw new Error(`The floor site did not build:\n${result.output}`);
  await precompress(FLOOR_PUBLIC);
}

async function measureRuns(
  name: string,
  url: string,
  preset: Preset,
  publicDir: string,
  cpuSlowdown?: number,
): Promise<Row> {
  const runs: PageMeasure[] = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await measure(url, preset, cpuSlowdown));
  const pick = (select: (m: PageMeasure) => number) => median(runs.map(select));
  const jsGzipBytes = median(await Promise.all(runs.map((m) => gzipBytesOf(publicDir, m.scriptPaths))));
  const row: Row = {
    name,
    preset,
    performance: pick((m) => m.scores.performance),
    accessibility: pick((m) => m.scores.accessibility),
    bestPractices: pick((m) => m.scores.bestPractices),
    seo: pick((m) => m.scores.seo),
    lcpMs: pick((m) => m.lcpMs),
    cls: pick((m) => m.cls),
    tbtMs: pick((m) => m.tbtMs),
    jsGzipBytes,
    transferBytes: pick((m) => m.transferBytes),
    failing: [...new Set(runs.flatMap((m) => m.failing))],
    benchmarkIndexes: runs.map((m) => m.benchmarkIndex),
    cpuSlowdown: runs[0]?.cpuSlowdown ?? Number.NaN,
  };
  console.log(
    `${preset.padEnd(7)} ×${row.cpuSlowdown.toFixed(2)} ${name.padEnd(28)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcpMs)} ms CLS ${row.cls.toFixed(3)} TBT ${Math.round(row.tbtMs)} ms JS ${(row.jsGzipBytes / 1024).toFixed(1)} KB`,
  );
  return row;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: Row[], floor: Row): string {
  const lines = [
    "| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | First-load JS (gzip) | × floor | Transfer |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const row of [...rows, floor]) {
    lines.push(
      `| ${row.name} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.lcpMs)} ms | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${kb(row.jsGzipBytes)} KB | ${(row.jsGzipBytes / floor.jsGzipBytes).toFixed(2)} | ${kb(row.transferBytes)} KB |`,
    );
  }
  return lines.join("\n");
}

function verdicts(rows: Row[], floor: Row): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? "✅" : "❌"} ${text}`);
  for (const row of rows) {
    const slowdown = row.preset === "mobile" ? `, CPU ${row.cpuSlowdown.toFixed(2)}×` : "";
    const where = `${row.name} (${row.preset}${slowdown})`;
    if (row.preset === "mobile") {
      check(
        row.performance >= TARGETS.mobilePerformance,
        `${where}: performance ${row.performance} ≥ ${TARGETS.mobilePerformance}`,
      );
      check(row.tbtMs <= TARGETS.mobileTbtMs, `${where}: TBT ${Math.round(row.tbtMs)} ms ≤ ${TARGETS.mobileTbtMs} ms`);
    }
    check(
      row.accessibility >= TARGETS.otherScores &&
        row.bestPractices >= TARGETS.otherScores &&
        row.seo >= TARGETS.otherScores,
      `${where}: accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo} = 100`,
    );
    check(row.cls <= TARGETS.cls, `${where}: CLS ${row.cls.toFixed(3)} = 0`);
    const ratio = row.jsGzipBytes / floor.jsGzipBytes;
    check(
      ratio <= TARGETS.firstLoadJsRatio,
      `${where}: first-load JS ${ratio.toFixed(2)} × floor ≤ ${TARGETS.firstLoadJsRatio}`,
    );
    if (row.name === "Home" && row.preset === "mobile") {
      check(
        row.transferBytes / 1024 <= TARGETS.homeTransferKb,
        `${where}: transfer ${kb(row.transferBytes)} KB ≤ ${TARGETS.homeTransferKb} KB`,
      );
    }
    if (row.failing.length > 0) lines.push(`  - audits not passing: ${row.failing.join(", ")}`);
  }
  return lines;
}

async function main(): Promise<void> {
  const started = Date.now();
  await ensureSiteBuilt();
  await buildFloor();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-data-"));
  const site = await createProductionServer({ publicDir: PUBLIC_DIR, dataDir });
  const floorServer = await createSiteServer({ publicDir: FLOOR_PUBLIC });
  const siteUrl = await site.listen(0);
  const floorUrl = await listen(floorServer, 0);
  const sections: string[] = [];
  /** One pass over the floor and the key pages with one preset and CPU slowdown. */
  const pass = async (preset: Preset, title: string, cpuSlowdown?: number) => {
    const floor = await measureRuns(
      "Framework floor (minimal Gatsby page)",
      `${floorUrl}/`,
      preset,
      FLOOR_PUBLIC,
      cpuSlowdown,
    );
    const rows: Row[] = [];
    for (const page of KEY_PAGES)
      rows.push(await measureRuns(page.name, `${siteUrl}${page.path}`, preset, PUBLIC_DIR, cpuSlowdown));
    const indexes = [floor, ...rows].flatMap((row) => row.benchmarkIndexes);
    const machine = `benchmark index of this machine ${Math.round(median(indexes))} (runs ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}), CPU slowdown ${floor.cpuSlowdown.toFixed(2)}×`;
    sections.push(`## ${title}\n\n${machine}.\n\n${table(rows, floor)}\n\n${verdicts(rows, floor).join("\n")}`);
    return indexes;
  };
  try {
    const indexes = await pass("mobile", `Mobile (Lighthouse preset, CPU ${DEFAULT_SLOWDOWN}×)`);
    const slowdown = calibratedSlowdown(median(indexes));
    await pass("mobile", "Mobile, CPU slowdown calibrated to this machine", slowdown);
    await pass("desktop", "Desktop (Lighthouse preset)");
  } finally {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
    await floorServer.close();
  }
  console.log("Load test of the reference API…");
  const load = loadReport(await loadTest());
  const speed = suiteSpeed();
  const report = [
    "# Benchmark",
    "",
    `Lighthouse 12, ${RUNS} run(s) per page and preset, medians; served by the project's server with precompressed files, on this machine (${(await import("node:os")).cpus().length} cores). First-load JS is the gzip size (level 9) of the scripts the first load fetched. Measured ${new Date().toISOString()} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    "",
    ...sections.flatMap((section) => [section, ""]),
    "## The reference API under load",
    "",
    load,
    "",
    "## The suite's own speed",
    "",
    speed,
    "",
  ].join("\n");
  await mkdir(REPORTS_DIR, { recursive: true });
  await writeFile(path.join(REPORTS_DIR, "bench.md"), report);
  console.log(`\nWrote ${path.join("reports", "bench.md")}`);
}

await main();
process.exit(0);
