import { When } from "@cucumber/cucumber";
import { Visit } from "../support/screenplay/navigation";
import { TheMainMenu } from "../support/screenplay/site-header/menus";
import type { SiteWorld } from "../support/world";

/**
 * The model lists of the Modelos menu (source spec §9): where each entry
 * leads, followed as a visitor does, from the menu of the home page.
 */

const LISTS = { SUV: "SUVs", pickup: "Picapes" } as const;

When(
  /^a visitor follows the (SUV|pickup) list's entry "([^"]+)"$/,
  async function (this: SiteWorld, list: keyof typeof LISTS, label: string) {
    await this.visitor.attemptsTo(Visit.at("/"), TheMainMenu.followModel(label, LISTS[list]));
  },
);
