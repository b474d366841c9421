import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { expectedHeadOf } from "../support/page-heads";
import { TheDocumentHead } from "../support/screenplay/document-head";
import { Visit } from "../support/screenplay/navigation";
import { TheCurrentAddress } from "../support/screenplay/site-links";
import { ArriveInPieces, ShowEveryPicture, TheWholePage } from "../support/screenplay/whole-page";
import { everyPageOfTheSpec, mainHeadingsOf, servedPage } from "../support/served-pages";
import { siteAddresses, statusOf } from "../support/site-links";
import { chromeOf } from "../support/visibility-rules";
import type { SiteWorld } from "../support/world";

/**
 * Any page of the site as a whole: it answers, its one main heading, its own
 * title and description, the chrome its address calls for, and links that
 * lead somewhere. What each page's head should say is the spec's fixture
 * (spec/fixtures/page-heads.yaml); which chrome it shows, the source spec's
 * visibility rules (support/visibility-rules.ts).
 */

When("an anonymous visitor opens {string}", async function (this: SiteWorld, path: string) {
  // Every scenario starts in a fresh browser context: no cookie, no stored credential.
  expect(await this.visitor.asks(TheWholePage.cookies())).toEqual([]);
  await this.visitor.attemptsTo(Visit.at(path));
});

Then("the page answers 200 without asking for any sign-in", async function (this: SiteWorld) {
  const { visit, path, passwordFields } = await this.visitor.asks(TheWholePage.answer());
  expect(visit, "the visit got an answer").not.toBeNull();
  expect(visit?.status).toBe(200);
  expect(visit?.redirected, "the page answered without a redirect").toBe(false);
  expect(visit?.headers["www-authenticate"]).toBeUndefined();
  expect(path).toBe(new URL(visit?.address ?? "").pathname);
  expect(passwordFields, "password fields").toBe(0);
});

Then("the page's one main heading is {string}", async function (this: SiteWorld, heading: string) {
  await expect.poll(() => this.visitor.asks(TheWholePage.mainHeadings())).toEqual([heading]);
});

Then("the page carries its own title and description", async function (this: SiteWorld) {
  const { title, description } = expectedHeadOf((await this.visitor.asks(TheCurrentAddress())).path);
  await expect.poll(() => this.visitor.asks(TheDocumentHead.title())).toBe(title);
  await expect.poll(() => this.visitor.asks(TheDocumentHead.meta("description"))).toBe(description);
});

Then("the header and the footer show as the visibility rules say", async function (this: SiteWorld) {
  const chrome = chromeOf((await this.visitor.asks(TheCurrentAddress())).path);
  await expect
    .poll(() => this.visitor.asks(TheWholePage.chrome()))
    .toEqual({ headers: chrome.header ? 1 : 0, footers: chrome.footer ? 1 : 0 });
});

Given("the visitor's connection is slow: each page arrives in pieces", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(ArriveInPieces());
});

Then("the page did not move as it loaded", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheWholePage.picturesInTheWindowArrived())).toBe(true);
  expect(await this.visitor.asks(TheWholePage.layoutShifts()), "layout shifts of the page as it loaded").toEqual([]);
});

Then("every link of the page to the site leads to a page that answers", async function (this: SiteWorld) {
  const { page: address, hrefs } = await this.visitor.asks(TheWholePage.links());
  const addresses = siteAddresses(hrefs, address);
  // Every page links to the site at least once (the form-vip page, with neither header nor footer, to the
  // privacy policy): none found means the links were not read, not that all of them answered.
  expect(addresses.length, "links of the page to the site").toBeGreaterThan(0);
  const statuses = await Promise.all(addresses.map(async (each) => ({ address: each, status: await statusOf(each) })));
  expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
});

Then("a screenshot of the whole page is attached as {string}", async function (this: SiteWorld, name: string) {
  await this.visitor.attemptsTo(ShowEveryPicture());
  await this.attachScreenshot(name, { fullPage: true });
});

/** The address of a model's page by the source's rule (§2): its body style and its name, lower case in pt-BR, words joined by hyphens. */
function modelAddressBySourceRule(bodyStyle: string, model: string): string {
  const slug = (name: string) => name.toLocaleLowerCase("pt-BR").trim().split(/\s+/).join("-");
  return `/${slug(bodyStyle)}/${slug(model)}`;
}

/** A served page answers at exactly its address, with one main heading. */
async function expectServedWithHeading(world: SiteWorld, address: string, heading: string): Promise<void> {
  const served = await servedPage(world.baseUrl, address);
  expect(served.status, `${address} answers`).toBe(200);
  expect(served.headers.get("content-type") ?? "", `${address} is a page`).toMatch(/^text\/html/);
  expect(mainHeadingsOf(served.html), `the main heading of ${address}`).toEqual([heading]);
}

Then("these addresses answer with their pages:", async function (this: SiteWorld, table: DataTable) {
  for (const [address = "", heading = ""] of table.raw()) await expectServedWithHeading(this, address, heading);
});

Then(
  "each model answers at its body style and its name, in lower case, words joined by hyphens:",
  async function (this: SiteWorld, table: DataTable) {
    for (const { "body style": bodyStyle = "", model = "", address = "" } of table.hashes()) {
      expect(address, `the address of ${model}`).toBe(modelAddressBySourceRule(bodyStyle, model));
      await expectServedWithHeading(this, address, model);
    }
  },
);

Then("every page of the site answers an anonymous visitor, asking for no sign-in", async function (this: SiteWorld) {
  const addresses = everyPageOfTheSpec();
  expect(addresses.length, "the pages of the site").toBeGreaterThan(40);
  for (const address of addresses) {
    // A plain request: no cookie, no credential, as a first-time visitor's browser sends it.
    const served = await servedPage(this.baseUrl, address);
    expect(served.status, `${address} answers`).toBe(200);
    expect(served.headers.get("www-authenticate"), `${address} asks for no credentials`).toBeNull();
    expect(served.html, `${address} has no password field`).not.toMatch(/<input\b[^>]*\btype="?password/i);
  }
});
