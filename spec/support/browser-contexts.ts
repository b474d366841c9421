import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  ACTION_TIMEOUT_MS,
  CPU_SLOWDOWN,
  LOCALE,
  NAVIGATION_TIMEOUT_MS,
  ON_DEMAND_DELAY_MS,
  TIMEZONE,
  TRACE_MODE,
} from "./settings";
import { letReachStandIns } from "./tag-stand-in-server";

/**
 * Browser contexts for scenarios. Opening a context and its first page costs a
 * few hundred milliseconds, mostly waiting for a new renderer; a worker's
 * scenarios run one after the other, so the pool prepares the next scenario's
 * context while the current one runs. Each scenario still gets a fresh context.
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

/** A context in pt-BR and the Brazilian time zone, with the page's clock installed and paused. */
export async function openScenarioContext(browser: Browser, viewport: Viewport): Promise<ScenarioContext> {
  const mobile = viewport.width < 1080;
  const context = await browser.newContext({
    viewport,
    locale: LOCALE,
    timezoneId: TIMEZONE,
    isMobile: mobile,
    hasTouch: mobile,
    serviceWorkers: "block",
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  // DOM snapshots at each action, without the screencast: the failure's own screenshot is
  // attached to the report, and the screencast cost a tenth of the suite's time.
  if (TRACE_MODE !== "off") await context.tracing.start({ screenshots: false, snapshots: true });
  // Time stands still until a step lets it pass.
  const now = Date.now();
  await context.clock.install({ time: now });
  await context.clock.pauseAt(now + 1);
  // No route here unless races are being hunted (ON_DEMAND_DELAY_MS): one makes Playwright pause every
  // request and turns the cache off. The tag vendors' stand-ins are reached through the browser's own
  // host rules (tag-stand-in-server.ts).
  const dataLayer: ScenarioContext["dataLayer"] = {};
  await context.exposeBinding(DATA_LAYER_BINDING, (_source, entry: unknown) => dataLayer.deliver?.(entry));
  await context.addInitScript({ content: REPORT_DATA_LAYER_PUSHES });
  const page = await context.newPage();
  await letReachStandIns(browser, context, page);
  if (ON_DEMAND_DELAY_MS > 0) await delayOnDemand(page, ON_DEMAND_DELAY_MS);
  if (CPU_SLOWDOWN > 1) {
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  }
  return { context, page, viewport, dataLayer };
}

const sameViewport = (a: Viewport, b: Viewport) => a.width === b.width && a.height === b.height;

/** Hands each scenario a fresh context, having prepared it ahead, for the viewport the last scenario used. */
export class ContextPool {
  private ahead: { viewport: Viewport; ready: Promise<ScenarioContext | undefined> } | undefined;

  constructor(private readonly browser: Browser) {}

  async take(viewport: Viewport): Promise<ScenarioContext> {
    const ahead = this.ahead;
    this.ahead = undefined;
    let prepared: ScenarioContext | undefined;
    if (ahead && sameViewport(ahead.viewport, viewport)) prepared = await ahead.ready;
    else void this.discard(ahead);
    prepared ??= await openScenarioContext(this.browser, viewport);
    this.prepareAhead(viewport);
    return prepared;
  }

  private prepareAhead(viewport: Viewport): void {
    // A failure here only costs the next scenario the time to open its own context.
    const ready = openScenarioContext(this.browser, viewport).catch(() => undefined);
    this.ahead = { viewport, ready };
  }

  private async discard(ahead: ContextPool["ahead"]): Promise<void> {
    const prepared = await ahead?.ready;
    await prepared?.context.close().catch(() => undefined);
  }

  async dispose(): Promise<void> {
    await this.discard(this.ahead);
    this.ahead = undefined;
  }
}
