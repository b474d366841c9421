import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheFooter } from "../support/screenplay/footer";
import type { SiteWorld } from "../support/world";

/** The site-wide footer. */

Then("the page has the site footer", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheFooter.isShown())).toBe(true);
});

/** A link of the footer offered where the visitor reads it: shown, its text standing out from the footer (WCAG AA, 4.5:1). */
async function expectFooterLink(world: SiteWorld, path: string, label: string): Promise<void> {
  await expect.poll(() => world.visitor.asks(TheFooter.link(label))).toMatchObject({ address: path, shown: true });
  const { contrast } = await world.visitor.asks(TheFooter.link(label));
  expect(contrast, `the contrast of the link "${label}"`).toBeGreaterThanOrEqual(4.5);
}

Then("the footer links to {string} as {string}", async function (this: SiteWorld, path: string, label: string) {
  await expectFooterLink(this, path, label);
});

Then("the footer links to these pages:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", path = ""] of table.raw()) await expectFooterLink(this, path, label);
});

Then("the footer has no link to these pages, under any label:", async function (this: SiteWorld, table: DataTable) {
  const rows = table.raw();
  // Every link of the footer, shown or not, by where it leads: a page kept under another label is still there.
  const links = await this.visitor.asks(TheFooter.linksTo(rows.map(([label = ""]) => label)));
  expect(links.shown, "the footer shows").toBe(true);
  expect(links.named, "footer links under these labels").toBe(0);
  expect(links.paths.filter((path) => rows.some(([, unwanted]) => unwanted === path))).toEqual([]);
});

Then("the page has no site footer", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheFooter.absence())).toEqual({ heading: true, footers: 0 });
});

Then(
  "the footer's {string} leads to the external address {string}",
  async function (this: SiteWorld, label: string, address: string) {
    const link = await this.visitor.asks(TheFooter.externalLink(label));
    expect(link).toMatchObject({ shown: true, address });
    expect(new URL(address).origin).not.toBe(link.siteOrigin);
  },
);

/** An icon of the footer: a drawing of its store or network, loaded, inside a link named after it. */
Then(
  /^the footer shows these (?:app-store badges|social networks) as icons:$/,
  async function (this: SiteWorld, table: DataTable) {
    for (const [label = ""] of table.raw()) {
      await expect
        .poll(() => this.visitor.asks(TheFooter.icon(label)))
        .toMatchObject({ shown: true, name: label, drawingTitle: label });
    }
  },
);

Then("these icons of the footer lead to the brand's pages on:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", host = ""] of table.raw()) {
    await expect
      .poll(() => this.visitor.asks(TheFooter.icon(label)))
      .toMatchObject({ shown: true, name: label, drawingTitle: label });
    const target = new URL((await this.visitor.asks(TheFooter.icon(label))).address ?? "");
    expect(target.host, `the host "${label}" leads to`).toBe(host);
    // The brand's own page there, not the store's or the network's front page.
    expect(target.pathname.replace(/\/+$/, ""), `the path of ${target.href}`).not.toBe("");
  }
});
