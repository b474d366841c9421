import type { Locator } from "playwright-core";
import { MAX_TAB_PRESSES } from "../settings";
import type { ScenarioBrowser } from "./scenario-browser";

/** The visitor's keyboard: moving through the page with Tab, as a keyboard user does. */
export class Keyboard {
  constructor(private readonly browser: ScenarioBrowser) {}

  /**
   * Presses Tab until one of the elements the locator finds has the focus.
   * Fails when the focus never gets there: the element is out of the tab
   * order, or hidden behind something.
   */
  async tabTo(target: Locator, description: string): Promise<void> {
    const { page } = this.browser;
    for (let presses = 0; presses < MAX_TAB_PRESSES; presses += 1) {
      await page.keyboard.press("Tab");
      if (await target.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement as Element)))
        return;
    }
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");
    throw new Error(`${MAX_TAB_PRESSES} presses of Tab never reached ${description}; the focus is on ${focused}.`);
  }

  /** The address of the focused link, as the browser resolves it. */
  async focusedLinkTarget(): Promise<URL> {
    const href = await this.browser.page.evaluate(
      () => (document.activeElement as HTMLAnchorElement | null)?.href ?? "",
    );
    if (!href) throw new Error("The focus is not on a link.");
    return new URL(href);
  }
}
