import { Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { MODELS } from "../../site/src/catalogue/models";
import { quoteAddress, testDriveAddress } from "../../site/src/routes/lead-forms";
import { modelAddress } from "../../site/src/routes/model-address";
import { startingPriceText } from "../../site/src/rules/prices";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";
import { section } from "./page-sections.steps";

/**
 * Lists of models (the home page's showcase, a model page's suggestions, the
 * models of a sales programme): each card names its model in a heading that
 * links to its page, shows its starting price and leads to its quote and test drive.
 */

const byPosition = [...MODELS].sort((a, b) => a.position - b.position);

/** The model names a list shows, in order, read from the headings of its cards. */
async function namesIn(list: Locator): Promise<string[]> {
  const names = await list.getByRole("listitem").getByRole("heading").getByRole("link").allInnerTexts();
  return names.map((name) => name.trim());
}

function card(list: Locator, name: string): Locator {
  return list.getByRole("listitem").filter({ has: list.page().getByRole("heading", { name, exact: true }) });
}

Then("the list of models shows every model of the catalogue with its starting price", async function (this: SiteWorld) {
  const list = section(this, "Modelos");
  expect(await namesIn(list)).toEqual(byPosition.map((model) => model.name));
  for (const model of byPosition) {
    const each = card(list, model.name);
    await expect(each.getByRole("link", { name: model.name, exact: true })).toHaveAttribute(
      "href",
      modelAddress(model),
    );
    await expect(each.getByText(startingPriceText(model), { exact: true })).toBeVisible();
  }
});

Then("every model of the list leads to its quote and its test drive", async function (this: SiteWorld) {
  const list = section(this, "Modelos");
  for (const model of byPosition) {
    const each = card(list, model.name);
    await expect(each.getByRole("link", { name: `Cotação do modelo ${model.name}` })).toHaveAttribute(
      "href",
      quoteAddress(model),
    );
    await expect(each.getByRole("link", { name: `Test drive do modelo ${model.name}` })).toHaveAttribute(
      "href",
      testDriveAddress(model),
    );
  }
});

Then(
  "the section {string} offers the models {string} and {string}",
  async function (this: SiteWorld, heading: string, first: string, second: string) {
    expect(await namesIn(section(this, heading))).toEqual([first, second]);
  },
);

Then(
  "the section {string} offers exactly the catalogue's models sold directly",
  async function (this: SiteWorld, heading: string) {
    const sold = byPosition.filter((model) => model.directSales).map((model) => model.name);
    expect(sold.length).toBeGreaterThan(0);
    expect(await namesIn(section(this, heading))).toEqual(sold);
  },
);

Then(
  "the page offers the models {string}, {string}, {string}, {string} and {string}",
  async function (this: SiteWorld, first: string, second: string, third: string, fourth: string, fifth: string) {
    const names = [first, second, third, fourth, fifth];
    const main = this.page.getByRole("main");
    for (const name of names) {
      const model = MODELS.find((candidate) => candidate.name === name);
      if (!model) throw new Error(`${name} is not a model of the catalogue.`);
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", modelAddress(model));
    }
  },
);
