import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** The brand world (Mundo MIT): its events, ambassadors, sponsorships and partnerships. */

async function expectDrawingLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  expect(await image.getAttribute("src")).toMatch(/^\/artwork\/[a-z0-9-]+\.svg$/);
}

Then(
  "the section {string} shows these events, in this order, each with its logo:",
  async function (this: SiteWorld, heading: string, table: DataTable) {
    const expected = table.hashes() as Array<{ event: string; address: string; logo: string; description: string }>;
    const events = section(this, heading).getByRole("listitem");
    await expect(events).toHaveCount(expected.length);
    for (const [index, { event, address, logo, description }] of expected.entries()) {
      const card = events.nth(index);
      await expect(card.getByRole("link", { name: event, exact: true })).toHaveAttribute("href", address);
      await expect(card.getByText(description, { exact: true })).toBeVisible();
      const image = card.getByRole("img", { name: `Logotipo ${event}`, exact: true });
      await expectDrawingLoaded(image);
      // The event's logo (its logoId), not another of its drawings under the logo's name.
      expect(await image.getAttribute("src")).toBe(`/artwork/${logo}.svg`);
    }
  },
);

Then(
  "the section {string} describes {string} as {string}",
  async function (this: SiteWorld, heading: string, event: string, description: string) {
    const card = section(this, heading)
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: event, exact: true }) });
    await expect(card.getByText(description, { exact: true })).toBeVisible();
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
