/**
 * Every number the harness waits on or sizes by, in one place.
 * No step sleeps: time inside the page is Playwright's virtual clock, and
 * these limits only bound how long we wait for the browser to react.
 */

/** The longest a single step may take before cucumber fails it. */
export const STEP_TIMEOUT_MS = 20_000;
/** The longest a Playwright action (click, fill) or assertion waits for the page. */
export const ACTION_TIMEOUT_MS = 5_000;
/** The longest a page load may take (the first load of a worker warms the server's cache). */
export const NAVIGATION_TIMEOUT_MS = 15_000;

/**
 * How long the network must stay quiet (nothing in flight, nothing new) before
 * the page counts as having fetched all it asked for: the browser requests
 * code loaded on demand a moment after the render that wants it. Each round of
 * waitUntilSettled also runs the page's queued tasks before it looks again, so
 * this is only the margin between an answer and the request its code makes.
 * At 500 ms these waits were 79 of the steps' 447 s; at 250, 30 s, and the 41
 * rule breaks that a step waiting so catches are all still caught.
 */
export const NETWORK_QUIET_MS = 250;

/**
 * How long a page brought in pieces (a slow connection) keeps the browser waiting
 * for each piece, in real time: the network's, not the page's clock. Long enough
 * for the browser to show a few frames of what has come (a frame is 16 ms).
 */
export const PIECE_MS = 50;

/** The longest the server under test may take to say where it listens (tsx compiles it first). */
export const SERVER_START_TIMEOUT_MS = 60_000;

/** The most Tab presses a keyboard step makes looking for an element before it gives up. */
export const MAX_TAB_PRESSES = 120;

/**
 * One animation frame of the page's virtual clock. A client-side navigation
 * renders the new page in an animation frame, so the World lets frames (and
 * only frames) pass once the address has changed.
 */
export const ANIMATION_FRAME_MS = 16;

/** The two layouts of the spec (§9): desktop at 1080 px and wider, mobile below. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Tags that choose the viewport of a scenario: `@mobile`, or `@viewport:768x1024`. */
export const MOBILE_TAG = "@mobile";
export const VIEWPORT_TAG = /^@viewport:(\d+)x(\d+)$/;

/** The tag of scenarios that ask a module of the site directly and open no page: no browser context for them. */
export const NO_BROWSER_TAG = "@no-browser";

/** The browser's locale and time zone: a visitor in Brazil. */
export const LOCALE = "pt-BR";
export const TIMEZONE = "America/Sao_Paulo";

/**
 * Traces: "on-failure" records every scenario and keeps the trace of failures
 * (attached to the report); "off" records nothing (faster, for local loops).
 */
export const TRACE_MODE: "on-failure" | "off" = process.env.SPEC_TRACE === "off" ? "off" : "on-failure";

/**
 * `SPEC_FRESH_CONTEXTS=1` gives every scenario a browser context of its own, as the suite did until
 * 2026-11-27, instead of the worker's one context reset between scenarios (browser-contexts.ts):
 * slower, and the way to rule the reuse out when a scenario fails only after another.
 */
export const FRESH_CONTEXTS: boolean = process.env.SPEC_FRESH_CONTEXTS === "1";

/**
 * Hunting races: `SPEC_CPU_SLOWDOWN=4` runs every page on a CPU four times
 * slower (Chromium's throttling), so a step that reads the page before its
 * script has run fails here rather than now and then in CI. Off (1) by default.
 */
export const CPU_SLOWDOWN: number = (() => {
  const rate = Number(process.env.SPEC_CPU_SLOWDOWN ?? "1");
  return Number.isFinite(rate) && rate >= 1 ? rate : 1;
})();

/**
 * Hunting races on a slow network: `SPEC_ON_DEMAND_DELAY_MS=1000` holds every
 * script and data file a page asks for after its load (code and lists loaded
 * on demand, the page data of a route change) that long before the server
 * sees it, so a step that acts before what it needs has arrived fails every
 * time. Off (0) by default: the route it takes makes Playwright pause every
 * request and turns the browser's cache off.
 */
export const ON_DEMAND_DELAY_MS: number = (() => {
  const delay = Number(process.env.SPEC_ON_DEMAND_DELAY_MS ?? "0");
  return Number.isFinite(delay) && delay > 0 ? delay : 0;
})();

/**
 * The browser engine the scenarios run on: `SPEC_ENGINE=webkit` drives WebKitGTK through W3C WebDriver
 * classic (screenplay/webdriver/); unset or `chromium`, Playwright's Chromium, as ever. Read here
 * only: the hooks, the World and the runner ask `ENGINE`.
 */
export type Engine = "chromium" | "webkit";

export function chosenEngine(value = process.env.SPEC_ENGINE): Engine {
  if (!value || value === "chromium") return "chromium";
  if (value === "webkit") return "webkit";
  throw new Error(`SPEC_ENGINE=${value}: use chromium or webkit.`);
}

export const ENGINE: Engine = chosenEngine();

/**
 * What WebDriver classic lacks that some scenarios need, each the tag that keeps such a scenario off
 * the WebKit engine (the runner leaves them out when SPEC_ENGINE=webkit, and scenario-tags.test.ts
 * holds that a scenario whose steps use such a power carries its tag):
 *
 * - the virtual clock: time that passes only when a step says so (Playwright's clock);
 * - request routing: answers the suite gives instead of the network (held page data, a submission's
 *   answer, a stand-in for another site, a refused connection, a rewritten page);
 * - the request log: every request the pages made, and what they sent;
 * - an early script: one that runs before the page's own (storage denied or full, dialogs counted).
 */
export const ENGINE_POWER_TAGS = {
  "virtual clock": "@needs-virtual-clock",
  "request routing": "@needs-request-routing",
  "request log": "@needs-request-log",
  "early script": "@needs-early-script",
} as const;

export type EnginePower = keyof typeof ENGINE_POWER_TAGS;

/** The tag expression that leaves out what the WebKit engine cannot run. */
export const WEBKIT_RUNNABLE_TAGS = Object.values(ENGINE_POWER_TAGS)
  .map((tag) => `not ${tag}`)
  .join(" and ");
