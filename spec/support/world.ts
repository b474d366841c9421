import { type IWorldOptions, setWorldConstructor, World } from "@cucumber/cucumber";
import type { BrowserContext, Page } from "playwright-core";
import type { ScenarioContext, Viewport } from "./browser-contexts";
import {
  type ControlTheClock,
  type SendSubmissions,
  TakeNotes,
  type UseTheBrowserStorage,
} from "./screenplay/abilities";
import { type Ability, Actor } from "./screenplay/actor";
import { ReadTheExport } from "./screenplay/forms/export";
import { PlaywrightBrowsing } from "./screenplay/playwright/playwright-browsing";
import {
  RealClock,
  UnloggedRequests,
  UnwatchedSubmissions,
  WebDriverStorage,
} from "./screenplay/webdriver/webdriver-abilities";
import { WebDriverBrowsing } from "./screenplay/webdriver/webdriver-browsing";
import { WebDriverNavigation } from "./screenplay/webdriver/webdriver-navigation";
import type { WebDriverPage, WebDriverScenario } from "./screenplay/webdriver/webdriver-page";
import { ENGINE, TRACE_MODE } from "./settings";
import { BrowserStorage } from "./world/browser-storage";
import { DataLayerRecord } from "./world/data-layer-record";
import { Keyboard } from "./world/keyboard";
import { Navigation } from "./world/navigation";
import { PageClock } from "./world/page-clock";
import { PageProblems } from "./world/page-problems";
import { RequestLog } from "./world/request-log";
import type { ScenarioBrowser } from "./world/scenario-browser";
import { Scrolling } from "./world/scrolling";
import type { SiteNavigation } from "./world/site-navigation";
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
 *
 * With SPEC_ENGINE=webkit (settings.ts) the same collaborators are the WebDriver engine's
 * (screenplay/webdriver/): the page is a WebDriver session's (webkit-sessions.ts), time runs for real,
 * and what WebDriver classic lacks (the virtual clock, routing, the log of requests) refuses, naming
 * the tag that keeps a scenario off that engine.
 */
export class SiteWorld extends World implements ScenarioBrowser, WebDriverScenario {
  readonly baseUrl: string;
  viewport: Viewport = { width: 0, height: 0 };
  readonly problems = new PageProblems();
  readonly dataLayer = new DataLayerRecord(this.problems);
  readonly requests: RequestLog;
  readonly navigation: SiteNavigation;
  readonly clock: ControlTheClock;
  readonly storage: UseTheBrowserStorage;
  readonly submissions: SendSubmissions & { releaseHeld?(): void };
  /**
   * The visitor of the screenplay (screenplay/actor.ts), whom the steps hand over to: browsing through
   * the engine, with the page's clock, the browser's storage, the record of the data layer, the forms'
   * submissions, what went wrong on the pages, and notes.
   */
  readonly visitor: Actor;
  /** The importer, who reads what the forms sent in the export of the server under test. */
  readonly importer = new Actor("the importer", [new ReadTheExport((path) => this.navigation.address(path))]);
  private contextRef: BrowserContext | undefined;
  private pageRef: Page | undefined;
  private webDriverPageRef: WebDriverPage | undefined;
  private release: (() => Promise<void>) | undefined;

  constructor(options: IWorldOptions) {
    super(options);
    const base = process.env.BASE_URL;
    if (!base) throw new Error("BASE_URL is not set: run the suite with `npm run spec` (it starts a server).");
    this.baseUrl = base.replace(/\/$/, "");
    let browsing: Ability;
    if (ENGINE === "webkit") {
      const webDriver = new WebDriverBrowsing(this);
      browsing = webDriver;
      this.requests = new UnloggedRequests();
      this.navigation = new WebDriverNavigation(webDriver);
      this.clock = new RealClock(this);
      this.storage = new WebDriverStorage(this);
      this.submissions = new UnwatchedSubmissions();
    } else {
      this.requests = new RequestLog();
      const navigation = new Navigation(this, this.requests);
      this.navigation = navigation;
      this.clock = new PageClock(this);
      this.storage = new BrowserStorage(this, navigation);
      this.submissions = new Submissions(this, this.requests);
      const scrolling = new Scrolling(this, () => this.viewport);
      browsing = new PlaywrightBrowsing(this, navigation, new Keyboard(this), scrolling, () => this.viewport);
    }
    this.visitor = new Actor("the visitor", [
      browsing,
      this.clock,
      this.storage,
      this.dataLayer,
      this.submissions,
      this.problems,
      this.requests,
      new TakeNotes(),
    ]);
  }

  get page(): Page {
    if (!this.pageRef) throw new Error("No page is open: the Before hook did not open the browser context.");
    return this.pageRef;
  }

  /** Whether the scenario has a page (a `@no-browser` scenario has none). */
  get hasPage(): boolean {
    return this.pageRef !== undefined || this.webDriverPageRef !== undefined;
  }

  /** The scenario's page on the WebDriver engine (SPEC_ENGINE=webkit). */
  get webDriverPage(): WebDriverPage {
    if (!this.webDriverPageRef)
      throw new Error("No WebDriver page: the Before hook did not take one (SPEC_ENGINE=webkit).");
    return this.webDriverPageRef;
  }

  /** Takes over the WebDriver engine's page for this scenario (webkit-sessions.ts). */
  adoptWebDriverPage(page: WebDriverPage, viewport: Viewport): void {
    this.viewport = viewport;
    this.webDriverPageRef = page;
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
    this.webDriverPageRef = undefined;
    const context = this.contextRef;
    if (!context) return undefined;
    this.navigation.releaseHeldPageData();
    this.submissions.releaseHeld?.();
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
    // WebDriver's screenshot is of the window only.
    const image = this.webDriverPageRef
      ? await this.webDriverPageRef.session.screenshot()
      : await this.page.screenshot({ fullPage });
    await this.attach(image, { mediaType: "image/png", fileName: `${name}.png` });
  }
}

setWorldConstructor(SiteWorld);
