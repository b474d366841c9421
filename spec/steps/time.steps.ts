import { Given, When } from "@cucumber/cucumber";
import { TheClock } from "../support/screenplay/clock";
import type { SiteWorld } from "../support/world";

/** The visitor's calendar: "today" as the visitor's clock reads it, set before the visit. */

Given(
  /^today is (\d{2})\/(\d{2})\/(\d{4})(?: at (\d{2}):(\d{2}) in Brasília)?$/,
  async function (this: SiteWorld, day: string, month: string, year: string, hour?: string, minute?: string) {
    // Midday in Brasília (the suite's time zone) unless told, so the day is the same wherever the step is read;
    // late in the evening in Brasília is already the next day in UTC: the visitor's own day counts.
    await this.visitor.attemptsTo(
      TheClock.setTo(new Date(`${year}-${month}-${day}T${hour ?? "12"}:${minute ?? "00"}:00-03:00`)),
    );
  },
);

/** Time passes on the page's virtual clock: its timers fire, nothing sleeps. */
When("{float} second(s) pass(es)", async function (this: SiteWorld, seconds: number) {
  await this.visitor.attemptsTo(TheClock.pass(Math.round(seconds * 1000)));
});
