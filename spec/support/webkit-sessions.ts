import { ensureWebKit, type RunningWebDriver, startWebKitDriver } from "../../tooling/webkit";
import type { Viewport } from "./browser-contexts";
import { WebDriverSession } from "./screenplay/webdriver/webdriver-client";
import { WebDriverPage } from "./screenplay/webdriver/webdriver-page";
import { NAVIGATION_TIMEOUT_MS, TIMEZONE } from "./settings";

/**
 * The WebKit engine's browser for scenarios, one scenario at a time per worker (SPEC_ENGINE=webkit):
 * one WebKitWebDriver and one MiniBrowser per worker, reset between scenarios, as browser-contexts.ts
 * does Chromium's context. Starting a browser costs about 1.5 s; the reset, a few commands.
 *
 * The reset, in WebDriver's terms: on a document of the site (its robots.txt, which runs no script)
 * the site's cookies are deleted (WebDriver deletes those of the document's own site) and its local and
 * session storage cleared; then the window goes to about:blank. What it keeps: the tab's history (no
 * command empties it) and the browser's cache. The visitor is in Brazil by the time zone the browser
 * is started with; WebKit has no emulation of a phone (touch, a mobile user agent), so `@mobile` is
 * only a narrow window here.
 */

/** The document of the site the reset clears the site's data from: it runs none of the site's code. */
const QUIET_DOCUMENT = "/robots.txt";

/** Asks MiniBrowser for a session, with its automation mode on (WebKitGTK's own capability). */
function capabilities(browser: string): Record<string, unknown> {
  return {
    "webkitgtk:browserOptions": { binary: browser, args: ["--automation"] },
    // A dialog the page opens is dismissed without failing the next command: no step answers one here.
    unhandledPromptBehavior: "dismiss",
  };
}

export class WebKitSessions {
  private page: WebDriverPage | undefined;

  private constructor(
    private readonly driver: RunningWebDriver,
    private readonly session: WebDriverSession,
    private readonly baseUrl: string,
  ) {}

  /** Starts the worker's WebDriver server and browser. */
  static async start(baseUrl: string): Promise<WebKitSessions> {
    const found = ensureWebKit();
    // The browser inherits the server's environment: Brazil's time zone, and the fonts of the run's set-up.
    const driver = await startWebKitDriver(found, { ...process.env, TZ: TIMEZONE, LANGUAGE: "pt_BR" });
    try {
      const session = await WebDriverSession.open(driver.url, capabilities(found.browser));
      await session.setTimeouts({ pageLoad: NAVIGATION_TIMEOUT_MS, script: NAVIGATION_TIMEOUT_MS });
      return new WebKitSessions(driver, session, baseUrl);
    } catch (error) {
      await driver.stop();
      throw error;
    }
  }

  /** The worker's page, reset to a new visitor's, its viewport this size; its data-layer entries go to `deliver`. */
  async take(viewport: Viewport, deliver: (entry: unknown) => void): Promise<WebDriverPage> {
    const page = new WebDriverPage(this.session, (entry) => deliver(entry));
    if (this.page) await this.reset(page);
    await page.resize(viewport);
    this.page = page;
    return page;
  }

  private async reset(page: WebDriverPage): Promise<void> {
    await this.session.navigateTo(new URL(QUIET_DOCUMENT, `${this.baseUrl}/`).href);
    await this.session.deleteAllCookies();
    await this.session.executeScript("localStorage.clear(); sessionStorage.clear();");
    await this.session.navigateTo("about:blank");
    await page.noteAddress();
  }

  /** Ends the session and stops the server, the browser and their display. */
  async dispose(): Promise<void> {
    try {
      await this.session.close();
    } finally {
      await this.driver.stop();
    }
  }
}
