import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheModelList } from "../support/screenplay/model-lists";
import type { SiteWorld } from "../support/world";

/**
 * Lists of models (the home page's showcase, a model page's suggestions, the
 * models of a sales programme): each card names its model in a heading that
 * links to its page, shows its starting price and leads to its quote and test
 * drive. What each list shows is written in the features.
 */

/** The addresses of a model's quote and test drive (decision PAGE-2): the forms, with the model's slug. */
function leadFormAddresses(modelAddress: string): { quote: string; testDrive: string } {
  const slug = modelAddress.split("/").at(-1);
  return {
    quote: `/informacoes-pre-atendimento/cotacao?modelo=${slug}`,
    testDrive: `/informacoes-pre-atendimento/test-drive?modelo=${slug}`,
  };
}

Then("the list of models shows, in this order:", async function (this: SiteWorld, table: DataTable) {
  const models = table.hashes() as Array<{ model: string; address: string; price: string }>;
  await expect
    .poll(() => this.visitor.asks(TheModelList.cards("Modelos")))
    .toEqual(
      models.map(({ model, address, price }) =>
        expect.objectContaining({ name: model, address, texts: expect.arrayContaining([price]) }),
      ),
    );
});

Then("every model of the list leads to its quote and its test drive", async function (this: SiteWorld) {
  const cards = await this.visitor.asks(TheModelList.cards("Modelos"));
  expect(cards.length).toBeGreaterThan(0);
  expect(cards).toEqual(
    cards.map(({ name, address }) => {
      const { quote, testDrive } = leadFormAddresses(address);
      return expect.objectContaining({
        links: expect.objectContaining({
          [`Cotação do modelo ${name}`]: quote,
          [`Test drive do modelo ${name}`]: testDrive,
        }),
      });
    }),
  );
});

Then(
  "the section {string} offers the models {string} and {string}",
  async function (this: SiteWorld, heading: string, first: string, second: string) {
    expect(await this.visitor.asks(TheModelList.names(heading))).toEqual([first, second]);
  },
);

Then("the section {string} offers these models:", async function (this: SiteWorld, heading: string, table: DataTable) {
  expect(await this.visitor.asks(TheModelList.names(heading))).toEqual(table.raw().map(([name]) => name));
});

Then("the page offers these models:", async function (this: SiteWorld, table: DataTable) {
  const rows = table.raw().map(([name = "", address = ""]) => [name, address]);
  await expect
    .poll(() => this.visitor.asks(TheModelList.addressesInThePage(rows.map(([name = ""]) => name))))
    .toEqual(Object.fromEntries(rows));
});

Then(
  "the list of models gives {string} the price {string}",
  async function (this: SiteWorld, model: string, price: string) {
    await expect
      .poll(() => this.visitor.asks(TheModelList.cards("Modelos")))
      .toContainEqual(expect.objectContaining({ name: model, texts: expect.arrayContaining([price]) }));
  },
);
