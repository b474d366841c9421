import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/**
 * Lists of models (the home page's showcase, a model page's suggestions, the
 * models of a sales programme): each card names its model in a heading that
 * links to its page, shows its starting price and leads to its quote and test
 * drive. What each list shows is written in the features.
 */

/** The model names a list shows, in order, read from the headings of its cards (which link to the models' pages). */
export async function namesIn(list: Locator): Promise<string[]> {
  const names = await list.getByRole("listitem").getByRole("heading").getByRole("link").allInnerTexts();
  return names.map((name) => name.trim());
}

function card(list: Locator, name: string): Locator {
  return list.getByRole("listitem").filter({ has: list.page().getByRole("heading", { name, exact: true }) });
}

/** The addresses of a model's quote and test drive (decision PAGE-2): the forms, with the model's slug. */
function leadFormAddresses(modelAddress: string): { quote: string; testDrive: string } {
  const slug = modelAddress.split("/").at(-1);
  return {
    quote: `/informacoes-pre-atendimento/cotacao?modelo=${slug}`,
    testDrive: `/informacoes-pre-atendimento/test-drive?modelo=${slug}`,
  };
}

Then("the list of models shows, in this order:", async function (this: SiteWorld, table: DataTable) {
  const list = section(this, "Modelos");
  const models = table.hashes() as Array<{ model: string; address: string; price: string }>;
  expect(await namesIn(list)).toEqual(models.map(({ model }) => model));
  for (const { model, address, price } of models) {
    const each = card(list, model);
    await expect(each.getByRole("link", { name: model, exact: true })).toHaveAttribute("href", address);
    await expect(each.getByText(price, { exact: true })).toBeVisible();
  }
});

Then("every model of the list leads to its quote and its test drive", async function (this: SiteWorld) {
  const list = section(this, "Modelos");
  const models = await list
    .getByRole("listitem")
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => ({ name: link.textContent?.trim() ?? "", address: link.getAttribute("href") ?? "" })),
    );
  expect(models.length).toBeGreaterThan(0);
  for (const { name, address } of models) {
    const { quote, testDrive } = leadFormAddresses(address);
    const each = card(list, name);
    await expect(each.getByRole("link", { name: `Cotação do modelo ${name}` })).toHaveAttribute("href", quote);
    await expect(each.getByRole("link", { name: `Test drive do modelo ${name}` })).toHaveAttribute("href", testDrive);
  }
});

Then(
  "the section {string} offers the models {string} and {string}",
  async function (this: SiteWorld, heading: string, first: string, second: string) {
    expect(await namesIn(section(this, heading))).toEqual([first, second]);
  },
);

Then("the section {string} offers these models:", async function (this: SiteWorld, heading: string, table: DataTable) {
  expect(await namesIn(section(this, heading))).toEqual(table.raw().map(([name]) => name));
});

Then("the page offers these models:", async function (this: SiteWorld, table: DataTable) {
  const main = this.page.getByRole("main");
  for (const [name = "", address = ""] of table.raw()) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", address);
  }
});

Then(
  "the list of models gives {string} the price {string}",
  async function (this: SiteWorld, model: string, price: string) {
    await expect(card(section(this, "Modelos"), model).getByText(price, { exact: true })).toBeVisible();
  },
);
