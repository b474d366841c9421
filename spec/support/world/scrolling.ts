import type { Viewport } from "../browser-contexts";
import type { ScenarioBrowser } from "./scenario-browser";

/** The page's scrolling, as the visitor moves it and as the site may lock it. */
export class Scrolling {
  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly viewport: () => Viewport,
  ) {}

  /** How far the page is scrolled down, in CSS pixels. */
  async position(): Promise<number> {
    return this.browser.page.evaluate(() => window.scrollY);
  }

  /** Turns the mouse wheel (or swipes) near the bottom middle of the window, as a visitor scrolling. */
  async wheel(deltaY: number): Promise<void> {
    const { width, height } = this.viewport();
    await this.browser.page.mouse.move(width / 2, height - 40);
    await this.browser.page.mouse.wheel(0, deltaY);
  }

  /** Whether the page's own scrolling is locked (its viewport does not scroll). */
  async isLocked(): Promise<boolean> {
    return this.browser.page.evaluate(
      () =>
        getComputedStyle(document.body).overflowY === "hidden" ||
        getComputedStyle(document.documentElement).overflowY === "hidden",
    );
  }
}
