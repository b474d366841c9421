import type { Browser, BrowserContext, BrowserContextOptions, Clock, Page } from "playwright-core";
import {
  ACTION_TIMEOUT_MS,
  CPU_SLOWDOWN,
  FRESH_CONTEXTS,
  LOCALE,
  NAVIGATION_TIMEOUT_MS,
  ON_DEMAND_DELAY_MS,
  TIMEZONE,
  TRACE_MODE,
} from "./settings";
import { letReachStandIns } from "./tag-stand-in-server";

/**
 * Browser contexts for scenarios, one scenario at a time per worker.
 *
 * A context of its own for every scenario cost this two-core machine about 1.3
 * core-seconds a scenario before the scenario did anything of its own: the
 * browser makes a storage partition and a network context, starts a renderer,
 * and the first page load in a new renderer compiles every script again. So a
 * worker reuses one context, reset between scenarios by Playwright's own reuse
 * (`Browser._newContextForReuse`, what Playwright Test's `reuseContext` option
 * and its UI mode run on): it closes every page but the first, takes that one to
 * about:blank, uninstalls the clock, removes the routes, init scripts and
 * bindings the last scenario added, clears the cache and the cookies, and
 * clears local storage, session storage, IndexedDB and service workers of
 * every origin the context visited. We add the one thing it keeps: the tab's
 * history. Measured (4 pages, 20 loads each way): 1.3-1.4 core-s a
 * single-visit scenario with a new context, 0.8-0.95 reused.
 * `reused-context.test.ts` proves the reset leaves nothing of the last
 * scenario to the next, and `SPEC_FRESH_CONTEXTS=1` gives every scenario a new
 * context again, to rule the reuse out when hunting a leak.
 */

export interface Viewport {
  width: number;
  height: number;
}

/** A context made ready for one scenario: its page, its viewport, and where its data-layer pushes go. */
export interface ScenarioContext {
  context: BrowserContext;
  page: Page;
  viewport: Viewport;
  /** The World that adopts the context sets `deliver`; pushes before that have no one to tell. */
  dataLayer: { deliver?: (entry: unknown) => void };
  /** Ends the scenario's use of the context: resets it for the next scenario, or closes it. Once only. */
  release: () => Promise<void>;
}

/** How far before now the clock is installed, so that pausing it at now is never in its past. */
const CLOCK_LEAD_MS = 60_000;

/**
 * Time stands still at `now` until a step lets it pass. Installed a minute early, then paused at now:
 * until the pause, the page's clock runs and catches up with the real time every 100 ms or so.
 * Installed at now and paused at now + 1 ms, the pause failed ("Cannot fast-forward to the past")
 * whenever a catch-up fell between the two calls, which a loaded machine makes likely (2 or 3
 * scenarios in 428, in new contexts as well as reset ones). A minute is far more than two calls take.
 */
export async function stopClockAt(clock: Pick<Clock, "install" | "pauseAt">, now: number): Promise<void> {
  await clock.install({ time: now - CLOCK_LEAD_MS });
  await clock.pauseAt(now);
}

/** The name of the binding through which the page reports each data-layer push to the World. */
const DATA_LAYER_BINDING = "__specDataLayerPush";

/**
 * Runs in every document before the site's scripts: reports every entry pushed
 * to `window.dataLayer` (whoever creates the array, and however often it is
 * reassigned) through the World's binding, so the suite sees every push of the
 * scenario, across full page loads too. Written as page source, not a function:
 * tsx would wrap inner functions in a helper the page does not have.
 */
const REPORT_DATA_LAYER_PUSHES = `(() => {
  const report = (entry) => {
    let copy;
    try {
      copy = JSON.parse(JSON.stringify(entry === undefined ? null : entry));
    } catch {
      copy = { unserialisable: String(entry) };
    }
    const send = window[${JSON.stringify(DATA_LAYER_BINDING)}];
    if (send) send(copy).catch(() => undefined);
  };
  const watched = new WeakSet();
  const watch = (layer) => {
    if (!Array.isArray(layer) || watched.has(layer)) return layer;
    watched.add(layer);
    for (const entry of layer) report(entry);
    const push = layer.push;
    layer.push = function (...entries) {
      for (const entry of entries) report(entry);
      return push.apply(this, entries);
    };
    return layer;
  };
  let current;
  Object.defineProperty(window, "dataLayer", {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value) => { current = watch(value); },
  });
})();`;

/**
 * Holds the scripts and data files the page asks for once loaded (settings.ts,
 * ON_DEMAND_DELAY_MS). What the first load needs goes through at once: only
 * the network after it is slow, where the races between a step and the page are.
 * The delay is the network's, in real time: the page's clock stays the steps' to move.
 */
async function delayOnDemand(page: Page, delayMs: number): Promise<void> {
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loaded = false;
  });
  await page.route(/\.(js|json)(\?|$)/, async (route) => {
    if (loaded) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

/** The options of every scenario's context: a visitor in Brazil, on a phone below the desktop layout. */
function contextOptions(viewport: Viewport): BrowserContextOptions {
  const mobile = viewport.width < 1080;
  return {
    viewport,
    locale: LOCALE,
    timezoneId: TIMEZONE,
    isMobile: mobile,
    hasTouch: mobile,
    serviceWorkers: "block",
  };
}

/**
 * Makes a context, new or just reset, ready for one scenario: the page's clock installed and paused,
 * the data layer reported, the tag vendors' stand-ins reachable.
 */
async function prepareScenario(
  browser: Browser,
  { context, page, browserContextId }: OpenedContext,
  viewport: Viewport,
  release: () => Promise<void>,
): Promise<ScenarioContext> {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  // DOM snapshots at each action, without the screencast: the failure's own screenshot is
  // attached to the report, and the screencast cost a tenth of the suite's time.
  if (TRACE_MODE !== "off") await context.tracing.start({ screenshots: false, snapshots: true });
  await stopClockAt(context.clock, Date.now());
  // No route here unless races are being hunted (ON_DEMAND_DELAY_MS): one makes Playwright pause every
  // request and turns the cache off. The tag vendors' stand-ins are reached through the browser's own
  // host rules (tag-stand-in-server.ts).
  const dataLayer: ScenarioContext["dataLayer"] = {};
  await context.exposeBinding(DATA_LAYER_BINDING, (_source, entry: unknown) => dataLayer.deliver?.(entry));
  await context.addInitScript({ content: REPORT_DATA_LAYER_PUSHES });
  await letReachStandIns(browser, browserContextId);
  if (ON_DEMAND_DELAY_MS > 0) await delayOnDemand(page, ON_DEMAND_DELAY_MS);
  if (CPU_SLOWDOWN > 1) {
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await session.detach();
  }
  return { context, page, viewport, dataLayer, release };
}

/** A context, its page, and the browser's own id of it (the protocol's). */
interface OpenedContext {
  context: BrowserContext;
  page: Page;
  browserContextId: string;
}

/**
 * The browser's own id of the page's context; first, when asked, the page's history is emptied (one
 * protocol session for both: each opened costs round trips to the browser and the page).
 */
async function openedContext(context: BrowserContext, page: Page, { clearHistory }: { clearHistory: boolean }) {
  const session = await context.newCDPSession(page);
  try {
    if (clearHistory) await session.send("Page.resetNavigationHistory");
    const { targetInfo } = await session.send("Target.getTargetInfo");
    return { context, page, browserContextId: targetInfo.browserContextId ?? "" } satisfies OpenedContext;
  } finally {
    await session.detach();
  }
}

/** Playwright's context reuse, which its public types leave out (see the top of this file). */
interface ReusingBrowser {
  _newContextForReuse(options: BrowserContextOptions): Promise<BrowserContext>;
  _disconnectFromReusedContext(reason: string): Promise<void>;
}

function reusing(browser: Browser): ReusingBrowser | undefined {
  const candidate = browser as unknown as Partial<ReusingBrowser>;
  return typeof candidate._newContextForReuse === "function" &&
    typeof candidate._disconnectFromReusedContext === "function"
    ? (candidate as ReusingBrowser)
    : undefined;
}

/** Hands each scenario of a worker its context: the worker's one context, reset (or a new one, see FRESH_CONTEXTS). */
export class ScenarioContexts {
  private current: ScenarioContext | undefined;

  constructor(private readonly browser: Browser) {}

  async take(viewport: Viewport): Promise<ScenarioContext> {
    // A scenario whose After hook never released its context (it threw first) leaves it to us.
    await this.current?.release().catch(() => undefined);
    const reuse = FRESH_CONTEXTS ? undefined : reusing(this.browser);
    const prepared = (reuse && (await this.reset(reuse, viewport))) || (await this.open(viewport));
    const release = prepared.release;
    let released: Promise<void> | undefined;
    prepared.release = () => {
      released ??= release().finally(() => {
        if (this.current === prepared) this.current = undefined;
      });
      return released;
    };
    this.current = prepared;
    return prepared;
  }

  /** The worker's context reset for a new scenario; undefined if the reset failed (the scenario then gets a new one). */
  private async reset(reuse: ReusingBrowser, viewport: Viewport): Promise<ScenarioContext | undefined> {
    try {
      // A context made for another kind of screen (touch or not) is closed and a new one made.
      const context = await reuse._newContextForReuse(contextOptions(viewport));
      const page = context.pages()[0] ?? (await context.newPage());
      // The one thing the reset keeps: the tab's history, which "back" would walk into.
      const opened = await openedContext(context, page, { clearHistory: true });
      return await prepareScenario(this.browser, opened, viewport, async () => {
        // Resumed here, awaited: left paused, Playwright resumes it as it lets go of the context, without
        // waiting, and that resume's script can land after the reset removed the clock's scripts. It then
        // runs first in the next scenario's pages, before the clock exists: a page error, and a clock
        // that may run.
        await context.clock.resume().catch(() => undefined);
        await reuse._disconnectFromReusedContext("The scenario ended.");
      });
    } catch (error) {
      // A harness failure, not the site's: say so, and give the scenario a context of its own.
      console.warn(`Reusing the worker's browser context failed; this scenario gets a new one. ${String(error)}`);
      await reuse._disconnectFromReusedContext("The reset failed.").catch(() => undefined);
      return undefined;
    }
  }

  private async open(viewport: Viewport): Promise<ScenarioContext> {
    const context = await this.browser.newContext(contextOptions(viewport));
    const page = await context.newPage();
    const opened = await openedContext(context, page, { clearHistory: false });
    return prepareScenario(this.browser, opened, viewport, () => context.close());
  }

  async dispose(): Promise<void> {
    await this.current?.release().catch(() => undefined);
  }
}
