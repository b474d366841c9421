import { After, AfterAll, Before, BeforeAll, Status, setDefaultTimeout } from "@cucumber/cucumber";
import type { Browser } from "playwright-core";
import { launchSuiteChromium } from "../../tooling/chromium";
import { ScenarioContexts, type Viewport } from "./browser-contexts";
import { MOBILE_TAG, NO_BROWSER_TAG, STEP_TIMEOUT_MS, VIEWPORT_TAG, VIEWPORTS } from "./settings";
import { startTagStandIns, type TagStandIns } from "./tag-stand-in-server";
import type { SiteWorld } from "./world";

setDefaultTimeout(STEP_TIMEOUT_MS);

/**
 * One browser per worker process, reaching the tag vendors' stand-ins at the vendors' addresses; each
 * scenario gets the worker's context reset to a new visitor's (browser-contexts.ts).
 */
let standIns: TagStandIns | undefined;
let browser: Browser | undefined;
let contexts: ScenarioContexts | undefined;

BeforeAll(async () => {
  standIns = await startTagStandIns();
  browser = await launchSuiteChromium(standIns.chromiumArgs);
  contexts = new ScenarioContexts(browser);
});

AfterAll(async () => {
  await contexts?.dispose();
  await browser?.close();
  await standIns?.close();
});

/** `@mobile` is the 390×844 phone, `@viewport:WxH` any size; the default is the 1280×800 desktop. */
function viewportOf(tags: readonly { name: string }[]): Viewport {
  for (const { name } of tags) {
    const custom = VIEWPORT_TAG.exec(name);
    if (custom) return { width: Number(custom[1]), height: Number(custom[2]) };
  }
  return tags.some((tag) => tag.name === MOBILE_TAG) ? VIEWPORTS.mobile : VIEWPORTS.desktop;
}

/**
 * A scenario that asks a module of the site directly (`@no-browser`, the request builder's feature) takes no
 * browser context: resetting one would cost more than the scenario itself. Its World has no page, and a step
 * that asks for one says so.
 */
Before({ tags: `not ${NO_BROWSER_TAG}` }, async function (this: SiteWorld, { pickle }) {
  if (!contexts) throw new Error("The browser did not start (see BeforeAll).");
  this.adopt(await contexts.take(viewportOf(pickle.tags)));
});

/**
 * A scenario also fails when the page logged an error or a request failed that
 * no step provoked on purpose. A failed scenario gets a screenshot in the
 * report, and a Playwright trace when traces are recorded: in the rerun of the
 * failures (harness/src/runner/traced-rerun.ts), or with SPEC_TRACE=on-failure
 * (open it with `npx playwright show-trace`).
 */
After(async function (this: SiteWorld, { result }) {
  const problems = result?.status === Status.PASSED ? this.problems.unexpected() : [];
  const failed = result?.status === Status.FAILED || problems.length > 0;
  if (failed && this.hasPage) {
    try {
      await this.attachScreenshot("falha");
    } catch {
      // The page may be gone (a crash); the trace still tells the story.
    }
  }
  const trace = await this.close({ keepTrace: failed });
  if (trace) await this.attach(trace, { mediaType: "application/zip", fileName: "playwright-trace.zip" });
  if (problems.length > 0) {
    throw new Error(
      `The page had problems no step expected:\n${problems.map((p) => `- ${p.kind}: ${p.text}`).join("\n")}`,
    );
  }
});
