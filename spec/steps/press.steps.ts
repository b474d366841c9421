import { type DataTable, Then } from "@cucumber/cucumber";
import type { Locator } from "playwright-core";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** A section of the page's content by its heading (until this domain moves to the screenplay). */
function section(world: SiteWorld, heading: string): Locator {
  return world.page.getByRole("main").getByRole("region", { name: heading, exact: true });
}

/** The press room: releases, newest first, dated in pt-BR. */

Then("the press releases read, in this order:", async function (this: SiteWorld, table: DataTable) {
  const releases = section(this, "Comunicados").getByRole("article");
  const expected = table.raw();
  await expect(releases).toHaveCount(expected.length);
  for (const [index, [title = "", date = ""]] of expected.entries()) {
    await expect(releases.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(releases.nth(index).getByText(date, { exact: true })).toBeVisible();
  }
});
