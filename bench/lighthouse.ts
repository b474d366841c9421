import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS, ensureChromiumBrowserPath } from "../tooling/chromium";

/** What one Lighthouse run tells us about a page. */
export interface PageMeasure {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transfer of the whole first load, in bytes (as compressed on the wire). */
  transferBytes: number;
  /** Paths of the scripts the first load fetched (to size them on disk). */
  scriptPaths: string[];
  /** Audits that did not pass, for the report's notes. */
  failing: string[];
  /** Lighthouse's reading of this machine's CPU during the run (see cpu-calibration.ts). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated. */
  cpuSlowdown: number;
}

export type Preset = "mobile" | "desktop";

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * One Lighthouse run of `url`. `cpuSlowdown` replaces the mobile preset's 4×
 * (a machine's calibrated slowdown: cpu-calibration.ts); the network stays the
 * preset's.
 */
export async function measure(url: string, preset: Preset, cpuSlowdown?: number): Promise<PageMeasure> {
  const chrome = await chromeLauncher.launch({
    // The full browser, as visitors run it.
    chromePath: ensureChromiumBrowserPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // Lighthouse merges this into the preset's throttling, key by key.
        ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          !["informative", "notApplicable", "manual", "metricSavings"].includes(a.scoreDisplayMode),
      )
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      },
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
      transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      scriptPaths: requests
        .filter((request) => request.resourceType === "Script" && request.url.startsWith(new URL(url).origin))
        .map((request) => new URL(request.url).pathname),
      failing,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    chrome.kill();
  }
}
