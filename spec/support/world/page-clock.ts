import { ControlTheClock } from "../screenplay/abilities";
import type { ScenarioBrowser } from "./scenario-browser";

/**
 * The page's clock: Playwright's virtual clock, installed and paused for every
 * scenario (browser-contexts.ts), so the page's timers fire only when a step
 * lets time pass. No step sleeps.
 */
export class PageClock extends ControlTheClock {
  /** Paused: an instant the page took "now" is the instant the clock reads. */
  readonly readingLagMs = 0;

  constructor(private readonly browser: ScenarioBrowser) {
    super();
  }

  /**
   * Sets the visitor's clock to an earlier or later instant before the visit
   * (the clock stays paused). The browser's cookie jar keeps real time, so a
   * cookie whose expiry the site computed from this clock expires for real:
   * a visit "89 days ago" leaves a 90-day cookie with one real day to live.
   */
  async setTo(instant: number | Date): Promise<void> {
    await this.browser.context.clock.setSystemTime(instant);
  }

  /** The instant the page's clock reads. */
  async now(): Promise<number> {
    return this.browser.page.evaluate(() => Date.now());
  }

  /** Lets virtual time pass in the page, firing every timer that falls due. */
  async pass(milliseconds: number): Promise<void> {
    await this.browser.page.clock.runFor(milliseconds);
  }
}
