import { type DataTable, Then, When } from "@cucumber/cucumber";
import { chassisAsChecked } from "../oracles/chassis";
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

Then("the chassis check says nothing yet", async function (this: SiteWorld) {
  await expect(chassisCheck(this).getByLabel("Número do chassi", { exact: true })).toBeVisible();
  await expect(chassisCheck(this).getByRole("status")).toHaveText("");
});

Then("the chassis check offers {string}", async function (this: SiteWorld, label: string) {
  await expect(chassisCheck(this).getByRole("status").getByRole("link", { name: label, exact: true })).toBeVisible();
});

/**
 * Whatever the page did with the typed chassis has happened once it settled: a request in its
 * address or in its body (a POST, a beacon) carries the value out of the browser either way.
 */
Then("nothing the visitor typed left the browser", async function (this: SiteWorld) {
  await this.navigation.waitUntilSettled();
  const values = (typed.get(this) ?? [])
    .flatMap((value) => [value, chassisAsChecked(value)])
    .filter((value) => value.length > 0)
    .map((value) => value.toUpperCase());
  const leaks = this.requests.requests
    .map((request) => `${request.method()} ${request.url()} ${request.postData() ?? ""}`)
    .filter((sent) => {
      const decoded = safelyDecoded(sent).toUpperCase();
      return values.some((value) => decoded.includes(value));
    });
  expect(leaks).toEqual([]);
});

/** Percent-decoded where it can be: a body is not always an encoded address. */
function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

Then("the page lists the recall campaigns:", async function (this: SiteWorld, table: DataTable) {
  const campaigns = section(this, "Campanhas de recall").getByRole("article").getByRole("heading", { level: 3 });
  await expect(campaigns).toHaveText(table.raw().map(([title]) => title ?? ""));
});
