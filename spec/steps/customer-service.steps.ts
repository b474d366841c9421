import { Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** The customer-service channels of /fale-conosco: toll-free numbers, hours, WhatsApp (source spec §9). */

function channels(world: SiteWorld): Locator {
  return world.page.getByRole("region", { name: "Central de atendimento" });
}

Then(
  "the page offers the call {string} to {string} for {string}",
  async function (this: SiteWorld, number: string, tel: string, service: string) {
    const line = channels(this)
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: service }) });
    const call = line.getByRole("link", { name: new RegExp(`^${number}`) });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", tel);
  },
);

Then("the page offers a WhatsApp chat at {string}", async function (this: SiteWorld, address: string) {
  const chat = channels(this).getByRole("link", { name: /conversar pelo WhatsApp/ });
  await expect(chat).toHaveAttribute("href", address);
});

Then("the page says the central answers {string}", async function (this: SiteWorld, hours: string) {
  await expect(channels(this).getByText(hours, { exact: true })).toBeVisible();
});

Then("the page shows the customer-service channels before the form", async function (this: SiteWorld) {
  // The page's order is the reading order: what a visitor scrolls to, and what a screen reader reads, first.
  await expect(channels(this)).toBeVisible();
  const form = this.page.getByRole("form");
  await expect(form).toBeVisible();
  const channelsFirst = await channels(this).evaluate(
    (region, other) => Boolean(region.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await form.elementHandle(),
  );
  expect(channelsFirst, "the channels come before the form in the page").toBe(true);
});

/** The toll-free numbers and WhatsApp of /fale-conosco are the project's sample data, and the page says so. */
Then("the contact page says its numbers are sample data", async function (this: SiteWorld) {
  const note = channels(this).locator("p", { hasText: /^Dados de exemplo\./ });
  await expect(note).toBeVisible();
  await expect(note).toContainText("fictícios");
});
