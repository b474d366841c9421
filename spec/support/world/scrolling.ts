import type { Locator } from "playwright-core";
import type { Viewport } from "../browser-contexts";
import type { ScenarioBrowser } from "./scenario-browser";

/** The page's scrolling, as the visitor moves it and as the site may lock it. */
export class Scrolling {
  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly viewport: () => Viewport,
  ) {}

  /** Turns the mouse wheel (or swipes) near the bottom middle of the window, as a visitor scrolling. */
  async wheel(deltaY: number): Promise<void> {
    const { width, height } = this.viewport();
    await this.browser.page.mouse.move(width / 2, height - 40);
    await this.browser.page.mouse.wheel(0, deltaY);
  }

  /**
   * Scrolls the page so that `share` (0 to 1) of the element shows at the bottom of the window, as
   * a visitor scrolling down to it, and resolves with the share the browser then reports in view.
   * It resolves once the browser has worked out what is in view at that position: a fresh
   * IntersectionObserver's first report comes in the same rendering step as every observer the
   * page already had, so whatever the page does about it has been done (or not) by then.
   */
  async showShareOf(element: Locator, share: number): Promise<number> {
    return element.evaluate(
      (target, wanted) =>
        new Promise<number>((resolve) => {
          const box = target.getBoundingClientRect();
          const top = window.scrollY + box.top - (window.innerHeight - wanted * box.height);
          window.scrollTo({ top, behavior: "instant" });
          const observer = new IntersectionObserver((entries) => {
            observer.disconnect();
            resolve(entries[0]?.intersectionRatio ?? 0);
          });
          observer.observe(target);
        }),
      share,
    );
  }
}
