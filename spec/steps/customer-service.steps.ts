import { Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheCustomerService } from "../support/screenplay/customer-service";
import type { SiteWorld } from "../support/world";

/** The customer-service channels of /fale-conosco: toll-free numbers, hours, WhatsApp (source spec §9). */

Then(
  "the page offers the call {string} to {string} for {string}",
  async function (this: SiteWorld, number: string, tel: string, service: string) {
    await expect
      .poll(() => this.visitor.asks(TheCustomerService.lines()))
      .toContainEqual({
        service: expect.stringContaining(service),
        calls: expect.arrayContaining([[expect.stringMatching(new RegExp(`^${number}`)), tel]]),
      });
  },
);

Then("the page offers a WhatsApp chat at {string}", async function (this: SiteWorld, address: string) {
  await expect.poll(() => this.visitor.asks(TheCustomerService.whatsApp())).toBe(address);
});

Then("the page says the central answers {string}", async function (this: SiteWorld, hours: string) {
  await expect.poll(() => this.visitor.asks(TheCustomerService.says(hours))).toBe(true);
});

Then("the page shows the customer-service channels before the form", async function (this: SiteWorld) {
  // The page's order is the reading order: what a visitor scrolls to, and what a screen reader reads, first.
  await expect
    .poll(() => this.visitor.asks(TheCustomerService.beforeTheForm()))
    .toEqual({ channels: true, form: true, channelsFirst: true });
});

/** The toll-free numbers and WhatsApp of /fale-conosco are the project's sample data, and the page says so. */
Then("the contact page says its numbers are sample data", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheCustomerService.sampleDataNote())).toContain("fictícios");
});
