import { When } from "@cucumber/cucumber";
import { modelEntry, openMenu } from "../support/site-chrome";
import type { SiteWorld } from "../support/world";

/**
 * The model lists of the Modelos menu (source spec §9): where each entry
 * leads, followed as a visitor does, from the menu of the home page.
 */

const LISTS = { SUV: "SUVs", pickup: "Picapes" } as const;

When(
  /^a visitor follows the (SUV|pickup) list's entry "([^"]+)"$/,
  async function (this: SiteWorld, list: keyof typeof LISTS, label: string) {
    await this.navigation.visit("/");
    const panel = await openMenu(this.page, "Modelos");
    await this.navigation.followLink(modelEntry(panel.getByRole("list", { name: LISTS[list], exact: true }), label));
  },
);
