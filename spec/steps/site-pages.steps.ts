import { type DataTable, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { expectedHeadOf } from "../support/page-heads";
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
  expect(await this.context.cookies()).toEqual([]);
  await this.navigation.visit(path);
});

Then("the page answers 200 without asking for any sign-in", async function (this: SiteWorld) {
  const answer = this.navigation.lastAnswer;
  expect(answer, "the visit got an answer").not.toBeNull();
  if (!answer) return;
  expect(answer.status()).toBe(200);
  expect(answer.request().redirectedFrom(), "the page answered without a redirect").toBeNull();
  expect(answer.headers()["www-authenticate"]).toBeUndefined();
  expect(this.navigation.currentUrl().pathname).toBe(new URL(answer.url()).pathname);
  await expect(this.page.locator("input[type=password]")).toHaveCount(0);
});

Then("the page's one main heading is {string}", async function (this: SiteWorld, heading: string) {
  const headings = this.page.getByRole("heading", { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(heading);
});

Then("the page carries its own title and description", async function (this: SiteWorld) {
  const { title, description } = expectedHeadOf(this.navigation.currentUrl().pathname);
  await expect(this.page).toHaveTitle(title);
  await expect(this.page.locator('head meta[name="description"]')).toHaveAttribute("content", description);
});

Then("the header and the footer show as the visibility rules say", async function (this: SiteWorld) {
  const chrome = chromeOf(this.navigation.currentUrl().pathname);
  await expect(this.page.getByRole("banner")).toHaveCount(chrome.header ? 1 : 0);
  await expect(this.page.getByRole("contentinfo")).toHaveCount(chrome.footer ? 1 : 0);
});

Then("the page did not move as it loaded", async function (this: SiteWorld) {
  // Read once the page has done all it would do unasked: what it loads on demand has arrived and run, and the
  // pictures and fonts in the window have come (a picture with no size reserved moves the page as it arrives).
  await this.navigation.waitUntilSettled();
  await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      this.page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  // The browser keeps every layout shift since the page began; an observer asked for the buffered ones gets
  // them at once (takeRecords: the suite's stopped clock would hold a callback).
  const shifts = await this.page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
    >;
    observer.disconnect();
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        moved: (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ""}.${node.className}` : String(node),
        ),
      }));
  });
  expect(shifts, "layout shifts of the page as it loaded").toEqual([]);
});

Then("every link of the page to the site leads to a page that answers", async function (this: SiteWorld) {
  const hrefs = await this.page
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const addresses = siteAddresses(hrefs, this.page.url());
  // Every page links to the site at least once (the form-vip page, with neither header nor footer, to the
  // privacy policy): none found means the links were not read, not that all of them answered.
  expect(addresses.length, "links of the page to the site").toBeGreaterThan(0);
  const statuses = await Promise.all(addresses.map(async (address) => ({ address, status: await statusOf(address) })));
  expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
});

Then("a screenshot of the whole page is attached as {string}", async function (this: SiteWorld, name: string) {
  // Images below the fold load as the visitor scrolls: bring each in view once, so the screenshot shows them all
  // (decorative ones too, which have no role).
  const images = this.page.getByRole("main").locator("img");
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((elements) => elements.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  await this.page.evaluate(() => window.scrollTo(0, 0));
  await this.attachScreenshot(name, { fullPage: true });
});

/** The address of a model's page by the source's rule (§2): its body style and its name, lower case in pt-BR, words joined by hyphens. */
function modelAddressBySourceRule(bodyStyle: string, model: string): string {
  const slug = (name: string) => name.toLocaleLowerCase("pt-BR").trim().split(/\s+/).join("-");
  return `/${slug(bodyStyle)}/${slug(model)}`;
}

/** A served page answers at exactly its address, with one main heading. */
async function expectServedWithHeading(world: SiteWorld, address: string, heading: string): Promise<void> {
  const page = await servedPage(world.baseUrl, address);
  expect(page.status, `${address} answers`).toBe(200);
  expect(page.headers.get("content-type") ?? "", `${address} is a page`).toMatch(/^text\/html/);
  expect(mainHeadingsOf(page.html), `the main heading of ${address}`).toEqual([heading]);
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
    const page = await servedPage(this.baseUrl, address);
    expect(page.status, `${address} answers`).toBe(200);
    expect(page.headers.get("www-authenticate"), `${address} asks for no credentials`).toBeNull();
    expect(page.html, `${address} has no password field`).not.toMatch(/<input\b[^>]*\btype="?password/i);
  }
});
