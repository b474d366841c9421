import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { ThePressReleases } from "../support/screenplay/press";
import type { SiteWorld } from "../support/world";

/** The press room: releases, newest first, dated in pt-BR. */

Then("the press releases read, in this order:", async function (this: SiteWorld, table: DataTable) {
  const expected = table.raw().map(([title = "", date = ""]) => ({ title, lines: expect.arrayContaining([date]) }));
  await expect.poll(() => this.visitor.asks(ThePressReleases())).toEqual(expected);
});
