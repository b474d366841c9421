import { type DataTable, Then, When } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { parseColour, textContrast } from "../support/contrast";
import { expect } from "../support/expect";
import { pictureAddresses } from "../support/image-addresses";
import { declaredOrigin } from "../support/public-origin";
import { PlaywrightElement } from "../support/screenplay/playwright/playwright-element";
import {
  controlledBy,
  menuButton,
  menuPanel,
  modelEntry,
  openMenu,
  hamburger as siteHamburger,
  siteHeader,
  mainMenu as siteMainMenu,
} from "../support/site-chrome";
import { unseenLinks } from "../support/unseen-links";
import type { SiteWorld } from "../support/world";

/**
 * The site-wide header (source spec §2): the top bar, the main menu and its
 * Modelos and Mundo MIT panels, the mobile menu and its accordions, at every
 * width. Locators are by role and accessible name.
 */

function header(world: SiteWorld): Locator {
  return siteHeader(world.page);
}

function mainMenu(world: SiteWorld): Locator {
  return siteMainMenu(world.page);
}

function hamburger(world: SiteWorld): Locator {
  return siteHamburger(world.page);
}

function panelButton(world: SiteWorld, label: string): Locator {
  return menuButton(world.page, label);
}

function panelOf(world: SiteWorld, label: string): Promise<Locator> {
  return menuPanel(world.page, label);
}

function openPanel(world: SiteWorld, label: string): Promise<Locator> {
  return openMenu(world.page, label);
}

/** The texts of a list's links without the labels they carry. */
async function entryNames(list: Locator): Promise<string[]> {
  return list
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => (link.firstChild?.textContent ?? "").trim()));
}

// ---- Top bar ------------------------------------------------------------------------

/** The city button, which opens the top bar at every width. */
function cityButton(world: SiteWorld): Locator {
  return header(world).getByRole("button", { name: /^(Escolha sua cidade|Estou em .+)$/ });
}

/**
 * Shown to the visitor: visible, inside the window, and the element a click
 * at its middle would reach (not clipped, covered or pushed out of its bar).
 */
async function expectShown(link: Locator): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toBeInViewport();
  await link.click({ trial: true });
}

/** In the top bar: on the row of the city, not in the menu. */
async function expectOnTheCitysRow(world: SiteWorld, shown: Locator): Promise<void> {
  const [city, link] = [await cityButton(world).boundingBox(), await shown.boundingBox()];
  expect(city && link, "the city and the link are both shown").toBeTruthy();
  if (city && link) {
    const middle = link.y + link.height / 2;
    expect(middle).toBeGreaterThanOrEqual(city.y);
    expect(middle).toBeLessThanOrEqual(city.y + city.height);
  }
}

Then("the top bar links to {string} as {string}", async function (this: SiteWorld, path: string, label: string) {
  const shown = header(this).getByRole("link", { name: label, exact: true }).visible();
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("href", path);
  await expectShown(shown);
  await expectOnTheCitysRow(this, shown);
});

Then("the top bar does not show {string}", async function (this: SiteWorld, label: string) {
  await expect(cityButton(this)).toBeVisible();
  await expect(header(this).getByRole("link", { name: label, exact: true }).visible()).toHaveCount(0);
});

/** The customer-area link: named "Área do cliente" (the icon-only one), or by its text and its "G" (the top bar's). */
function customerAreaLink(world: SiteWorld): Locator {
  return header(world).getByRole("link", { name: /^Área do cliente( Entrar com Google)?$/ });
}

/**
 * Checks that a customer-area link is in view and leads to another site (source spec §1, §6), over https:
 * not the deployment's origin, nor the one the page declares as its own (a deployment behind another
 * address); the same customer area from every customer-area link of the page, whichever width shows it;
 * and no address the page gives another link (the privacy channel, a network), which would be that
 * link's site rather than a customer area.
 */
async function expectCustomerArea(world: SiteWorld, link: Locator): Promise<void> {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href")) ?? "";
  const address = new URL(href, world.page.url());
  expect(address.protocol).toBe("https:");
  expect(address.origin).not.toBe(new URL(world.baseUrl).origin);
  const declared = await declaredOrigin(world.page);
  if (declared) expect(address.origin).not.toBe(declared);
  // Every link of the page with its address made whole by the browser (an anchor's href property).
  const everyLink = await world.page.locator("a[href]").evaluateAll((anchors) =>
    (anchors as HTMLAnchorElement[]).map((anchor) => ({
      href: anchor.href,
      customerArea: /^Área do cliente/.test(anchor.getAttribute("aria-label") ?? anchor.textContent?.trim() ?? ""),
    })),
  );
  expect(new Set(everyLink.filter((each) => each.customerArea).map((each) => each.href))).toEqual(
    new Set([address.href]),
  );
  expect(everyLink.filter((each) => !each.customerArea).map((each) => each.href)).not.toContain(address.href);
}

/** HEADER-3: the top bar has the customer-area link, on the city's row like Institucional. */
Then("the top bar links to the customer area on its own site", async function (this: SiteWorld) {
  const shown = customerAreaLink(this).visible();
  await expect(shown).toHaveCount(1);
  await expectCustomerArea(this, shown);
  await expectOnTheCitysRow(this, shown);
});

Then("the customer-area link shows the icon {string}", async function (this: SiteWorld, icon: string) {
  // The link the visitor sees: the top bar's on a desktop, the menu's on a phone.
  const link = customerAreaLink(this).visible();
  await expect(link.getByRole("img", { name: icon, exact: true })).toBeVisible();
});

Then(
  "the header's service links are {string}, {string} and {string}",
  async function (this: SiteWorld, first: string, second: string, third: string) {
    const labels = [first, second, third];
    const services = header(this).getByRole("navigation", { name: "Atendimento", exact: true });
    await expect(services.getByRole("link")).toHaveText(labels);
  },
);

Then("the main menu sits below the top bar", async function (this: SiteWorld) {
  const city = header(this).getByRole("button", { name: /cidade|Estou em/ });
  const [cityBox, menuBox] = [await city.boundingBox(), await mainMenu(this).boundingBox()];
  expect(cityBox && menuBox, "both the city and the main menu are shown").toBeTruthy();
  if (cityBox && menuBox) expect(menuBox.y).toBeGreaterThanOrEqual(cityBox.y + cityBox.height);
});

// ---- Panels ---------------------------------------------------------------------------

When("the visitor opens the menu {string}", async function (this: SiteWorld, label: string) {
  await openPanel(this, label);
});

When("the visitor clicks {string} in the main menu", async function (this: SiteWorld, label: string) {
  await panelButton(this, label).click();
});

When("the visitor opens the menu {string} from the keyboard", async function (this: SiteWorld, label: string) {
  await panelButton(this, label).focus();
  await this.page.keyboard.press("Enter");
});

When(
  "the visitor follows {string} in the menu {string}",
  async function (this: SiteWorld, label: string, menu: string) {
    const panel = await openPanel(this, menu);
    await this.navigation.followLink(
      panel.getByRole("link", { name: label, exact: true }).or(modelEntry(panel, label)).first(),
    );
  },
);

When(
  /^the visitor (points at|reaches with the keyboard) "([^"]+)" in the menu "([^"]+)"$/,
  async function (this: SiteWorld, gesture: string, entry: string, menu: string) {
    const panel = await panelOf(this, menu);
    const link = panel.getByRole("link", { name: entry, exact: true }).or(modelEntry(panel, entry)).first();
    if (gesture === "points at") await link.hover();
    else await link.focus();
  },
);

When("the visitor clicks on the page outside the header", async function (this: SiteWorld) {
  await this.page.mouse.click(this.viewport.width / 2, this.viewport.height - 24);
});

Then("the menu {string} is open", async function (this: SiteWorld, label: string) {
  await expect(panelButton(this, label)).toHaveAttribute("aria-expanded", "true");
  await expect(await panelOf(this, label)).toBeVisible();
});

Then("the menu {string} is closed", async function (this: SiteWorld, label: string) {
  await expect(panelButton(this, label)).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(this, label)).toBeHidden();
});

Then("no menu is open", async function (this: SiteWorld) {
  for (const label of ["Modelos", "Mundo MIT"]) {
    const button = header(this).getByRole("button", { name: label, exact: true, includeHidden: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // And the panel itself out of sight, whatever its button says.
    await expect(await controlledBy(button, label)).toBeHidden();
  }
  // The phone's menu button too, hidden or not: a window widened past 1080 px hides it, and the menu it
  // opened must have closed all the same (waited for: the page hears of the new width with its next frame).
  const phoneMenuButton = siteHamburger(this.page, { includeHidden: true });
  if ((await phoneMenuButton.count()) > 0) await expect(phoneMenuButton).toHaveAttribute("aria-expanded", "false");
});

Then("the button {string} of the main menu has the focus", async function (this: SiteWorld, label: string) {
  await expect(panelButton(this, label)).toBeFocused();
});

Then(
  "every address of the menu {string}'s model image asks the optimiser for quality {int}",
  async function (this: SiteWorld, menu: string, quality: number) {
    const addresses = await pictureAddresses((await panelOf(this, menu)).getByRole("img"));
    expect(addresses.length, `the addresses of the menu "${menu}"'s image`).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(new URL(address, this.page.url()).searchParams.get("q"), address).toBe(String(quality));
    }
  },
);

Then(
  "the menu {string} shows a model image of {int} by {int} pixels",
  async function (this: SiteWorld, menu: string, width: number, height: number) {
    const image = (await panelOf(this, menu)).getByRole("img");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("width", String(width));
    await expect(image).toHaveAttribute("height", String(height));
    const box = await image.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([width, height]);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
  },
);

Then(
  "the model image shows {string} from the image service as {string}",
  async function (this: SiteWorld, model: string, imageId: string) {
    const image = (await panelOf(this, "Modelos")).getByRole("img", { name: `Ilustração: ${model}`, exact: true });
    await expect(image).toBeVisible();
    await expect
      .poll(async () => {
        const source = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc || element.src));
        return source.searchParams.get("url") ?? source.pathname;
      })
      .toBe(`/api/images/v1.0/${imageId}`);
  },
);

Then(
  /^the menu "([^"]+)" lists the (SUVs|pickups) "([^"]+)"$/,
  async function (this: SiteWorld, menu: string, kind: string, names: string) {
    const list = (await panelOf(this, menu)).getByRole("list", { name: kind === "SUVs" ? "SUVs" : "Picapes" });
    expect(await entryNames(list)).toEqual(names.split(", "));
    // Listed where the visitor can see and point at each: none hidden, cut off, or lain over (by the picture).
    expect(await unseenLinks(list), `entries of the ${kind} the visitor cannot see`).toEqual([]);
  },
);

Then(
  "the model {string} in the menu carries the label {string}",
  async function (this: SiteWorld, model: string, badge: string) {
    const entry = modelEntry(await panelOf(this, "Modelos"), model);
    await expect(entry).toHaveAccessibleName(`${model} ${badge}`);
    // Carried so that it is read: the label's text stands out from its own background (WCAG AA, 4.5:1).
    const label = entry.getByText(badge, { exact: true });
    await expect(label).toBeVisible();
    expect(
      await textContrast(new PlaywrightElement(label)),
      `the contrast of the label "${badge}"`,
    ).toBeGreaterThanOrEqual(4.5);
  },
);

Then("the model {string} in the menu carries no label", async function (this: SiteWorld, model: string) {
  await expect(modelEntry(await panelOf(this, "Modelos"), model)).toHaveAccessibleName(model);
});

Then("the menu {string} lists these links:", async function (this: SiteWorld, menu: string, table: DataTable) {
  const panel = await panelOf(this, menu);
  const expected = table.raw().map(([label, path]) => [label ?? "", path ?? ""]);
  const links = panel.getByRole("link");
  await expect(links).toHaveCount(expected.length);
  const actual = await links.evaluateAll((elements) =>
    elements.map((element) => [(element.textContent ?? "").trim(), element.getAttribute("href") ?? ""]),
  );
  expect(actual).toEqual(expected);
  expect(await unseenLinks(panel), `links of the menu "${menu}" the visitor cannot see`).toEqual([]);
});

Then("the menu {string} shows the logo {string}", async function (this: SiteWorld, menu: string, logo: string) {
  const image = (await panelOf(this, menu)).getByRole("img", { name: logo, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  // Source spec §7: the image address is for model images only; a menu's logo is drawn from elsewhere.
  const source = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc || element.src));
  expect(source.searchParams.get("url") ?? source.pathname).not.toMatch(/^\/api\/images\//);
});

Then(
  "pointing at each of these entries of the menu {string} shows a different picture as its logo:",
  async function (this: SiteWorld, menu: string, table: DataTable) {
    const panel = await panelOf(this, menu);
    const logo = panel.getByRole("img").first();
    const seen: string[] = [];
    for (const [entry = ""] of table.raw()) {
      await panel.getByRole("link", { name: entry, exact: true }).hover();
      // The picture drawn, once loaded: a logo whose name follows the entry but whose drawing does not fails here.
      const drawn = () =>
        logo.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0 ? image.currentSrc : ""));
      await expect
        .poll(
          async () => {
            const picture = await drawn();
            return picture !== "" && !seen.includes(picture);
          },
          { message: `a picture of its own for "${entry}" (seen: ${seen.join(", ")})` },
        )
        .toBe(true);
      seen.push(await drawn());
    }
  },
);

Then("the menu {string} shows no image from the image service", async function (this: SiteWorld, menu: string) {
  // Source spec §7: the menu uses the image address for model images only.
  const images = (await panelOf(this, menu)).getByRole("img");
  await expect(images.first()).toBeVisible();
  const sources = await images.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src),
  );
  const drawnFrom = sources.map((source) => {
    const address = new URL(source);
    return address.searchParams.get("url") ?? address.pathname;
  });
  expect(drawnFrom.filter((address) => address.startsWith("/api/images/"))).toEqual([]);
});

Then("the menu {string} shows no image", async function (this: SiteWorld, menu: string) {
  await expect((await panelOf(this, menu)).getByRole("img")).toHaveCount(0);
});

// ---- The mobile menu -------------------------------------------------------------------

When("the visitor opens the mobile menu", async function (this: SiteWorld) {
  await expect(hamburger(this)).toHaveAttribute("aria-expanded", "false");
  await hamburger(this).click();
});

When("the visitor closes the mobile menu", async function (this: SiteWorld) {
  await expect(hamburger(this)).toHaveAttribute("aria-expanded", "true");
  await hamburger(this).click();
});

Then("the main menu is hidden behind the button {string}", async function (this: SiteWorld, label: string) {
  const button = header(this).getByRole("button", { name: label, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(mainMenu(this)).toBeHidden();
});

Then("the main menu is in view without a menu button", async function (this: SiteWorld) {
  await expect(mainMenu(this)).toBeVisible();
  await expect(hamburger(this)).toBeHidden();
});

Then("the button {string} that opens the menu has the focus", async function (this: SiteWorld, label: string) {
  await expect(hamburger(this)).toHaveAccessibleName(label);
  await expect(hamburger(this)).toBeFocused();
});

/** The window changes size as a visitor turns a tablet or drags a desktop window's edge. */
When("the window is resized to {int} by {int} pixels", async function (this: SiteWorld, width: number, height: number) {
  await this.page.setViewportSize({ width, height });
});

Then("the mobile menu is open", async function (this: SiteWorld) {
  await expect(hamburger(this)).toHaveAttribute("aria-expanded", "true");
  await expect(mainMenu(this)).toBeVisible();
});

Then("the mobile menu offers {string}", async function (this: SiteWorld, label: string) {
  await expect(
    header(this)
      .getByRole("link", { name: label, exact: true })
      .or(header(this).getByRole("button", { name: label, exact: true }))
      .first(),
  ).toBeVisible();
});

Then("the header has a user icon leading to the customer area", async function (this: SiteWorld) {
  const link = header(this).getByRole("link", { name: "Área do cliente", exact: true });
  await expectCustomerArea(this, link);
  await expect(link).toHaveText("");
});

Then("the SUV list stands beside the pickup list", async function (this: SiteWorld) {
  const panel = await panelOf(this, "Modelos");
  const suvs = await panel.getByRole("list", { name: "SUVs" }).boundingBox();
  const pickups = await panel.getByRole("list", { name: "Picapes" }).boundingBox();
  expect(suvs && pickups).toBeTruthy();
  if (suvs && pickups) {
    expect(pickups.x).toBeGreaterThanOrEqual(suvs.x + suvs.width);
    expect(Math.abs(pickups.y - suvs.y)).toBeLessThan(2);
  }
});

Then("the SUV list stands above the pickup list", async function (this: SiteWorld) {
  const panel = await panelOf(this, "Modelos");
  const suvs = await panel.getByRole("list", { name: "SUVs" }).boundingBox();
  const pickups = await panel.getByRole("list", { name: "Picapes" }).boundingBox();
  expect(suvs && pickups).toBeTruthy();
  if (suvs && pickups) expect(pickups.y).toBeGreaterThanOrEqual(suvs.y + suvs.height);
});

/** Whether an element stands wholly inside the window (run in the page). */
function isWhollyInWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
}

/** The box of the mobile menu, which the hamburger controls. */
async function mobileMenuBox(world: SiteWorld) {
  return (await controlledBy(hamburger(world), "Menu")).boundingBox();
}

Then("the mobile menu covers the width of the window", async function (this: SiteWorld) {
  const box = await mobileMenuBox(this);
  expect(box && Math.round(box.width)).toBe(this.viewport.width);
});

Then("the mobile menu opens beside the page, which stays in view", async function (this: SiteWorld) {
  const box = await mobileMenuBox(this);
  expect(box).toBeTruthy();
  if (box) expect(box.x + box.width).toBeLessThan(this.viewport.width * 0.75);
});

When(
  "the visitor scrolls the mobile menu with the wheel until {string} shows",
  async function (this: SiteWorld, label: string) {
    const link = header(this).getByRole("link", { name: label, exact: true }).first();
    // A finger or a wheel over the menu, not a script: a menu that cannot scroll keeps what is below out of reach.
    // (The page's clock is Playwright's and paused, so no animation frame is awaited: a round trip lets the scroll land.)
    for (let turn = 0; turn < 12 && !(await link.evaluate(isWhollyInWindow)); turn += 1) {
      await this.scrolling.wheel(240);
      await this.page.evaluate(() => 0);
    }
    expect(await link.evaluate(isWhollyInWindow), `"${label}" reached by scrolling the menu`).toBe(true);
  },
);

Then("the page beside the menu is dimmed", async function (this: SiteWorld) {
  const box = await mobileMenuBox(this);
  expect(box).toBeTruthy();
  if (!box) return;
  // Halfway between the sheet's edge and the window's, mid-height: what lies over the page there.
  const point = { x: (box.x + box.width + this.viewport.width) / 2, y: this.viewport.height / 2 };
  const layers = await this.page.evaluate(({ x, y }) => {
    const stack = document.elementsFromPoint(x, y);
    const page = stack.findIndex((element) => element.closest("main") !== null);
    return (page === -1 ? stack : stack.slice(0, page)).map((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, opacity: Number(style.opacity), visibility: style.visibility };
    });
  }, point);
  // A dark veil the page shows through: neither clear nor opaque.
  const veils = layers.filter(({ background, opacity, visibility }) => {
    const [red, green, blue, alpha] = parseColour(background);
    const shade = alpha * opacity;
    return visibility === "visible" && shade >= 0.2 && shade <= 0.9 && (red + green + blue) / 3 < 128;
  });
  expect(
    veils.length,
    `a dimming layer over the page at ${JSON.stringify(point)}: ${JSON.stringify(layers)}`,
  ).toBeGreaterThan(0);
});

// ---- Presence and screenshots ------------------------------------------------------------

Then("the page has the site header", async function (this: SiteWorld) {
  await expect(header(this)).toBeVisible();
});

Then("the page has no site header", async function (this: SiteWorld) {
  await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(header(this)).toHaveCount(0);
});

Then(
  "the brand's logo {string} stands above the main heading, in place of the header",
  async function (this: SiteWorld, name: string) {
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    const logos = this.page.getByRole("img", { name, exact: true });
    // Shown, whole, at the top of the window and above the heading (the footer's logo is far below).
    const above = await logos.evaluateAll((elements) => {
      const heading = document.querySelector("h1")?.getBoundingClientRect();
      return elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return heading !== undefined && box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= heading.top;
      }).length;
    });
    expect(above, `a "${name}" logo above the page's heading`).toBeGreaterThan(0);
  },
);

Then("a screenshot of the window is attached as {string}", async function (this: SiteWorld, name: string) {
  await this.attachScreenshot(name);
});

Then("the header's menus link these pages:", async function (this: SiteWorld, table: DataTable) {
  for (const [label = "", path = ""] of table.raw()) {
    const links = header(this).getByRole("link", { name: label, exact: true });
    await expect(links.first(), `the header's link "${label}"`).toHaveAttribute("href", path);
    for (const href of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))) {
      expect(href, `every visible "${label}" link of the header`).toBe(path);
    }
  }
});
