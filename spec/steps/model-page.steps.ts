import { Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import type { SiteWorld } from "../support/world";

/** A model page of the catalogue: its name, tagline, starting price and versions. */

/** The top of the model page: the region named after the model's heading. */
async function hero(world: SiteWorld): Promise<Locator> {
  const name = (await world.page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  return world.page.getByRole("region", { name: name.trim(), exact: true });
}

/** A version of the model, by the start of its name ("GL 2.4 Diesel 4x4 MT"). */
function version(world: SiteWorld, name: string): Locator {
  return world.page.getByRole("article", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
}

When("a visitor opens the model page {string}", async function (this: SiteWorld, address: string) {
  await this.navigation.visit(address);
});

Then("the page shows the model {string}", async function (this: SiteWorld, name: string) {
  await expect(this.page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
});

Then("the page shows the tagline {string}", async function (this: SiteWorld, tagline: string) {
  await expect((await hero(this)).getByText(tagline, { exact: true })).toBeVisible();
});

Then("the starting price reads {string}", async function (this: SiteWorld, text: string) {
  await expect((await hero(this)).getByText(text, { exact: true })).toBeVisible();
});

Then("the version {string} costs {string}", async function (this: SiteWorld, name: string, price: string) {
  await expect(version(this, name).getByText(price, { exact: true })).toBeVisible();
});

Then("the page lists the versions:", async function (this: SiteWorld, table: { raw(): string[][] }) {
  const names = table.raw().map(([name]) => name ?? "");
  const articles = this.page.getByRole("region", { name: "Versões e preços" }).getByRole("article");
  await expect(articles).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(articles.nth(index).getByRole("heading")).toHaveText(new RegExp(`^${escapeRegExp(name)}\\b`));
  }
});

Then("every version reads {string}", async function (this: SiteWorld, text: string) {
  const articles = this.page.getByRole("region", { name: "Versões e preços" }).getByRole("article");
  const count = await articles.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(articles.nth(index).getByText(text, { exact: true })).toBeVisible();
  }
});

Then(
  "no price on the page reads {string} or {string}",
  async function (this: SiteWorld, first: string, second: string) {
    const text = (await this.page.getByRole("main").innerText()).replace(/\u00a0/g, " ");
    expect(text).not.toContain(first);
    expect(text).not.toMatch(new RegExp(`\\b${escapeRegExp(second)}\\b`));
  },
);

/**
 * The version is the one the address's anchor names, the page is scrolled to
 * it, and it is highlighted as the part the address leads to (the
 * brand-coloured ring), whether the visitor came by the address or by a jump
 * within the site (where CSS's :target does not follow).
 */
async function expectTargeted(world: SiteWorld, name: string): Promise<Locator> {
  const article = version(world, name);
  await expect(article).toBeInViewport();
  const named = await article.evaluate((element) => {
    const card = element.closest("li");
    return card !== null && `#${card.id}` === window.location.hash;
  });
  expect(named, `the address ${world.page.url()} should point at "${name}"`).toBe(true);
  const ring = () => article.evaluate((element) => getComputedStyle(element.closest("li") ?? element).boxShadow);
  await expect.poll(ring, `"${name}" is highlighted`).not.toBe("none");
  return article;
}

Then("the version {string} is in view, marked {string}", async function (this: SiteWorld, name: string, badge: string) {
  const article = await expectTargeted(this, name);
  await expect(article.getByText(badge, { exact: true })).toBeVisible();
});

Then("the version {string} is in view", async function (this: SiteWorld, name: string) {
  await expectTargeted(this, name);
});

Then(/^the gallery shows (\d+) pictures of the (.+)$/, async function (this: SiteWorld, count: string, model: string) {
  const pictures = this.page
    .getByRole("region", { name: "Galeria", exact: true })
    .getByRole("img", { name: new RegExp(`^${escapeRegExp(model)}: ilustração \\d+ de ${count}$`) });
  await expect(pictures).toHaveCount(Number(count));
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
});
