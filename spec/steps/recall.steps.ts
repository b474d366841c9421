import { type DataTable, Then, When } from "@cucumber/cucumber";
import { normaliseChassis } from "../../contracts/vin";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";
import { section } from "./page-sections.steps";

/** The recall page: its campaigns and the chassis check, which runs in the browser. */

/** What the visitor typed into the chassis field, per scenario. */
const typed = new WeakMap<SiteWorld, string[]>();

function chassisCheck(world: SiteWorld) {
  return section(world, "Consulte o seu chassi");
}

When("the visitor checks the chassis {string}", async function (this: SiteWorld, chassis: string) {
  typed.set(this, [...(typed.get(this) ?? []), chassis]);
  await chassisCheck(this).getByLabel("Número do chassi", { exact: true }).fill(chassis);
  await chassisCheck(this).getByRole("button", { name: "Consultar chassi", exact: true }).click();
});

Then("the chassis check says {string}", async function (this: SiteWorld, message: string) {
  await expect(chassisCheck(this).getByRole("status")).toContainText(message);
});

Then("the chassis check offers {string}", async function (this: SiteWorld, label: string) {
  await expect(chassisCheck(this).getByRole("status").getByRole("link", { name: label, exact: true })).toBeVisible();
});

Then("nothing the visitor typed left the browser", function (this: SiteWorld) {
  const values = (typed.get(this) ?? []).flatMap((value) => [value, normaliseChassis(value)]);
  const leaks = this.requests.urls.filter((address) => {
    const decoded = decodeURIComponent(address).toUpperCase();
    return values.some((value) => value.length > 0 && decoded.includes(value.toUpperCase()));
  });
  expect(leaks).toEqual([]);
});

Then("the page lists the recall campaigns:", async function (this: SiteWorld, table: DataTable) {
  const campaigns = section(this, "Campanhas de recall").getByRole("article").getByRole("heading", { level: 3 });
  await expect(campaigns).toHaveText(table.raw().map(([title]) => title ?? ""));
});
