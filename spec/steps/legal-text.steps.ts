import { Then } from "@cucumber/cucumber";
import { lastDayOfMonthOf } from "../support/calendar";
import { expect } from "../support/expect";
import { TheLegalText } from "../support/screenplay/legal-text";
import type { SiteWorld } from "../support/world";

/** The legal text at the foot of a model page. */

Then("the legal text reads {string}", async function (this: SiteWorld, text: string) {
  await expect.poll(() => this.visitor.asks(TheLegalText())).toContain(text);
});

Then("the legal text does not read {string}", async function (this: SiteWorld, text: string) {
  expect(await this.visitor.asks(TheLegalText())).not.toContain(text);
});

Then(
  "the page as built reads {string} with the last day of the month it was built in",
  async function (this: SiteWorld, sentence: string) {
    const url = this.navigation.currentUrl();
    const pageData = await this.navigation.get(this.navigation.address(`/page-data${url.pathname}/page-data.json`));
    const { builtOn } = (await pageData.json()).result.pageContext as { builtOn: string };
    const html = await (await this.navigation.get(url.toString())).text();
    expect(html).toContain(sentence.replace("{date}", lastDayOfMonthOf(builtOn)));
  },
);
