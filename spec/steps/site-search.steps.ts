import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { Search, TheSearch } from "../support/screenplay/site-search";
import type { SiteWorld } from "../support/world";

/** The header's search (decision CHROME-6): models and pages by name. */

When("the visitor opens the search", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Search.open());
});

When("the visitor opens the search of the page", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Search.openFromThePage());
});

When("the visitor closes the search", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Search.close());
});

When("the visitor searches for {string}", async function (this: SiteWorld, query: string) {
  await this.visitor.attemptsTo(Search.for(query));
});

When("the visitor presses {string} in the search", async function (this: SiteWorld, key: string) {
  await this.visitor.attemptsTo(Search.press(key));
});

When("the visitor chooses the result {string}", async function (this: SiteWorld, name: string) {
  await this.visitor.attemptsTo(Search.choose(name));
});

When("the visitor opens the active result with Enter", async function (this: SiteWorld) {
  await this.visitor.attemptsTo(Search.press("Enter"));
});

Then("the search is open with the focus in its field", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheSearch.fieldHasTheFocus())).toBe(true);
});

Then("the search is closed", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheSearch.dialogs())).toBe(0);
});

Then("the search lists {string}", async function (this: SiteWorld, name: string) {
  await expect.poll(() => this.visitor.asks(TheSearch.lists(name))).toBe(true);
});

Then("the search lists {int} results", async function (this: SiteWorld, count: number) {
  await expect.poll(async () => (await this.visitor.asks(TheSearch.results())).length).toBe(count);
});

Then("the first search result is {string}", async function (this: SiteWorld, name: string) {
  await expect.poll(async () => (await this.visitor.asks(TheSearch.results()))[0]).toBe(name);
});

/** The field points at the option by its id (aria-activedescendant); both are waited for, as the key press re-renders. */
Then("the active search result is {string}", async function (this: SiteWorld, name: string) {
  await expect
    .poll(
      async () => {
        const { result, active } = await this.visitor.asks(TheSearch.active(name));
        return result !== null && result === active;
      },
      { message: `the field points at the result "${name}"` },
    )
    .toBe(true);
});

Then("the search says {string}", async function (this: SiteWorld, message: string) {
  await expect.poll(() => this.visitor.asks(TheSearch.says())).toBe(message);
});

Then("the search button has the focus", async function (this: SiteWorld) {
  await expect.poll(() => this.visitor.asks(TheSearch.buttonHasTheFocus())).toBe(true);
});
