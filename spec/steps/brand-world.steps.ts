import { Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { EVENTS } from "../../site/src/catalogue/events";
import { eventAddress } from "../../site/src/routes/event-address";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";
import { section } from "./page-sections.steps";

/** The brand world (Mundo MIT): its events, ambassadors, sponsorships and partnerships. */

async function expectDrawingLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  expect(await image.getAttribute("src")).toMatch(/^\/artwork\/[a-z0-9-]+\.svg$/);
}

Then(
  "the section {string} shows the events of the catalogue with their descriptions and logos",
  async function (this: SiteWorld, heading: string) {
    const events = section(this, heading).getByRole("listitem");
    const sorted = [...EVENTS].sort((a, b) => a.position - b.position);
    await expect(events).toHaveCount(sorted.length);
    for (const [index, event] of sorted.entries()) {
      const card = events.nth(index);
      await expect(card.getByRole("link", { name: event.name, exact: true })).toHaveAttribute(
        "href",
        eventAddress(event),
      );
      await expect(card.getByText(event.description, { exact: true })).toBeVisible();
      await expectDrawingLoaded(card.getByRole("img", { name: `Logotipo ${event.name}`, exact: true }));
    }
  },
);

Then(
  "the page presents the ambassadors {string}, {string}, {string} and {string}, each with a drawn portrait",
  async function (this: SiteWorld, first: string, second: string, third: string, fourth: string) {
    const names = [first, second, third, fourth];
    const main = this.page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const name of names) {
      await expectDrawingLoaded(main.getByRole("img", { name: `Retrato ilustrado de ${name}`, exact: true }));
    }
  },
);

Then("the page says the profiles are illustrative and portray no real person", async function (this: SiteWorld) {
  await expect(
    this.page.getByRole("main").getByText(/Perfis e retratos ilustrativos.*não retratam pessoas reais/),
  ).toBeVisible();
});
