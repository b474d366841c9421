import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The sections of a page's content: each is a region named by its heading, so
 * a visitor with a screen reader moves through them as a sighted one scans.
 */

/** A section of the page's content by its heading. */
export function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

Then("the page has these sections, in this order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([heading]) => heading ?? "");
  const headings = (await this.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts()).map(
    (heading) => heading.trim(),
  );
  expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);
  for (const heading of expected) await expect(section(this, heading)).toBeVisible();
});

Then(
  "between the sections {string} and {string} the page calls again to {string} and {string}",
  async function (this: SiteWorld, before: string, after: string, first: string, second: string) {
    const [start, end] = [await section(this, before).elementHandle(), await section(this, after).elementHandle()];
    for (const label of [first, second]) {
      const between = await this.page
        .getByRole("main")
        .getByRole("link", { name: label, exact: true })
        .evaluateAll(
          (links, [from, to]) =>
            links.filter(
              (link) =>
                link.getClientRects().length > 0 &&
                (from?.compareDocumentPosition(link) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING &&
                !from?.contains(link) &&
                (to?.compareDocumentPosition(link) ?? 0) & Node.DOCUMENT_POSITION_PRECEDING,
            ).length,
          [start, end],
        );
      expect(between, `a link "${label}" after "${before}" and before "${after}"`).toBeGreaterThan(0);
    }
  },
);

Then("the page has the section {string}", async function (this: SiteWorld, heading: string) {
  await expect(section(this, heading)).toBeVisible();
});

Then("the page has no section {string}", async function (this: SiteWorld, heading: string) {
  await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(section(this, heading)).toHaveCount(0);
});

Then("the page offers the button {string}", async function (this: SiteWorld, label: string) {
  await expect(this.page.getByRole("main").getByRole("button", { name: label, exact: true })).toBeVisible();
});

Then("the section {string} reads {string}", async function (this: SiteWorld, heading: string, text: string) {
  await expect(section(this, heading)).toContainText(text);
});

Then("the section {string} does not read {string}", async function (this: SiteWorld, heading: string, text: string) {
  await expect(section(this, heading)).toBeVisible();
  await expect(section(this, heading)).not.toContainText(text);
});

Then("the section {string} shows {string} in bold", async function (this: SiteWorld, heading: string, text: string) {
  // A model year's description is HTML (source spec §3): shown as markup, not as its tags written out.
  await expect(section(this, heading).locator("strong, b").getByText(text, { exact: true })).toBeVisible();
});

Then(
  "the section {string} links to the privacy channel {string}",
  async function (this: SiteWorld, heading: string, address: string) {
    // The channel is a form on another site (source spec §2): the same one the footer links to.
    const link = section(this, heading).getByRole("link", { name: "Abrir o canal de privacidade", exact: true });
    await expect(link).toHaveAttribute("href", address);
    const footerChannel = this.page.getByRole("contentinfo").getByRole("link", { name: "Canal de privacidade" });
    await expect(footerChannel).toHaveAttribute("href", address);
  },
);

Then("the home page highlights offers, services and the events of Mundo MIT", async function (this: SiteWorld) {
  const offers = section(this, "Ofertas em destaque").getByRole("link", { name: /^Ver condições da oferta / });
  expect(await offers.count(), "highlighted offers").toBeGreaterThan(0);
  for (const href of await offers.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/ofertas#[a-z0-9-]+$/);
  }
  // Four services (PAGE-16), each leading to its own page.
  const services = section(this, "Serviços e benefícios").getByRole("listitem");
  await expect(services).toHaveCount(4);
  for (const href of await services
    .getByRole("link")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
    expect(href).toMatch(/^\/mit-[a-z0-9-]+$/);
  }
  await expect(
    section(this, "Serviços e benefícios").getByRole("link", { name: "Todos os serviços e benefícios" }),
  ).toHaveAttribute("href", "/servicos-beneficios");
  const events = section(this, "Mundo MIT").getByRole("listitem");
  await expect(events).toHaveCount(4);
  await expect(section(this, "Mundo MIT").getByRole("link", { name: "Conheça o Mundo MIT" })).toHaveAttribute(
    "href",
    "/mundo-mit",
  );
});

Then("the page's introduction reads {string}", async function (this: SiteWorld, text: string) {
  // The lead under the main heading: what the page says first.
  await expect(this.page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
});

/** The note that says what the page shows is the project's sample data (decisions PAGE-30, PAGE-34), seen by every visitor. */
Then("the page says it shows sample data: {string}", async function (this: SiteWorld, text: string) {
  const note = this.page
    .getByRole("main")
    .locator("p", { hasText: /^\s*Dados de exemplo\./ })
    .filter({ hasText: text });
  await expect(note.first()).toBeVisible();
  // Said to every visitor, not only to screen readers: a note clipped to a pixel would still count as visible.
  const box = await note.first().boundingBox();
  expect(box && Math.min(box.width, box.height), "the note's smaller side, in pixels").toBeGreaterThan(8);
});
