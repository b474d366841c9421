import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Result } from "axe-core";
import type { Browser, Locator, Page } from "playwright-core";
import { CONFIG, REPORTS_DIR, ROOT } from "../config";
import { type AccessibilityViolation, describeViolations, EXPERIMENTAL_WCAG_RULES, WCAG_TAGS } from "./axe-rules";
import { LIVING_DOC_FILE } from "./write";

/**
 * The living documentation opened as a reader opens it: from the disk, in
 * Chromium, at 1280 and 390 px. It must open quickly with every scenario of
 * the suite in it, and pass the axe rules the site's own pages pass, with its
 * scenarios closed and with one of each kind of content open.
 *
 * `npm run audit-doc [-- --screenshots <dir>]` audits the reports' index.html and
 * can leave screenshots of it; harness/test/living-doc/living-doc.test.ts audits a
 * small one with every kind of content (failures, deviations, two deployments)
 * on every `npm test`.
 */

export const AUDIT_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A reader waits at most this long for the page to be usable. */
export const OPEN_WITHIN_MS = 3_000;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface ViewportAudit {
  width: number;
  /** From navigation to the page's load event (its script has run). */
  loadMs: number;
  violations: AccessibilityViolation[];
}

/**
 * The suite's axe rules (WCAG 2.0 and 2.1 A and AA, and label in name) on a
 * page without a virtual clock: axe runs in the page's own world, five times
 * faster than in the isolated world the site's scenarios need.
 */
export async function auditPage(page: Page, include?: string): Promise<AccessibilityViolation[]> {
  if (include && (await page.locator(include).count()) === 0) return [];
  await page.addScriptTag({ content: AXE_SOURCE });
  const options = {
    runOnly: { type: "tag", values: [...WCAG_TAGS] },
    rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
  };
  const violations = await page.evaluate(
    async ({ options, include }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const context = include ? { include: [...document.querySelectorAll(include)] } : document;
      return JSON.stringify((await axe.run(context, options)).violations);
    },
    { options, include },
  );
  return (JSON.parse(violations) as Result[]).map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "unknown",
    help: `${violation.help} (${violation.helpUrl})`,
    where: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.html.slice(0, 160)}`),
  }));
}

/** Opens one of each kind of content: the page repeats one template per clause and scenario. */
async function openSamples(page: Page): Promise<void> {
  await page.evaluate(() => {
    const parts = [
      "figure",
      ".examples",
      ".data-table",
      ".doc-string",
      ".failure",
      ".files",
      ".background-title",
      ".description",
    ];
    const samples = [
      ...parts.flatMap((part) => [...document.querySelectorAll(`details.scenario:has(${part})`)].slice(0, 2)),
      ...[...document.querySelectorAll("details.tests")].slice(0, 2),
    ];
    for (const details of samples) {
      (details as HTMLDetailsElement).open = true;
      details.classList.add("audit-sample");
    }
  });
}

/** Lazy pictures load once near the view: wait until those of `scope` are drawn. */
async function decodePictures(scope: Locator): Promise<void> {
  for (const image of await scope.locator("img").all()) {
    await image.evaluate((element) => {
      const picture = element as HTMLImageElement;
      picture.loading = "eager";
      return picture.decode();
    });
  }
}

async function screenshots(page: Page, width: number, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `living-doc-${width}-top.png`) });
  // A reader looking for one rule: the filter by clause (the first with a scenario), its first scenario open.
  const first = page.locator("article.clause:has(details.scenario)").first();
  await page.getByLabel("Clause", { exact: true }).fill((await first.getAttribute("data-id")) ?? "");
  const clause = page.locator("article.clause:not([hidden])").first();
  await clause
    .locator("details.scenario")
    .first()
    .evaluate((details) => {
      (details as HTMLDetailsElement).open = true;
    });
  await clause.evaluate((article) => article.scrollIntoView());
  await page.screenshot({ path: path.join(dir, `living-doc-${width}-clause.png`) });
  await page.getByLabel("Clause", { exact: true }).fill("");
  // A scenario with the screenshots it attached.
  const withPictures = page.locator("details.scenario:not([hidden]):has(figure)").first();
  if ((await withPictures.count()) > 0) {
    await withPictures.evaluate((details) => {
      (details as HTMLDetailsElement).open = true;
    });
    await withPictures
      .locator("img")
      .first()
      .evaluate((image) => image.scrollIntoView({ block: "center" }));
    await decodePictures(withPictures);
    await page.screenshot({ path: path.join(dir, `living-doc-${width}-screenshots.png`) });
  }
}

export async function auditLivingDoc(file: string, screenshotsDir?: string): Promise<ViewportAudit[]> {
  const browser: Browser = await CONFIG.browser.launch();
  const audits: ViewportAudit[] = [];
  try {
    for (const viewport of AUDIT_VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
      const loadMs = Date.now() - started;
      const closed = await auditPage(page);
      if (screenshotsDir) await screenshots(page, viewport.width, screenshotsDir);
      await openSamples(page);
      const open = await auditPage(page, "details.audit-sample");
      const seen = new Set<string>();
      const violations = [...closed, ...open].filter((violation) => {
        const key = `${violation.rule} ${violation.where.join()}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      audits.push({ width: viewport.width, loadMs, violations });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return audits;
}

// `npm run audit-doc [-- --screenshots <dir>]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--screenshots");
  const dir = at === -1 ? undefined : path.resolve(process.argv[at + 1] ?? path.join(ROOT, "reports-preview"));
  const file = path.join(REPORTS_DIR, LIVING_DOC_FILE);
  const audits = await auditLivingDoc(file, dir);
  let ok = true;
  for (const audit of audits) {
    const slow = audit.loadMs > OPEN_WITHIN_MS;
    ok &&= !slow && audit.violations.length === 0;
    console.log(
      `${audit.width} px: opened in ${audit.loadMs} ms${slow ? ` (over ${OPEN_WITHIN_MS} ms)` : ""}, ` +
        `${audit.violations.length} accessibility violations`,
    );
    if (audit.violations.length > 0) console.log(describeViolations(audit.violations));
  }
  if (dir) console.log(`Screenshots: ${path.relative(ROOT, dir) || dir}`);
  process.exit(ok ? 0 : 1);
}
