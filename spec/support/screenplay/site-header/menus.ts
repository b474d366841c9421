import { textContrast } from "../../contrast";
import { expect } from "../../expect";
import { unseenLinks } from "../../unseen-links";
import { type Actor, type Question, question, type Task, task } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import { controlledBy, hamburger, menuButton, menuEntry, menuPanel, modelEntry, siteHeader } from "./elements";

/**
 * The main menu's menus (source spec §2): Modelos and Mundo MIT, each a
 * button and the panel it opens on a desktop, or an accordion in the phone's
 * menu.
 */

/**
 * Reaches the main menu: on a phone or tablet it sits behind the hamburger, which is opened when it is
 * closed; on the desktop it is in view.
 */
async function revealMainMenu(web: BrowseTheWeb): Promise<void> {
  const button = hamburger(web);
  if ((await button.isVisible()) && (await button.attribute("aria-expanded")) === "false") await button.click();
}

export const TheMainMenu = {
  /** Reaches the main menu, behind the hamburger below 1080 px. */
  reveal: (): Task => task("reveal the main menu", (actor) => revealMainMenu(BrowseTheWeb.as(actor))),

  /** Opens a menu of the main menu (revealing the main menu first below 1080 px), once its button says so. */
  open: (label: string): Task =>
    task(`open the menu ${label}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await revealMainMenu(web);
      const button = menuButton(web, label);
      if ((await button.attribute("aria-expanded")) !== "true") await button.click();
      await expect.poll(() => button.attribute("aria-expanded"), { message: `the menu ${label} opened` }).toBe("true");
    }),

  clickButton: (label: string): Task =>
    task(`click ${label} in the main menu`, (actor) => menuButton(BrowseTheWeb.as(actor), label).click()),

  openFromTheKeyboard: (label: string): Task =>
    task(`open the menu ${label} from the keyboard`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await menuButton(web, label).focus();
      await web.press("Enter");
    }),

  /** Follows an entry of a menu (a link, or a model entry whatever its label), opening the menu first. */
  follow: (entry: string, menu: string): Task =>
    task(`follow ${entry} in the menu ${menu}`, async (actor) => {
      await actor.attemptsTo(TheMainMenu.open(menu));
      const web = BrowseTheWeb.as(actor);
      await web.follow(menuEntry(await menuPanel(web, menu), entry));
    }),

  /** Follows a model's entry in one of the Modelos menu's lists ('SUVs', 'Picapes'), opening the menu first. */
  followModel: (model: string, list: string): Task =>
    task(`follow ${model} in the list ${list} of Modelos`, async (actor) => {
      await actor.attemptsTo(TheMainMenu.open("Modelos"));
      const web = BrowseTheWeb.as(actor);
      const panel = await menuPanel(web, "Modelos");
      await web.follow(modelEntry(panel.find({ role: "list", name: list }), model));
    }),

  pointAt: (entry: string, menu: string): Task =>
    task(`point at ${entry} in the menu ${menu}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await menuEntry(await menuPanel(web, menu), entry).hover();
    }),

  reachWithTheKeyboard: (entry: string, menu: string): Task =>
    task(`reach ${entry} in the menu ${menu} with the keyboard`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await menuEntry(await menuPanel(web, menu), entry).focus();
    }),
};

/** A menu as the visitor finds it: what its button says, and whether its panel shows. */
export interface MenuState {
  expanded: string | null;
  panelShown: boolean;
}

async function stateOf(actor: Actor, label: string): Promise<MenuState> {
  const web = BrowseTheWeb.as(actor);
  return {
    expanded: await menuButton(web, label).attribute("aria-expanded"),
    panelShown: await (await menuPanel(web, label)).isVisible(),
  };
}

export const TheMenu = {
  state: (label: string): Question<MenuState> =>
    question(`the state of the menu ${label}`, (actor) => stateOf(actor, label)),

  /**
   * What of the header is open: the menus whose button says so or whose panel shows, hidden buttons too,
   * and the phone's menu button, hidden or not (a window widened past 1080 px hides it, and the menu it
   * opened must have closed all the same).
   */
  openOnes: (): Question<string[]> =>
    question("what of the header is open", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const open: string[] = [];
      for (const label of ["Modelos", "Mundo MIT"]) {
        const button = siteHeader(web).find({ role: "button", name: label, includeHidden: true });
        const panel = await controlledBy(web, button, label);
        if ((await button.attribute("aria-expanded")) !== "false" || (await panel.isVisible())) open.push(label);
      }
      const phoneMenuButton = hamburger(web, { includeHidden: true });
      if ((await phoneMenuButton.count()) > 0 && (await phoneMenuButton.attribute("aria-expanded")) !== "false")
        open.push("Menu");
      return open;
    }),

  buttonHasTheFocus: (label: string): Question<boolean> =>
    question(`whether the button ${label} has the focus`, (actor) =>
      menuButton(BrowseTheWeb.as(actor), label).isFocused(),
    ),

  /** The entries of one of the Modelos lists ('SUVs', 'Picapes'), by their names without labels, and those unseen. */
  modelList: (menu: string, list: string): Question<{ entries: string[]; unseen: string[] }> =>
    question(`the list ${list} of the menu ${menu}`, async (actor) => {
      const found = (await menuPanel(BrowseTheWeb.as(actor), menu)).find({ role: "list", name: list });
      const entries = await found
        .find({ role: "link" })
        .runOnAll((links) => links.map((link) => (link.firstChild?.textContent ?? "").trim()));
      return { entries, unseen: await unseenLinks(found) };
    }),

  /** A menu's links, each as its text and its address, and those the visitor cannot see. */
  links: (menu: string): Question<{ links: string[][]; unseen: string[] }> =>
    question(`the links of the menu ${menu}`, async (actor) => {
      const panel = await menuPanel(BrowseTheWeb.as(actor), menu);
      const links = await panel
        .find({ role: "link" })
        .runOnAll((elements) =>
          elements.map((element) => [(element.textContent ?? "").trim(), element.getAttribute("href") ?? ""]),
        );
      return { links, unseen: await unseenLinks(panel) };
    }),

  /** Whether a model's entry of the Modelos menu is named by the model alone, or with this label. */
  modelEntryNamed: (model: string, label?: string): Question<boolean> =>
    question(`whether the entry ${model} is named ${label ?? "alone"}`, async (actor) => {
      const panel = await menuPanel(BrowseTheWeb.as(actor), "Modelos");
      const name = label ? `${model} ${label}` : model;
      return (await panel.find({ role: "link", name }).count()) === 1;
    }),

  /** The label of a model's entry: whether it shows, and how its text stands out from its background. */
  modelLabel: (model: string, label: string): Question<{ shown: boolean; contrast: number }> =>
    question(`the label ${label} of ${model}`, async (actor) => {
      const entry = modelEntry(await menuPanel(BrowseTheWeb.as(actor), "Modelos"), model);
      const text = entry.find({ text: label });
      const shown = await text.isVisible();
      return { shown, contrast: shown ? await textContrast(text) : 0 };
    }),

  /** How the Modelos panel lays out its two lists: side by side (the desktop), one above the other (a phone). */
  modelListsArrangement: (): Question<"side by side" | "one above the other" | "neither"> =>
    question("how the Modelos lists are laid out", async (actor) => {
      const panel = await menuPanel(BrowseTheWeb.as(actor), "Modelos");
      const suvs = await panel.find({ role: "list", name: "SUVs" }).box();
      const pickups = await panel.find({ role: "list", name: "Picapes" }).box();
      if (!suvs || !pickups) return "neither";
      if (pickups.x >= suvs.x + suvs.width && Math.abs(pickups.y - suvs.y) < 2) return "side by side";
      return pickups.y >= suvs.y + suvs.height ? "one above the other" : "neither";
    }),
};
