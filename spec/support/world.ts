import { type IWorldOptions, setWorldConstructor, World } from "@cucumber/cucumber";
import type { BrowserContext, Cookie, Locator, Page, Response } from "playwright-core";
import { z } from "zod";
import { DataLayerEventSchema, isTagManagerEntry } from "../../contracts/analytics";
import { STORAGE_KEYS } from "../../contracts/storage-keys";
import type { ScenarioContext, Viewport } from "./browser-contexts";
import { csvRecords } from "./csv";
import { ANIMATION_FRAME_MS, MAX_TAB_PRESSES, NAVIGATION_TIMEOUT_MS, TRACE_MODE } from "./settings";

/**
 * Something the page did wrong that no step asked for: an error logged, a
 * request that failed, a data-layer push that breaks its contract.
 */
export interface PageProblem {
  kind: "console error" | "page error" | "failed request" | "error response" | "invalid data-layer push";
  text: string;
}

/** Whether the page pushed its `pageLoad` event for the current path (runs in the page). */
function isPageReady(): boolean {
  const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
  const loads = layer.filter((entry) => entry?.event === "pageLoad");
  return loads.at(-1)?.page_path === window.location.pathname;
}

/** A data-layer entry as the page pushed it. */
export type DataLayerEntry = Record<string, unknown>;

/** A submission as the importer's export lists it: the CSV's columns (nome, email, celular, modelo…). */
export type ReceivedSubmission = Record<string, string>;

/** The addresses the forms send to: the portal's lead and contact bases (source spec §7). */
export const SUBMISSION_ADDRESS = /\/api\/(?:lead|contact)\/v1\.0\/?(?:\?.*)?$/;

/** Runs in every document before the site's scripts: browser storage throws, as when the visitor blocks it. */
const DENY_BROWSER_STORAGE = `(() => {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException("Access to '" + name + "' is denied for this document.", "SecurityError");
      },
    });
  }
})();`;

/** Whether the page at `path` pushed its `pageLoad` event (runs in the page). */
function isPageReadyAt(path: string): boolean {
  const layer = (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
  const loads = layer.filter((entry) => entry?.event === "pageLoad");
  return window.location.pathname === path && loads.at(-1)?.page_path === path;
}

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
  /** Problems a step declared as expected (a 404 page it asked for, a storage it blocked). */
  private readonly tolerated: RegExp[] = [];
  /** Every entry the pages of this scenario pushed to the data layer, in order, across page loads. */
  readonly dataLayerPushes: DataLayerEntry[] = [];
  /** Every address the pages of this scenario requested. */
  readonly requestedUrls: string[] = [];
  /** The server's answer to the last address the visitor opened (visit). */
  lastNavigation: Response | null = null;
  /** Releases of answers held back: page data (holdPageData), a submission's answer (holdNextSubmissionAnswer). */
  private readonly heldPageData: Array<() => void> = [];
  /** Resolves when the submission held by holdNextSubmissionAnswer has reached the server. */
  private heldSubmission: Promise<void> | undefined;
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

  /** Takes over a context prepared for this scenario (see browser-contexts.ts) and starts watching its page. */
  adopt(prepared: ScenarioContext): void {
    this.viewport = prepared.viewport;
    prepared.dataLayer.deliver = (entry) => this.recordDataLayerPush(entry);
    this.watchForProblems(prepared.page);
    this.contextRef = prepared.context;
    this.pageRef = prepared.page;
  }

  private watchForProblems(page: Page): void {
    page.on("request", (request) => this.requestedUrls.push(request.url()));
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

  /**
   * Keeps a data-layer push, and reports it as a problem when it breaks the
   * event contracts (contracts/analytics.ts): so every push of every scenario
   * is validated. The tag manager's own entries (`gtm.js`…) are not the site's.
   */
  private recordDataLayerPush(entry: unknown): void {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
      this.problems.push({ kind: "invalid data-layer push", text: `not an event object: ${JSON.stringify(entry)}` });
      return;
    }
    this.dataLayerPushes.push(entry as DataLayerEntry);
    if (isTagManagerEntry(entry)) return;
    const result = DataLayerEventSchema.safeParse(entry);
    if (!result.success) {
      this.problems.push({
        kind: "invalid data-layer push",
        text: `${JSON.stringify(entry)}\n${z.prettifyError(result.error)}`,
      });
    }
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
    this.releaseHeldPageData();
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
    this.lastNavigation = await this.page.goto(this.address(path));
    await this.waitForPageReady();
  }

  /** Reloads the current page as the visitor would, and waits until it is ready again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForPageReady();
  }

  /**
   * Follows a link as a visitor clicking it, and waits until the page it leads
   * to is ready (a link to a hash on the same page is ready at once).
   */
  async followLink(link: Locator): Promise<void> {
    const href = await link.getAttribute("href");
    if (href === null) throw new Error("The link has no address to follow.");
    const target = new URL(href, this.page.url());
    await link.click();
    await this.waitForPageReadyAt(target.pathname);
  }

  /**
   * Waits until the browser is at `path` and the page there pushed its
   * `pageLoad` (see waitForPageReady). A client-side navigation first loads the
   * page's data (the timers already due are fired meanwhile, as in
   * waitForPageReady), then changes the address and renders the new page in an
   * animation frame: only then, and only frame by frame, does virtual time pass.
   */
  async waitForPageReadyAt(path: string): Promise<void> {
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    while (!(await this.page.evaluate(isPageReadyAt, path))) {
      if (Date.now() > deadline) {
        throw new Error(`The page did not become ready at ${path}: the browser is at ${this.page.url()}.`);
      }
      const arrived = new URL(this.page.url()).pathname === path;
      await this.page.clock.runFor(arrived ? ANIMATION_FRAME_MS : 0);
    }
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
   * Sets the visitor's clock to an earlier or later instant before the visit
   * (the clock stays paused). The browser's cookie jar keeps real time, so a
   * cookie whose expiry the site computed from this clock expires for real:
   * a visit "89 days ago" leaves a 90-day cookie with one real day to live.
   */
  async setClockTo(instant: number | Date): Promise<void> {
    await this.context.clock.setSystemTime(instant);
  }

  /** The instant the page's clock reads. */
  async pageTime(): Promise<number> {
    return this.page.evaluate(() => Date.now());
  }

  /**
   * Waits until the page has fetched everything it asked for (no request for
   * half a second, by the browser's own clock): code the page loads on demand,
   * such as the parser of the visitor's saved cookie choices, has then run. An
   * assertion that something did not happen is only sound after that.
   */
  async waitForNetworkIdle(): Promise<void> {
    await this.page.waitForLoadState("networkidle");
  }

  /** Lets virtual time pass in the page, firing every timer that falls due. */
  async passTime(milliseconds: number): Promise<void> {
    await this.page.clock.runFor(milliseconds);
  }

  /**
   * Moves within the site as its own links do (a client-side navigation, no
   * page load), for paths no visible link leads to; waits until the page there is ready.
   */
  async navigateWithinSite(path: string): Promise<void> {
    await this.page.evaluate((target) => {
      const navigate = (window as unknown as { ___navigate?: (to: string) => void }).___navigate;
      if (!navigate) throw new Error("The site's router is not ready.");
      navigate(target);
    }, path);
    await this.waitForPageReadyAt(path);
  }

  /**
   * Holds back the data of the page at `path` (Gatsby's page-data.json) until
   * `releaseHeldPageData` is called, as a slow network would: a route change to
   * it then stays in progress. Requests are held, not delayed by a timer.
   */
  async holdPageData(path: string): Promise<void> {
    const segment = path === "/" ? "index" : path.replace(/^\/|\/$/g, "");
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.heldPageData.push(release);
    await this.page.route(`**/page-data/${segment}/page-data.json`, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  }

  /** Lets every page data held by holdPageData through. */
  releaseHeldPageData(): void {
    for (const release of this.heldPageData.splice(0)) release();
  }

  // ---- Scrolling and the pointer ------------------------------------------------------

  /** How far the page is scrolled down, in CSS pixels. */
  async scrollPosition(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  /** Turns the mouse wheel (or swipes) near the bottom middle of the window, as a visitor scrolling. */
  async scrollWithWheel(deltaY: number): Promise<void> {
    await this.page.mouse.move(this.viewport.width / 2, this.viewport.height - 40);
    await this.page.mouse.wheel(0, deltaY);
  }

  /** Whether the page's own scrolling is locked (its viewport does not scroll). */
  async pageScrollIsLocked(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        getComputedStyle(document.body).overflowY === "hidden" ||
        getComputedStyle(document.documentElement).overflowY === "hidden",
    );
  }

  /**
   * Reaches the main menu: on a phone or tablet it sits behind the hamburger
   * ('Menu'), which is opened when it is closed; on the desktop it is in view.
   */
  async revealMainMenu(): Promise<void> {
    const hamburger = this.page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    if ((await hamburger.isVisible()) && (await hamburger.getAttribute("aria-expanded")) === "false") {
      await hamburger.click();
    }
  }

  // ---- The keyboard ---------------------------------------------------------------------

  /**
   * Presses Tab, as a keyboard user moving through the page, until one of the
   * elements the locator finds has the focus. Fails when the focus never gets
   * there: the element is out of the tab order, or hidden behind something.
   */
  async tabTo(target: Locator, description: string): Promise<void> {
    for (let presses = 0; presses < MAX_TAB_PRESSES; presses += 1) {
      await this.page.keyboard.press("Tab");
      if (await target.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement as Element)))
        return;
    }
    const focused = await this.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    throw new Error(`${MAX_TAB_PRESSES} presses of Tab never reached ${description}; the focus is on ${focused}.`);
  }

  /** The address of the focused link, as the browser resolves it. */
  async focusedLinkTarget(): Promise<URL> {
    const href = await this.page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href ?? "");
    if (!href) throw new Error("The focus is not on a link.");
    return new URL(href);
  }

  // ---- Browser storage and cookies -----------------------------------------------------

  /**
   * Puts entries in the site's local storage before the visitor's first page,
   * as an earlier visit would have left them. They are written from a blank
   * document of the site's origin (answered by the suite, not the server), so
   * no page of the site runs before they are there.
   */
  async putInLocalStorage(entries: Record<string, string>): Promise<void> {
    await this.putInStorage({ localStorage: entries });
  }

  /**
   * Puts entries in the site's local and session storage before the visitor's
   * next page (session storage lives as long as the tab, so the next page of
   * this tab finds it), from a blank document of the site's origin.
   */
  async putInStorage(
    entries: Partial<Record<"localStorage" | "sessionStorage", Record<string, string>>>,
  ): Promise<void> {
    const blank = this.address("/__spec-blank");
    await this.page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await this.page.goto(blank);
    await this.page.evaluate((areas) => {
      for (const [area, values] of Object.entries(areas) as Array<
        ["localStorage" | "sessionStorage", Record<string, string>]
      >) {
        for (const [key, value] of Object.entries(values)) window[area].setItem(key, value);
      }
    }, entries);
    await this.page.unroute(blank);
  }

  /** From now on every document of the scenario finds local and session storage blocked (they throw). */
  async denyStorage(): Promise<void> {
    await this.context.addInitScript({ content: DENY_BROWSER_STORAGE });
  }

  /** The entries of the site's session or local storage. */
  async storageEntries(area: "sessionStorage" | "localStorage"): Promise<Record<string, string>> {
    return this.page.evaluate((name) => ({ ...window[name] }) as Record<string, string>, area);
  }

  /** Clears the site's local and session storage, as a visitor clearing site data would. */
  async clearStorage(): Promise<void> {
    await this.page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }

  /** The cookie of the site with this name, if the browser holds one. */
  async cookie(name: string): Promise<Cookie | undefined> {
    const cookies = await this.context.cookies(this.baseUrl);
    return cookies.find((cookie) => cookie.name === name);
  }

  /**
   * Puts entries in the site's session storage before the visitor's first page:
   * session storage belongs to the tab, so a blank document of the site's origin
   * in this same tab writes them, and the site's pages find them there.
   */
  async putInSessionStorage(entries: Record<string, string>): Promise<void> {
    const blank = this.address("/__spec-blank");
    await this.page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await this.page.goto(blank);
    await this.page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, value);
    }, entries);
    await this.page.unroute(blank);
  }

  // ---- What the forms sent, and the network between them and the API ---------------------

  /** Every request the pages of this scenario made to the lead and contact bases. */
  submissionRequests(): string[] {
    return this.requestedUrls.filter((url) => SUBMISSION_ADDRESS.test(new URL(url).pathname));
  }

  /**
   * What the server under test stored, as its owner reads it: the CSV export of
   * the reference API, read with the admin token (SPEC_ADMIN_TOKEN, which the
   * local run sets up; a deployment must give its own).
   */
  async receivedSubmissions(): Promise<ReceivedSubmission[]> {
    const token = process.env.SPEC_ADMIN_TOKEN;
    if (!token) throw new Error("SPEC_ADMIN_TOKEN is not set: the suite cannot read what the forms sent.");
    // RFC 4180 is what csvRecords reads; the export's default is for Brazilian spreadsheets (API-13).
    const response = await fetch(this.address("/api/admin/submissions.csv?format=rfc4180"), {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The submissions export answered ${response.status}.`);
    return csvRecords(await response.text());
  }

  /** The submissions of this scenario's visitor (by their mit_gtm_uid): scenarios running beside it send their own. */
  async submissionsOfThisVisitor(): Promise<ReceivedSubmission[]> {
    const visitor = (await this.storageEntries("localStorage"))[STORAGE_KEYS.visitorId];
    if (!visitor) throw new Error("The visitor has no id (mit_gtm_uid): their submissions cannot be told apart.");
    return (await this.receivedSubmissions()).filter((submission) => submission.visitante === visitor);
  }

  /** The next submission a form sends gets this status from the suite instead of the server (nothing is stored). */
  async answerNextSubmission(status: number): Promise<void> {
    await this.page.route(
      SUBMISSION_ADDRESS,
      (route) =>
        route.fulfill({
          status,
          contentType: "application/json",
          body: JSON.stringify({ message: "Erro simulado pela especificação." }),
        }),
      { times: 1 },
    );
  }

  /** The next submission a form sends fails as when the network is gone. */
  async dropNextSubmission(): Promise<void> {
    await this.page.route(SUBMISSION_ADDRESS, (route) => route.abort("internetdisconnected"), { times: 1 });
  }

  /**
   * The next submission reaches the server, which stores it and answers, but the
   * answer is held back until the scenario ends, as on a connection that died
   * after sending: the page sees no answer at all.
   */
  async holdNextSubmissionAnswer(): Promise<void> {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.heldPageData.push(release);
    let arrived: () => void = () => undefined;
    this.heldSubmission = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await this.page.route(
      SUBMISSION_ADDRESS,
      async (route) => {
        const response = await route.fetch();
        arrived();
        await released;
        // The page gave up waiting long ago: its request is gone, there is no one to answer.
        await route.fulfill({ response }).catch(() => undefined);
      },
      { times: 1 },
    );
  }

  /** Waits until the held submission has reached the server (the page is then waiting for its answer). */
  async heldSubmissionReachedTheServer(): Promise<void> {
    if (!this.heldSubmission) throw new Error("No submission is held: call holdNextSubmissionAnswer first.");
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    let reached = false;
    void this.heldSubmission.then(() => {
      reached = true;
    });
    // The page sends once its code for checking has arrived: let its due timers run meanwhile.
    while (!reached) {
      if (Date.now() > deadline) throw new Error("The held submission never reached the server.");
      await this.page.clock.runFor(0);
    }
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
