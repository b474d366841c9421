import { type DataTable, Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheMenuPictures } from "../support/screenplay/site-header/menu-pictures";
import { TheMainMenu, TheMenu } from "../support/screenplay/site-header/menus";
import { TheWindow } from "../support/screenplay/window";
import type { SiteWorld } from "../support/world";

/**
 * The main menu's menus (source spec §2): Modelos and Mundo MIT, a panel on
 * a desktop and an accordion in the phone's menu; their entries and pictures.
 */

When("the visitor opens the menu {string}", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(TheMainMenu.open(label));
});

When("the visitor clicks {string} in the main menu", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(TheMainMenu.clickButton(label));
});

When("the visitor opens the menu {string} from the keyboard", async function (this: SiteWorld, label: string) {
  await this.visitor.attemptsTo(TheMainMenu.openFromTheKeyboard(label));
});

When(
  "the visitor follows {string} in the menu {string}",
  async function (this: SiteWorld, label: string, menu: string) {
    await this.visitor.attemptsTo(TheMainMenu.follow(label, menu));
  },
);

When(
  /^the visitor (points at|reaches with the keyboard) "([^"]+)" in the menu "([^"]+)"$/,
  async function (this: SiteWorld, gesture: string, entry: string, menu: string) {
    await this.visitor.attemptsTo(
      gesture === "points at" ? TheMainMenu.pointAt(entry, menu) : TheMainMenu.reachWithTheKeyboard(entry, menu),
    );
  },
);

When("the visitor clicks on the page outside the header", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(TheWindow.clickFarFromTheHeader());
});

Then("the menu {string} is open", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheMenu.state(label))).toEqual({ expanded: "true", panelShown: true });
});

Then("the menu {string} is closed", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheMenu.state(label))).toEqual({ expanded: "false", panelShown: false });
});

Then("no menu is open", async function (this: SiteWorld) {
  // Waited for: a widened window reaches the page with its next frame.
  await expect.poll(() => this.visitor.asks(TheMenu.openOnes())).toEqual([]);
});

Then("the button {string} of the main menu has the focus", async function (this: SiteWorld, label: string) {
  await expect.poll(() => this.visitor.asks(TheMenu.buttonHasTheFocus(label))).toBe(true);
});

Then(
  /^the menu "([^"]+)" lists the (SUVs|pickups) "([^"]+)"$/,
  async function (this: SiteWorld, menu: string, kind: string, names: string) {
    // Listed where the visitor can see and point at each: none hidden, cut off, or lain over (by the picture).
    expect(await this.visitor.asks(TheMenu.modelList(menu, kind === "SUVs" ? "SUVs" : "Picapes"))).toEqual({
      entries: names.split(", "),
      unseen: [],
    });
  },
);

Then(
  "the model {string} in the menu carries the label {string}",
  async function (this: SiteWorld, model: string, label: string) {
    await expect.poll(() => this.visitor.asks(TheMenu.modelEntryNamed(model, label))).toBe(true);
    // Carried so that it is read: the label's text stands out from its own background (WCAG AA, 4.5:1).
    const shown = await this.visitor.asks(TheMenu.modelLabel(model, label));
    expect(shown.shown, `the label "${label}" shows`).toBe(true);
    expect(shown.contrast, `the contrast of the label "${label}"`).toBeGreaterThanOrEqual(4.5);
  },
);

Then("the model {string} in the menu carries no label", async function (this: SiteWorld, model: string) {
  await expect.poll(() => this.visitor.asks(TheMenu.modelEntryNamed(model))).toBe(true);
});

Then("the menu {string} lists these links:", async function (this: SiteWorld, menu: string, table: DataTable) {
  const links = table.raw().map(([label, path]) => [label ?? "", path ?? ""]);
  // Every link shown where the visitor can see it.
  await expect.poll(() => this.visitor.asks(TheMenu.links(menu))).toEqual({ links, unseen: [] });
});

Then(/^the SUV list stands (beside|above) the pickup list$/, async function (this: SiteWorld, where: string) {
  const arrangement = where === "beside" ? "side by side" : "one above the other";
  await expect.poll(() => this.visitor.asks(TheMenu.modelListsArrangement())).toBe(arrangement);
});

Then(
  "every address of the menu {string}'s model image asks the optimiser for quality {int}",
  async function (this: SiteWorld, menu: string, quality: number) {
    const qualities = await this.visitor.asks(TheMenuPictures.qualities(menu));
    expect(qualities.length, `the addresses of the menu "${menu}"'s image`).toBeGreaterThan(0);
    expect(qualities.filter(([, asked]) => asked !== String(quality))).toEqual([]);
  },
);

Then(
  "the menu {string} shows a model image of {int} by {int} pixels",
  async function (this: SiteWorld, menu: string, width: number, height: number) {
    await expect
      .poll(() => this.visitor.asks(TheMenuPictures.picture(menu)))
      .toEqual({
        shown: true,
        width: String(width),
        height: String(height),
        drawnSize: [width, height],
        loaded: true,
      });
  },
);

Then(
  "the model image shows {string} from the image service as {string}",
  async function (this: SiteWorld, model: string, imageId: string) {
    await expect
      .poll(() => this.visitor.asks(TheMenuPictures.modelImage(model)))
      .toEqual({ shown: true, drawnFrom: `/api/images/v1.0/${imageId}` });
  },
);

Then("the menu {string} shows the logo {string}", async function (this: SiteWorld, menu: string, logo: string) {
  // Source spec §7: the image address is for model images only; a menu's logo is drawn from elsewhere.
  await expect
    .poll(() => this.visitor.asks(TheMenuPictures.logo(menu, logo)))
    .toEqual({ shown: true, loaded: true, fromTheImageService: false });
});

Then(
  "pointing at each of these entries of the menu {string} shows a different picture as its logo:",
  async function (this: SiteWorld, menu: string, table: DataTable) {
    const seen: string[] = [];
    for (const [entry = ""] of table.raw()) {
      await this.visitor.attemptsTo(TheMainMenu.pointAt(entry, menu));
      // The picture drawn, once loaded: a logo whose name follows the entry but whose drawing does not fails here.
      const drawn = () => this.visitor.asks(TheMenuPictures.drawnLogo(menu));
      await expect
        .poll(async () => !["", ...seen].includes(await drawn()), {
          message: `a picture of its own for "${entry}" (seen: ${seen.join(", ")})`,
        })
        .toBe(true);
      seen.push(await drawn());
    }
  },
);

Then("the menu {string} shows no image from the image service", async function (this: SiteWorld, menu: string) {
  // Source spec §7: the menu uses the image address for model images only.
  await expect
    .poll(() => this.visitor.asks(TheMenuPictures.fromTheImageService(menu)))
    .toEqual({ shown: true, fromTheImageService: [] });
});

Then("the menu {string} shows no image", async function (this: SiteWorld, menu: string) {
  await expect.poll(() => this.visitor.asks(TheMenuPictures.count(menu))).toBe(0);
});
