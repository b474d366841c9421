import type { Cookie } from "playwright-core";
import { type StorageArea, UseTheBrowserStorage } from "../screenplay/abilities";
import type { Navigation } from "./navigation";
import type { ScenarioBrowser } from "./scenario-browser";

export type { StorageArea } from "../screenplay/abilities";

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

/** Runs in every document before the site's scripts: storage reads, but refuses every write, as when it is full. */
const FULL_BROWSER_STORAGE = `(() => {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
})();`;

/** What the browser keeps for the site: local and session storage, and cookies. */
export class BrowserStorage extends UseTheBrowserStorage {
  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly navigation: Navigation,
  ) {
    super();
  }

  /**
   * Puts entries in the site's local and session storage before the visitor's
   * next page, as an earlier visit would have left them. They are written from
   * a blank document of the site's origin in this same tab (answered by the
   * suite, not the server), so no page of the site runs before they are there,
   * and session storage, which belongs to the tab, reaches the next page.
   */
  async put(entries: Partial<Record<StorageArea, Record<string, string>>>): Promise<void> {
    const { page } = this.browser;
    const blank = this.navigation.address("/__spec-blank");
    await page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.evaluate((areas) => {
      for (const [area, values] of Object.entries(areas) as Array<[StorageArea, Record<string, string>]>) {
        for (const [key, value] of Object.entries(values)) window[area].setItem(key, value);
      }
    }, entries);
    await page.unroute(blank);
  }

  /** From now on every document of the scenario finds local and session storage blocked (they throw). */
  async deny(): Promise<void> {
    await this.browser.context.addInitScript({ content: DENY_BROWSER_STORAGE });
  }

  /** From now on every document of the scenario can read local and session storage, but not write to them. */
  async fill(): Promise<void> {
    await this.browser.context.addInitScript({ content: FULL_BROWSER_STORAGE });
  }

  /** The entries of the site's session or local storage. */
  async entries(area: StorageArea): Promise<Record<string, string>> {
    return this.browser.page.evaluate((name) => ({ ...window[name] }) as Record<string, string>, area);
  }

  /** Clears the site's local and session storage, as a visitor clearing site data would. */
  async clear(): Promise<void> {
    await this.browser.page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }

  /** Every cookie the browser holds, of any site. */
  cookies(): Promise<Cookie[]> {
    return this.browser.context.cookies();
  }

  /** The cookie of the site with this name, if the browser holds one. */
  async cookie(name: string): Promise<Cookie | undefined> {
    const cookies = await this.browser.context.cookies(this.browser.baseUrl);
    return cookies.find((cookie) => cookie.name === name);
  }
}
