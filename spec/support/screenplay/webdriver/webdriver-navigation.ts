import type { PlainAnswer, SiteNavigation } from "../../world/site-navigation";
import type { ServedOptions } from "../browse-the-web";
import type { WebDriverBrowsing } from "./webdriver-browsing";

/** The World's navigation on the WebDriver engine: what its browsing ability does, in the World's terms. */
export class WebDriverNavigation implements SiteNavigation {
  constructor(private readonly browsing: WebDriverBrowsing) {}

  address(path: string): string {
    return this.browsing.addressOf(path).href;
  }

  currentUrl(): URL {
    return this.browsing.address();
  }

  visit(path: string): Promise<void> {
    return this.browsing.open(path);
  }

  waitUntilSettled(): Promise<void> {
    return this.browsing.settle();
  }

  async get(address: string, options?: ServedOptions): Promise<PlainAnswer> {
    const answer = await this.browsing.served(address, options);
    return {
      status: () => answer.status,
      text: async () => answer.text,
      json: async () => JSON.parse(answer.text),
    };
  }

  releaseHeldPageData(): void {
    this.browsing.releaseHeldPageData();
  }
}
