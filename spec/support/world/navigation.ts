import type { APIResponse, Locator, Response } from "playwright-core";
import { isPageReadyAt } from "../page-readiness";
import { ANIMATION_FRAME_MS, NAVIGATION_TIMEOUT_MS, NETWORK_QUIET_MS } from "../settings";
import { HeldAnswers } from "./held-answers";
import type { RequestLog } from "./request-log";
import type { ScenarioBrowser } from "./scenario-browser";

/**
 * Runs in the page: lets the tasks already queued run (three round trips
 * through a message channel, which the virtual clock does not hold), so what
 * React scheduled (a render, its effects, a module's arrival) is done.
 */
async function runQueuedTasks(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}

/**
 * Where the visitor is and how they move: opening addresses, following links,
 * moving within the site, and waiting until the page they reach is ready
 * (page-readiness.ts). Also the slow network between the browser and a page's
 * data, for the route changes that take a while.
 */
export class Navigation {
  /** The server's answer to the last address the visitor opened (visit). */
  lastAnswer: Response | null = null;
  private readonly heldPageData = new HeldAnswers();

  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly requests: RequestLog,
  ) {}

  /** The absolute address of a site path on the server under test. */
  address(path: string): string {
    return new URL(path, `${this.browser.baseUrl}/`).toString();
  }

  /**
   * Asks the deployment for an address as a plain HTTP client would (no page; the context's cookies go
   * with it). The context outlives its scenario (browser-contexts.ts), and so do its keep-alive
   * connections: one the server closed while idle, as its keep-alive timeout says, is tried once more
   * on a new connection, as a browser does (Playwright retries only ECONNRESET).
   */
  get(
    address: string,
    options: { maxRedirects?: number; headers?: Record<string, string> } = {},
  ): Promise<APIResponse> {
    return this.browser.page.request.get(address, { maxRetries: 1, ...options });
  }

  /** The current address, parsed. */
  currentUrl(): URL {
    return new URL(this.browser.page.url());
  }

  /** Opens a site path as a visitor typing the address, and waits until the page is ready. */
  async visit(path: string): Promise<void> {
    this.lastAnswer = await this.browser.page.goto(this.address(path));
    await this.waitUntilReady();
  }

  /** Reloads the current page as the visitor would, and waits until it is ready again. */
  async reload(): Promise<void> {
    await this.browser.page.reload();
    await this.waitUntilReady();
  }

  /**
   * Follows a link as a visitor clicking it, and waits until the page it leads
   * to is ready (a link to a hash on the same page is ready at once).
   */
  async followLink(link: Locator): Promise<void> {
    const href = await link.getAttribute("href");
    if (href === null) throw new Error("The link has no address to follow.");
    const target = new URL(href, this.browser.page.url());
    await link.click();
    await this.waitUntilReady(target.pathname);
  }

  /**
   * Moves within the site as its own links do (a client-side navigation, no
   * page load), for paths no visible link leads to; waits until the page there is ready.
   */
  async moveWithinSite(path: string): Promise<void> {
    await this.browser.page.evaluate((target) => {
      const navigate = (window as unknown as { ___navigate?: (to: string) => void }).___navigate;
      if (!navigate) throw new Error("The site's router is not ready.");
      navigate(target);
    }, path);
    await this.waitUntilReady(path);
  }

  /**
   * Waits until the page is ready (its own `pageLoad` pushed) at `path`, or at
   * whatever path the browser is on when none is given (a full page load).
   * Gatsby renders from a zero-delay timer once the page data has arrived, and
   * the paused clock holds such timers, so while waiting the timers already due
   * are fired, without letting time pass. A client-side navigation then changes
   * the address and renders the new page in an animation frame: only once the
   * browser is at `path`, and only frame by frame, does virtual time pass.
   */
  async waitUntilReady(path?: string): Promise<void> {
    const { page } = this.browser;
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    while (!(await page.evaluate(isPageReadyAt, path ?? null))) {
      if (Date.now() > deadline) {
        throw new Error(
          path
            ? `The page did not become ready at ${path}: the browser is at ${page.url()}.`
            : `The page ${page.url()} did not become ready: no pageLoad event for its path.`,
        );
      }
      const rendering = path !== undefined && new URL(page.url()).pathname === path;
      await page.clock.runFor(rendering ? ANIMATION_FRAME_MS : 0);
    }
  }

  /**
   * Waits until the page has done all it was about to do without time
   * passing: the timers already due have fired, the tasks it queued have run,
   * and everything it fetched meanwhile (code loaded on demand: the city
   * selection, the reader of saved cookie choices) has arrived and run, round
   * after round until a round fetches nothing. An assertion that something did
   * not happen is only sound after that.
   */
  async waitUntilSettled(): Promise<void> {
    const { page } = this.browser;
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    for (;;) {
      const started = this.requests.started;
      await page.clock.runFor(0);
      await page.evaluate(runQueuedTasks);
      await this.requests.quiet(NETWORK_QUIET_MS, Math.max(deadline - Date.now(), 0));
      await page.clock.runFor(0);
      await page.evaluate(runQueuedTasks);
      if (this.requests.started === started) return;
    }
  }

  /**
   * Holds back the data of the page at `path` (Gatsby's page-data.json) until
   * `releaseHeldPageData` is called, as a slow network would: a route change to
   * it then stays in progress. Requests are held, not delayed by a timer.
   */
  async holdPageData(path: string): Promise<void> {
    const segment = path === "/" ? "index" : path.replace(/^\/|\/$/g, "");
    const released = this.heldPageData.hold();
    await this.browser.page.route(`**/page-data/${segment}/page-data.json`, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  }

  /** Lets every page data held by holdPageData through. */
  releaseHeldPageData(): void {
    this.heldPageData.releaseAll();
  }
}
