import { type IWorldOptions, setWorldConstructor, World } from "@cucumber/cucumber";
import type { BrowserContext, Page } from "playwright-core";
import type { ScenarioContext, Viewport } from "./browser-contexts";
import { TakeNotes } from "./screenplay/abilities";
import { Actor } from "./screenplay/actor";
import { ReadTheExport } from "./screenplay/forms/export";
import { PlaywrightBrowsing } from "./screenplay/playwright/playwright-browsing";
import { TRACE_MODE } from "./settings";
import { BrowserStorage } from "./world/browser-storage";
import { DataLayerRecord } from "./world/data-layer-record";
import { Keyboard } from "./world/keyboard";
import { Navigation } from "./world/navigation";
import { PageClock } from "./world/page-clock";
import { PageProblems } from "./world/page-problems";
import { RequestLog } from "./world/request-log";
import type { ScenarioBrowser } from "./world/scenario-browser";
import { Scrolling } from "./world/scrolling";
import { Submissions } from "./world/submissions";

export type { DataLayerEntry } from "./world/data-layer-record";
export type { PageProblem } from "./world/page-problems";

/**
 * The state of one scenario: a browser context on the site under test, as a
 * new visitor's (new, or reset to nothing: browser-contexts.ts),
 * with the page's clock virtual and paused, so time passes only when a step
 * says so. Steps call the intent methods of its collaborators, each owning one
 * job, rather than Playwright directly, so the "how" of an intent lives in one
 * place:
 *
 * - `navigation`: addresses, visits, links, readiness, slow page data;
 * - `clock`: the page's virtual time;
 * - `storage`: local and session storage, cookies;
 * - `submissions`: what the forms sent and the network between them and the API;
 * - `dataLayer`: every data-layer push, checked against its contract;
 * - `keyboard` and `scrolling`: the visitor's keys and wheel;
 * - `problems` and `requests`: what went wrong, and every address requested.
 */
export class SiteWorld extends World implements ScenarioBrowser {
  readonly baseUrl: string;
  viewport: Viewport = { width: 0, height: 0 };
  readonly problems = new PageProblems();
  readonly requests = new RequestLog();
  readonly dataLayer = new DataLayerRecord(this.problems);
  readonly navigation = new Navigation(this, this.requests);
  readonly clock = new PageClock(this);
  readonly storage = new BrowserStorage(this, this.navigation);
  readonly submissions = new Submissions(this, this.requests);
  readonly keyboard = new Keyboard(this);
  readonly scrolling = new Scrolling(this, () => this.viewport);
  /**
   * The visitor of the screenplay (screenplay/actor.ts), whom the steps hand over to: browsing through
   * Playwright, with the page's clock, the browser's storage, the record of the data layer, the forms'
   * submissions, what went wrong on the pages, and notes.
   */
  readonly visitor = new Actor("the visitor", [
    new PlaywrightBrowsing(this, this.navigation, this.keyboard, this.scrolling, () => this.viewport),
    this.clock,
    this.storage,
    this.dataLayer,
    this.submissions,
    this.problems,
    this.requests,
    new TakeNotes(),
  ]);
  /** The importer, who reads what the forms sent in the export of the server under test. */
  readonly importer = new Actor("the importer", [new ReadTheExport((path) => this.navigation.address(path))]);
  private contextRef: BrowserContext | undefined;
  private pageRef: Page | undefined;
  private release: (() => Promise<void>) | undefined;

  constructor(options: IWorldOptions) {
    super(options);
    const base = process.env.BASE_URL;
    if (!base) throw new Error("BASE_URL is not set: run the suite with `npm run spec` (it starts a server).");
    this.baseUrl = base.replace(/\/$/, "");
  }

  get page(): Page {
    if (!this.pageRef) throw new Error("No page is open: the Before hook did not open the browser context.");
    return this.pageRef;
  }

  /** Whether the scenario has a page (a `@no-browser` scenario has none). */
  get hasPage(): boolean {
    return this.pageRef !== undefined;
  }

  get context(): BrowserContext {
    if (!this.contextRef) throw new Error("No browser context: the Before hook did not open one.");
    return this.contextRef;
  }

  /** Takes over a context prepared for this scenario (see browser-contexts.ts) and starts watching its page. */
  adopt(prepared: ScenarioContext): void {
    this.viewport = prepared.viewport;
    prepared.dataLayer.deliver = (entry) => this.dataLayer.record(entry);
    this.requests.watch(prepared.page);
    this.problems.watch(prepared.page);
    this.contextRef = prepared.context;
    this.pageRef = prepared.page;
    this.release = prepared.release;
  }

  /** Ends the scenario's use of the context (released for the next); on failure first returns the trace of the scenario. */
  async close({ keepTrace }: { keepTrace: boolean }): Promise<Buffer | undefined> {
    const context = this.contextRef;
    if (!context) return undefined;
    this.navigation.releaseHeldPageData();
    this.submissions.releaseHeld();
    let trace: Buffer | undefined;
    if (TRACE_MODE !== "off") {
      if (keepTrace) {
        const { mkdtemp, readFile, rm } = await import("node:fs/promises");
        const { tmpdir } = await import("node:os");
        const path = await import("node:path");
        const dir = await mkdtemp(path.join(tmpdir(), "trace-"));
        const file = path.join(dir, "trace.zip");
        await context.tracing.stop({ path: file });
        trace = await readFile(file);
        await rm(dir, { recursive: true, force: true });
      } else {
        await context.tracing.stop();
      }
    }
    await this.release?.();
    this.release = undefined;
    this.contextRef = undefined;
    this.pageRef = undefined;
    return trace;
  }

  /** Attaches a screenshot of the page to the report, named for the product owner. */
  async attachScreenshot(name: string, { fullPage = false } = {}): Promise<void> {
    const image = await this.page.screenshot({ fullPage });
    await this.attach(image, { mediaType: "image/png", fileName: `${name}.png` });
  }
}

setWorldConstructor(SiteWorld);
