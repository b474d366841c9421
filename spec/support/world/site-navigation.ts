import type { ServedOptions } from "../screenplay/browse-the-web";

/** A server's answer to a plain HTTP client, read as Playwright's APIResponse is. */
export interface PlainAnswer {
  status(): number;
  text(): Promise<string>;
  /** The body parsed as JSON, untyped as the engine's own (the step states what it expects). */
  // biome-ignore lint/suspicious/noExplicitAny: Playwright's APIResponse.json() is untyped too.
  json(): Promise<any>;
}

/**
 * What the steps that still reach the World's navigation use of it, whatever the engine: addresses, a
 * visit, the page settled, a plain HTTP client. Playwright's engine is navigation.ts; the WebDriver
 * engine's is screenplay/webdriver/webdriver-navigation.ts.
 */
export interface SiteNavigation {
  /** The absolute address of a site path on the server under test. */
  address(path: string): string;
  /** The current address, parsed. */
  currentUrl(): URL;
  /** Opens a site path as a visitor typing the address, and waits until the page is ready. */
  visit(path: string): Promise<void>;
  /** Waits until the page has done all it was about to do. */
  waitUntilSettled(): Promise<void>;
  /** Asks the deployment for an address as a plain HTTP client would, with the browser's cookies. */
  get(address: string, options?: ServedOptions): Promise<PlainAnswer>;
  /** Lets every page data held back through (the scenario is over). */
  releaseHeldPageData(): void;
}
