import { RequestLog } from "../../world/request-log";
import {
  ControlTheClock,
  type KeptCookie,
  SendSubmissions,
  type SentRequest,
  type StorageArea,
  UseTheBrowserStorage,
} from "../abilities";
import { refused } from "./refusals";
import type { WebDriverCookie } from "./webdriver-client";
import type { WebDriverPage, WebDriverScenario } from "./webdriver-page";

/**
 * The visitor's abilities besides browsing, on the WebDriver engine: what WebDriver classic can do of
 * them (storage through scripts and its cookie commands, the page's own clock read), and a refusal
 * naming the tag for what it cannot (a virtual clock, routing, the log of requests).
 */

/**
 * The page's clock as it is: WebDriver has no virtual one, so time runs for real, and a step that
 * moves time refuses (@needs-virtual-clock). Reading it is the page's `Date.now()`.
 */
export class RealClock extends ControlTheClock {
  /** Time runs: the page's "now" lies up to the few seconds a step or two takes before the step's reading. */
  readonly readingLagMs = 10_000;

  constructor(private readonly scenario: WebDriverScenario) {
    super();
  }

  setTo(): Promise<void> {
    throw refused("set the visitor's clock", "virtual clock");
  }

  now(): Promise<number> {
    return this.scenario.webDriverPage.run<number>("return Date.now();");
  }

  pass(milliseconds: number): Promise<void> {
    throw refused(`let ${milliseconds} ms pass on a paused clock`, "virtual clock");
  }
}

/** The address of a text the deployment serves without a script: a document of its origin that runs none of the site. */
const QUIET_DOCUMENT = "/robots.txt";

function keptCookie(cookie: WebDriverCookie): KeptCookie {
  return {
    name: cookie.name,
    value: cookie.value,
    domain: cookie.domain ?? "",
    path: cookie.path ?? "/",
    expires: cookie.expiry ?? -1,
    httpOnly: cookie.httpOnly ?? false,
    secure: cookie.secure ?? false,
    sameSite: cookie.sameSite ?? "Lax",
  };
}

/** Local and session storage through scripts in the page, cookies through WebDriver's own commands. */
export class WebDriverStorage extends UseTheBrowserStorage {
  constructor(private readonly scenario: WebDriverScenario) {
    super();
  }

  private get page(): WebDriverPage {
    return this.scenario.webDriverPage;
  }

  /**
   * Puts entries in the site's storage before the next page, written from a document of the site's
   * origin that runs none of its scripts (its robots.txt; Playwright's engine answers a blank page
   * itself, which needs routing), in this same tab, so session storage reaches the next page.
   */
  async put(entries: Partial<Record<StorageArea, Record<string, string>>>): Promise<void> {
    await this.page.navigateTo(new URL(QUIET_DOCUMENT, `${this.scenario.baseUrl}/`).href);
    await this.page.run(
      `for (const [area, values] of Object.entries(args)) {
  for (const [key, value] of Object.entries(values)) window[area].setItem(key, value);
}`,
      entries,
    );
  }

  deny(): Promise<void> {
    throw refused("block the storage before the page's scripts run", "early script");
  }

  fill(): Promise<void> {
    throw refused("fill the storage before the page's scripts run", "early script");
  }

  entries(area: StorageArea): Promise<Record<string, string>> {
    return this.page.run<Record<string, string>>("return { ...window[args] };", area);
  }

  async clear(): Promise<void> {
    await this.page.run("window.localStorage.clear(); window.sessionStorage.clear();");
  }

  /** WebDriver reads the cookies of the document's own site only: those are the site's. */
  async cookies(): Promise<KeptCookie[]> {
    return (await this.page.session.cookies()).map(keptCookie);
  }

  async cookie(name: string): Promise<KeptCookie | undefined> {
    return (await this.cookies()).find((cookie) => cookie.name === name);
  }
}

/** The log of requests, which WebDriver classic does not keep: every read refuses (@needs-request-log). */
export class UnloggedRequests extends RequestLog {
  override get urls(): readonly string[] {
    throw refused("list the requests the pages made", "request log");
  }

  override get requests(): RequestLog["requests"] {
    throw refused("read the requests the pages sent", "request log");
  }

  override sent(): Array<{ method: string; address: string; body: string }> {
    throw refused("read the requests the pages sent", "request log");
  }

  override onHosts(): string[] {
    throw refused("list the requests made to other hosts", "request log");
  }

  override get started(): number {
    throw refused("count the requests the pages made", "request log");
  }

  override quiet(): Promise<void> {
    throw refused("see the requests in flight", "request log");
  }
}

/**
 * The forms' submissions as WebDriver sees them: not at all. The forms still send to the server
 * under test; what they sent is read back by the importer (the export), which needs no engine.
 */
export class UnwatchedSubmissions extends SendSubmissions {
  sent(): SentRequest[] {
    throw refused("see what the forms sent", "request log");
  }

  payloads(): unknown[] {
    throw refused("read the forms' payloads", "request log");
  }

  answerNext(): Promise<void> {
    throw refused("answer a submission in place of the server", "request routing");
  }

  refuseNext(): Promise<void> {
    throw refused("refuse a submission in place of the server", "request routing");
  }

  dropNext(): Promise<void> {
    throw refused("drop a submission's connection", "request routing");
  }

  holdNextAnswer(): Promise<void> {
    throw refused("hold a submission's answer", "request routing");
  }

  heldAnswerReachedTheServer(): Promise<void> {
    throw refused("hold a submission's answer", "request routing");
  }
}
