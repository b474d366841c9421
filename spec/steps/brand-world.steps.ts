import { type DataTable, Then } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import { TheBrandWorld } from "../support/screenplay/brand-world";
import type { SiteWorld } from "../support/world";

/** The brand world (Mundo MIT): its events, ambassadors, sponsorships and partnerships. */

/** The project's drawings are served from /artwork. */
const ARTWORK = /^\/artwork\/[a-z0-9-]+\.svg$/;

Then(
  "the section {string} shows these events, in this order, each with its logo:",
  async function (this: SiteWorld, heading: string, table: DataTable) {
    const expected = table.hashes() as Array<{ event: string; address: string; logo: string; description: string }>;
    await expect
      .poll(() => this.visitor.asks(TheBrandWorld.events(heading)))
      .toEqual(
        expected.map(({ event, address, description }) => ({
          event,
          address,
          texts: expect.arrayContaining([description]),
        })),
      );
    for (const { event, logo } of expected) {
      // The event's logo (its logoId), not another of its drawings under the logo's name.
      await expect
        .poll(() => this.visitor.asks(TheBrandWorld.drawing(`Logotipo ${event}`, heading)))
        .toBe(`/artwork/${logo}.svg`);
    }
  },
);

Then(
  "the section {string} describes {string} as {string}",
  async function (this: SiteWorld, heading: string, event: string, description: string) {
    await expect
      .poll(() => this.visitor.asks(TheBrandWorld.events(heading)))
      .toContainEqual(expect.objectContaining({ event, texts: expect.arrayContaining([description]) }));
  },
);

Then(
  "the page presents the ambassadors {string}, {string}, {string} and {string}, each with a drawn portrait",
  async function (this: SiteWorld, first: string, second: string, third: string, fourth: string) {
    const names = [first, second, third, fourth];
    await expect.poll(() => this.visitor.asks(TheBrandWorld.people())).toEqual(names);
    for (const name of names) {
      await expect
        .poll(() => this.visitor.asks(TheBrandWorld.drawing(`Retrato ilustrado de ${name}`)))
        .toMatch(ARTWORK);
    }
  },
);

Then("the page says the profiles are illustrative and portray no real person", async function (this: SiteWorld) {
  await expect
    .poll(() => this.visitor.asks(TheBrandWorld.says(/Perfis e retratos ilustrativos.*não retratam pessoas reais/)))
    .toBe(true);
});
