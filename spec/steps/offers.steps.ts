import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import type { SiteWorld } from "../support/world";

/** The offers of the month (/ofertas): each an article named by its headline. */

/** Text as the visitor reads it: Intl's no-break spaces read as spaces. */
const readable = (text: string) => text.replace(/\u00a0/g, " ");

function offer(world: SiteWorld, title: string): Locator {
  return world.page.getByRole("main").getByRole("article", { name: title, exact: true });
}

Then("the page shows these offers, in this order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw();
  const articles = this.page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(expected.length);
  for (const [index, [title = "", price = ""]] of expected.entries()) {
    await expect(articles.nth(index).getByRole("heading", { level: 2 })).toHaveText(title);
    expect(readable(await articles.nth(index).innerText())).toContain(price);
  }
});

Then(
  "the offer {string} lists the condition {string}",
  async function (this: SiteWorld, title: string, condition: string) {
    await expect(offer(this, title).getByRole("listitem").filter({ hasText: condition })).toHaveCount(1);
  },
);

Then(
  "the legal text of the offer {string} reads {string}",
  async function (this: SiteWorld, title: string, text: string) {
    await expect(offer(this, title).getByRole("region", { name: "Texto legal", exact: true })).toContainText(text);
  },
);

Then(/^the offer "([^"]+)" is (not )?highlighted$/, async function (this: SiteWorld, title: string, not?: string) {
  // The highlight is the brand-coloured ring around the offer.
  const ring = () => offer(this, title).evaluate((article) => getComputedStyle(article).boxShadow);
  if (not) await expect.poll(ring).toBe("none");
  else await expect.poll(ring).not.toBe("none");
});

Then(
  "the offer {string} is priced {string} down from {string}, which is struck through",
  async function (this: SiteWorld, title: string, price: string, before: string) {
    const article = offer(this, title);
    // Spaces as the browser writes them in prices (a no-break space after R$) or as the feature does.
    const loose = (text: string) => escapeRegExp(text).replaceAll(" ", String.raw`\s+`);
    await expect(article).toContainText(
      new RegExp(String.raw`de\s+` + loose(before) + String.raw`\s+por\s+` + loose(price)),
    );
    // The old price is the one struck through, as a shop window shows it; the new one stands.
    await expect(article.locator("s, del")).toHaveText([before]);
  },
);

Then("the offer {string} is in view", async function (this: SiteWorld, title: string) {
  const article = offer(this, title);
  await expect(article).toBeInViewport();
  // The address names the offer: its list item carries the offer's id.
  const id = await article.evaluate((element) => element.closest("li")?.id);
  expect(this.navigation.currentUrl().hash).toBe(`#${id}`);
});

Then("the subscription plans of {string} read:", async function (this: SiteWorld, model: string, table: DataTable) {
  const plans = this.page.getByRole("table", { name: new RegExp(`^Planos de assinatura do ${model} `) });
  const rows = await plans
    .getByRole("row")
    .evaluateAll((elements) =>
      elements.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
  expect(rows.map((row) => row.map(readable))).toEqual(table.raw());
});
