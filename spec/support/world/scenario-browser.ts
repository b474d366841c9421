import type { BrowserContext, Page } from "playwright-core";

/** What every collaborator of the World reaches the browser through: the scenario's context and its page. */
export interface ScenarioBrowser {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The origin of the deployment under test, without a trailing slash. */
  readonly baseUrl: string;
}
