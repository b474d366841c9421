import { type IWorldOptions, setWorldConstructor, World } from "@cucumber/cucumber";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ACTION_TIMEOUT_MS, LOCALE, NAVIGATION_TIMEOUT_MS, TIMEZONE, TRACE_MODE } from "./settings";

/** Something the page did wrong that no step asked for: an error logged, a request that failed. */
export interface PageProblem {
  kind: "console error" | "page error" | "failed request" | "error response";
  text: string;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Whether the page pushed its `pageLoad` event for the current path (runs in the page). */
function isPageReady(): boolean {
  const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
  const loads = layer.filter((entry) => entry?.event === "pageLoad");
  return loads.at(-1)?.page_path === window.location.pathname;
}

/** A data-layer entry as the page pushed it. */
export type DataLayerEntry = Record<string, unknown>;

/**
 * The state of one scenario: a fresh browser context on the site under test,
 * with the page's clock virtual and paused, so time passes only when a step
 * says so. Steps call the intent methods here rather than Playwright directly,
 * so the "how" of an intent lives in one place.
 */
export class SiteWorld extends World {
  readonly baseUrl: string;
  viewport: Viewport = { width: 0, height: 0 };
  readonly problems: PageProblem[] = [];
  /** Every address the page requested, in order (documents, scripts, data, images, calls). */
  readonly requests: string[] = [];
  /** Problems a step declared as expected (a 404 page it asked for, a storage it blocked). */
  private readonly tolerated: RegExp[] = [];
  private contextRef: BrowserContext | undefined;
  private pageRef: Page | undefined;

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

  get context(): BrowserContext {
    if (!this.contextRef) throw new Error("No browser context: the Before hook did not open one.");
    return this.contextRef;
  }

  /** Opens the scenario's context: pt-BR, Brazilian time zone, its viewport, and a paused virtual clock. */
  async open(browser: Browser, viewport: Viewport): Promise<void> {
    this.viewport = viewport;
    const context = await browser.newContext({
      viewport,
      locale: LOCALE,
      timezoneId: TIMEZONE,
      isMobile: viewport.width < 1080,
      hasTouch: viewport.width < 1080,
      serviceWorkers: "block",
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    if (TRACE_MODE !== "off") await context.tracing.start({ screenshots: true, snapshots: true });
    // Time starts now and stands still until a step lets it pass.
    const now = Date.now();
    await context.clock.install({ time: now });
    await context.clock.pauseAt(now + 1);
    const page = await context.newPage();
    this.watchForProblems(page);
    this.contextRef = context;
    this.pageRef = page;
  }

  private watchForProblems(page: Page): void {
    page.on("request", (request) => this.requests.push(request.url()));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const where = message.location().url;
      this.problems.push({ kind: "console error", text: where ? `${message.text()} (${where})` : message.text() });
    });
    page.on("pageerror", (error) => this.problems.push({ kind: "page error", text: error.message }));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "";
      // A navigation that replaces the page aborts the requests still in flight: not a fault.
      if (reason.includes("ERR_ABORTED")) return;
      this.problems.push({ kind: "failed request", text: `${request.method()} ${request.url()} (${reason})` });
    });
    page.on("response", (response) => {
      if (response.status() >= 400) {
        this.problems.push({ kind: "error response", text: `${response.status()} ${response.url()}` });
      }
    });
  }

  /** Declares a problem this scenario provokes on purpose, so it is not reported. */
  tolerate(pattern: RegExp): void {
    this.tolerated.push(pattern);
  }

  /** The problems no step declared. */
  unexpectedProblems(): PageProblem[] {
    return this.problems.filter((problem) => !this.tolerated.some((pattern) => pattern.test(problem.text)));
  }

  /** Closes the context; on failure first returns the trace of the scenario. */
  async close({ keepTrace }: { keepTrace: boolean }): Promise<Buffer | undefined> {
    const context = this.contextRef;
    if (!context) return undefined;
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
    await context.close();
    this.contextRef = undefined;
    this.pageRef = undefined;
    return trace;
  }

  // ---- Addresses and navigation -------------------------------------------------

  /** The absolute address of a site path on the server under test. */
  address(path: string): string {
    return new URL(path, `${this.baseUrl}/`).toString();
  }

  /** The current address, parsed. */
  currentUrl(): URL {
    return new URL(this.page.url());
  }

  /** Opens a site path as a visitor typing the address, and waits until the page is ready. */
  async visit(path: string): Promise<void> {
    await this.page.goto(this.address(path));
    await this.waitForPageReady();
  }

  /**
   * Waits until the page is interactive: its own `pageLoad` data-layer event for
   * the current path has been pushed. Gatsby renders from a zero-delay timer once
   * the page data has arrived, and the paused clock holds such timers, so while
   * waiting we keep firing the timers already due, without letting time pass.
   */
  async waitForPageReady(): Promise<void> {
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    while (!(await this.page.evaluate(isPageReady))) {
      if (Date.now() > deadline) {
        throw new Error(`The page ${this.page.url()} did not become ready: no pageLoad event for its path.`);
      }
      await this.page.clock.runFor(0);
    }
  }

  /**
   * Sets the day and time the visitor's clock reads, before or between visits;
   * the clock stays paused there. The instant may lie before or after the real now.
   */
  async setToday(instant: Date): Promise<void> {
    await this.context.clock.setSystemTime(instant);
  }

  /** Lets virtual time pass in the page, firing every timer that falls due. */
  async passTime(milliseconds: number): Promise<void> {
    await this.page.clock.runFor(milliseconds);
  }

  // ---- What the page exposes --------------------------------------------------------

  async dataLayer(): Promise<DataLayerEntry[]> {
    return this.page.evaluate(() => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
      // Tag managers push functions and arguments objects too; keep the plain events.
      return JSON.parse(JSON.stringify(layer.filter((entry) => entry && typeof entry === "object"))) as Array<
        Record<string, unknown>
      >;
    });
  }

  /** Attaches a screenshot of the page to the report, named for the product owner. */
  async attachScreenshot(name: string, { fullPage = false } = {}): Promise<void> {
    const image = await this.page.screenshot({ fullPage });
    await this.attach(image, { mediaType: "image/png", fileName: `${name}.png` });
  }
}

setWorldConstructor(SiteWorld);
