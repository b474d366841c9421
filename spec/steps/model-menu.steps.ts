import { When } from "@cucumber/cucumber";
import { PICKUP_MENU, SUV_MENU } from "../../site/src/catalogue/model-menu";
import type { SiteWorld } from "../support/world";

/**
 * The model lists of the Modelos menu as data (the header that shows them is
 * checked by the header's own scenarios): where each entry leads.
 */

const LISTS = { SUV: SUV_MENU, pickup: PICKUP_MENU } as const;

When(
  /^a visitor follows the (SUV|pickup) list's entry "([^"]+)"$/,
  async function (this: SiteWorld, list: keyof typeof LISTS, label: string) {
    const entry = LISTS[list].find((item) => item.label === label);
    if (!entry) throw new Error(`The ${list} list has no entry "${label}".`);
    await this.navigation.visit(entry.link);
  },
);
