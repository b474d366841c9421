import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { Visit } from "../support/screenplay/navigation";
import { TheServices } from "../support/screenplay/services";
import type { SiteWorld } from "../support/world";

/** Services and benefits: the nine services, the guaranteed buy-back programme, the toll-free numbers. */

const words = (text: string) => text.toLocaleLowerCase("pt-BR");

Then(
  "the section {string} lists these conditions:",
  async function (this: SiteWorld, heading: string, table: DataTable) {
    const conditions = table.raw().map(([condition]) => condition ?? "");
    await expect.poll(() => this.visitor.asks(TheServices.conditions(heading))).toEqual(conditions);
  },
);

Then("the page offers these toll-free numbers:", async function (this: SiteWorld, table: DataTable) {
  const rows = table.hashes();
  const lines = await this.visitor.asks(TheServices.numberLines());
  for (const { service = "", purpose = "", number = "", dials = "" } of rows) {
    // The line of the number: the service's card elsewhere on the page names the service too.
    const line = lines.find((each) => each.text.includes(service) && each.links.some(([name]) => name === number));
    expect(line?.links, `the line of ${service}`).toContainEqual([number, dials]);
    // Each line says what it is for (assistance, insurance, subscription), and not what another line is for,
    // in its own words: the service's name ("MIT Seguro") already holds its purpose's word, so it is left out.
    const said = words((line?.text ?? "").replace(service, ""));
    expect(said, `what the line of ${service} is for`).toContain(words(purpose));
    for (const other of rows.filter((row) => row.purpose !== purpose)) {
      expect(said, `what the line of ${service} is for`).not.toContain(words(other.purpose ?? ""));
    }
  }
});

Then(
  "the page offers the toll-free number {string}, which dials {string}",
  async function (this: SiteWorld, display: string, tel: string) {
    const links = await this.visitor.asks(TheServices.numberLinks(display));
    expect(links.shown, `a "${display}" link shows`).toBe(true);
    expect(links.addresses, `every "${display}" link of the page`).toEqual(links.addresses.map(() => tel));
  },
);

/** The buy-back's share is the one figure in per cent these pages give: wherever it is written, it is the same. */
Then("every percentage the page gives is {string}", async function (this: SiteWorld, share: string) {
  const shares = (await this.visitor.asks(TheServices.mainText())).match(/\d+(?:[.,]\d+)?\s?%/g) ?? [];
  expect(shares.length, "percentages on the page").toBeGreaterThan(0);
  expect(shares.map((each) => each.replace(/\s/g, ""))).toEqual(shares.map(() => share));
});

Then("the services page links these services:", async function (this: SiteWorld, table: DataTable) {
  expect(await this.visitor.asks(TheServices.linked())).toEqual(table.raw());
});

const SERVICE_SECTIONS = ["O que é", "Como funciona", "Quem pode usar"];

Then(
  "each service's page says what it is, how it works, who can use it and what to do next",
  async function (this: SiteWorld) {
    const services = await this.visitor.asks(TheServices.linked());
    expect(services).toHaveLength(9);
    for (const [name = "", path = ""] of services) {
      await this.visitor.attemptsTo(Visit.withinTheSite(path));
      const service = await this.visitor.asks(TheServices.servicePage(SERVICE_SECTIONS));
      expect(service.heading).toBe(name);
      for (const heading of SERVICE_SECTIONS)
        expect(service.says[heading]?.length, `${name}: ${heading}`).toBeGreaterThan(20);
      // Three answers, not one said three times: how it works is not who can use it.
      expect(new Set(Object.values(service.says)).size, `${name}: what each section says`).toBe(
        SERVICE_SECTIONS.length,
      );
      expect(service.nextSteps, `${name}: the next step's links`).toBeGreaterThan(0);
    }
  },
);

Then(
  "the page offers toll-free numbers for exactly these purposes:",
  async function (this: SiteWorld, table: DataTable) {
    // A toll-free line of the page: a list item with a link that dials a Brazilian 0800 number.
    const lines = (await this.visitor.asks(TheServices.numberLines())).filter((line) =>
      line.links.some(([, href]) => href?.startsWith("tel:+55800")),
    );
    const purposes = table.raw().map(([purpose = ""]) => purpose);
    expect(lines).toHaveLength(purposes.length);
    const said = lines.map((line) => words(line.text));
    // Each purpose is said by exactly one line: three lines, one for each.
    for (const purpose of purposes) {
      expect(
        said.filter((line) => line.includes(words(purpose))),
        `the lines for "${purpose}"`,
      ).toHaveLength(1);
    }
  },
);
