import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** Services and benefits: the nine services, the guaranteed buy-back programme, the toll-free numbers. */

function conditionsOf(world: SiteWorld, heading: string) {
  return section(world, heading).getByRole("list", { name: "Condições da recompra garantida" }).getByRole("listitem");
}

Then(
  "the section {string} lists these conditions:",
  async function (this: SiteWorld, heading: string, table: DataTable) {
    await expect(conditionsOf(this, heading)).toHaveText(table.raw().map(([condition]) => condition ?? ""));
  },
);

Then("the page offers these toll-free numbers:", async function (this: SiteWorld, table: DataTable) {
  const rows = table.hashes();
  for (const { service = "", purpose = "", number = "", dials = "" } of rows) {
    // The line of the number: the service's card elsewhere on the page names the service too.
    const line = this.page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: service })
      .filter({ has: this.page.getByRole("link", { name: number, exact: true }) });
    await expect(line.getByRole("link", { name: number, exact: true })).toHaveAttribute("href", dials);
    // Each line says what it is for (assistance, insurance, subscription), and not what another line is for,
    // in its own words: the service's name ("MIT Seguro") already holds its purpose's word, so it is left out.
    const words = (text: string) => text.toLocaleLowerCase("pt-BR");
    const said = words((await line.innerText()).replace(service, ""));
    expect(said, `what the line of ${service} is for`).toContain(words(purpose));
    for (const other of rows.filter((row) => row.purpose !== purpose)) {
      expect(said, `what the line of ${service} is for`).not.toContain(words(other.purpose ?? ""));
    }
  }
});

Then(
  "the page offers the toll-free number {string}, which dials {string}",
  async function (this: SiteWorld, display: string, tel: string) {
    const links = this.page.getByRole("main").getByRole("link", { name: display, exact: true });
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((each) => each.map((link) => link.getAttribute("href")))) {
      expect(href, `every "${display}" link of the page`).toBe(tel);
    }
  },
);

/** The buy-back's share is the one figure in per cent these pages give: wherever it is written, it is the same. */
Then("every percentage the page gives is {string}", async function (this: SiteWorld, share: string) {
  const shares = (await this.page.getByRole("main").innerText()).match(/\d+(?:[.,]\d+)?\s?%/g) ?? [];
  expect(shares.length, "percentages on the page").toBeGreaterThan(0);
  for (const each of shares) expect(each.replace(/\s/g, "")).toBe(share);
});

Then("the services page links these services:", async function (this: SiteWorld, table: DataTable) {
  const links = section(this, "Nossos serviços").getByRole("heading").getByRole("link");
  const found = await links.evaluateAll((elements) =>
    elements.map((element) => [element.textContent?.trim() ?? "", element.getAttribute("href") ?? ""]),
  );
  expect(found).toEqual(table.raw());
});

Then(
  "each service's page says what it is, how it works, who can use it and what to do next",
  async function (this: SiteWorld) {
    const links = section(this, "Nossos serviços").getByRole("heading").getByRole("link");
    const services = await links.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.textContent?.trim() ?? "",
        path: element.getAttribute("href") ?? "",
      })),
    );
    expect(services).toHaveLength(9);
    for (const { name, path } of services) {
      await this.navigation.moveWithinSite(path);
      await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(name);
      const says: string[] = [];
      for (const heading of ["O que é", "Como funciona", "Quem pode usar"]) {
        await expect(section(this, heading).getByRole("heading", { level: 2 })).toBeVisible();
        const text = (await section(this, heading).innerText()).slice(heading.length).trim();
        expect(text.length, `${name}: ${heading}`).toBeGreaterThan(20);
        says.push(text);
      }
      // Three answers, not one said three times: how it works is not who can use it.
      expect(new Set(says).size, `${name}: what each section says`).toBe(says.length);
      await expect(section(this, "Próximo passo").getByRole("link")).not.toHaveCount(0);
    }
  },
);

Then(
  "the page offers toll-free numbers for exactly these purposes:",
  async function (this: SiteWorld, table: DataTable) {
    // A toll-free line of the page: a list item with a link that dials a Brazilian 0800 number.
    const lines = this.page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: this.page.locator('a[href^="tel:+55800"]') });
    const purposes = table.raw().map(([purpose = ""]) => purpose);
    await expect(lines).toHaveCount(purposes.length);
    const words = (text: string) => text.toLocaleLowerCase("pt-BR");
    const said = (await lines.allInnerTexts()).map(words);
    // Each purpose is said by exactly one line: three lines, one for each.
    for (const purpose of purposes) {
      expect(
        said.filter((line) => line.includes(words(purpose))),
        `the lines for "${purpose}"`,
      ).toHaveLength(1);
    }
  },
);
