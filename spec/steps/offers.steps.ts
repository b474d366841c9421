import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheOffers } from "../support/screenplay/offers";
import { TheCurrentAddress } from "../support/screenplay/site-links";
import type { SiteWorld } from "../support/world";

/** The offers of the month (/ofertas): each an article named by its headline. */

Then("the page shows these offers, in this order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([title = "", price = ""]) => ({ title, text: expect.stringContaining(price) }));
  await expect.poll(() => this.visitor.asks(TheOffers.shown())).toEqual(expected);
});

Then(
  "the offer {string} lists the condition {string}",
  async function (this: SiteWorld, title: string, condition: string) {
    await expect.poll(() => this.visitor.asks(TheOffers.conditionsHolding(title, condition))).toBe(1);
  },
);

Then(
  "the legal text of the offer {string} reads {string}",
  async function (this: SiteWorld, title: string, text: string) {
    await expect.poll(() => this.visitor.asks(TheOffers.legalText(title))).toContain(text);
  },
);

/** The highlight is the brand-coloured ring around the offer. */
Then(/^the offer "([^"]+)" is (not )?highlighted$/, async function (this: SiteWorld, title: string, not?: string) {
  if (not) await expect.poll(() => this.visitor.asks(TheOffers.ring(title))).toBe("none");
  else await expect.poll(() => this.visitor.asks(TheOffers.ring(title))).not.toBe("none");
});

/** The old price is the one struck through, as a shop window shows it; the new one stands. */
Then(
  "the offer {string} is priced {string} down from {string}, which is struck through",
  async function (this: SiteWorld, title: string, price: string, before: string) {
    await expect
      .poll(() => this.visitor.asks(TheOffers.prices(title, before, price)))
      .toEqual({ readsDeTo: true, struck: [before] });
  },
);

/** In view, and the address names the offer: its list item carries the offer's id. */
Then("the offer {string} is in view", async function (this: SiteWorld, title: string) {
  await expect.poll(() => this.visitor.asks(TheOffers.inView(title))).toMatchObject({ inWindow: true });
  const { id } = await this.visitor.asks(TheOffers.inView(title));
  expect((await this.visitor.asks(TheCurrentAddress())).hash).toBe(`#${id}`);
});

Then("the subscription plans of {string} read:", async function (this: SiteWorld, model: string, table: DataTable) {
  expect(await this.visitor.asks(TheOffers.plans(model))).toEqual(table.raw());
});
