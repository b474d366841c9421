import { Then, When } from "@cucumber/cucumber";
import fc from "fast-check";
import { expect } from "../support/expect";
import { LandWithHostileValues, TheHostileLandings } from "../support/screenplay/hostile-landings";
import { Visit } from "../support/screenplay/navigation";
import { STEP_TIMEOUT_MS } from "../support/settings";
import type { SiteWorld } from "../support/world";

/**
 * Visitors who arrive with hostile addresses: scripts hidden in tracking
 * parameters, as a phishing link or a broken campaign tool would send them.
 * Every payload, if it ever ran, would set `window.__xss`.
 */

export const XSS_PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `"><img src=x onerror="window.__xss=1">`,
  `'><svg onload=window.__xss=1>`,
  `javascript:window.__xss=1`,
  `" onmouseover="window.__xss=1`,
  `</title><script>window.__xss=1</script>`,
  `%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `\u2028\u2029<script>window.__xss=1</script>`,
  `data:text/html,<script>window.__xss=1</script>`,
];

/**
 * The parameters the site reads or carries (every utm_* the source spec names, and the forms' `modelo`,
 * which preselects the model), and one it ignores.
 */
const PARAMETERS = [
  "modelo",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "campanha",
  "fbclid",
  "gclid",
  "qualquer",
];

/**
 * These steps open one page per value: each landing gets a step's budget of its own,
 * not a share of one (ten landings took over 20 s on a machine half as fast).
 */
const LANDINGS_TIMEOUT_MS = 12 * STEP_TIMEOUT_MS; // ten known payloads, eight generated values

When(
  "a visitor lands on {string} with each known script-injection payload in its parameters",
  { timeout: LANDINGS_TIMEOUT_MS },
  async function (this: SiteWorld, path: string) {
    await this.visitor.attemptsTo(LandWithHostileValues(path, PARAMETERS, XSS_PAYLOADS));
  },
);

When(
  "a visitor lands on {string} with {int} generated hostile values in its parameters",
  { timeout: LANDINGS_TIMEOUT_MS },
  async function (this: SiteWorld, path: string, count: number) {
    // A fixed seed keeps the run reproducible; the report names it with the values.
    const seed = 20261122;
    const values = fc.sample(
      fc.oneof(
        fc.string({ unit: "grapheme", maxLength: 40 }),
        fc.string({ unit: fc.constantFrom(..."<>\"'`=&#%;/\\:(){}[] ".split("")), maxLength: 30 }),
        fc
          .constantFrom(...XSS_PAYLOADS)
          .chain((payload) => fc.string({ maxLength: 8 }).map((noise) => noise + payload)),
      ),
      { numRuns: count, seed },
    );
    await this.attach(JSON.stringify({ seed, values }, null, 2), "application/json");
    await this.visitor.attemptsTo(LandWithHostileValues(path, PARAMETERS, values));
  },
);

Then("no payload ran and no dialog opened", async function (this: SiteWorld) {
  const ran = (await this.visitor.asks(TheHostileLandings())).landings.filter(
    (landing) => landing.ran || landing.dialogs > 0,
  );
  expect(ran.map((landing) => landing.address)).toEqual([]);
});

Then("no element or script of the payloads is in the page", async function (this: SiteWorld) {
  const landings = (await this.visitor.asks(TheHostileLandings())).landings;
  expect(landings.length).toBeGreaterThan(0);
  for (const landing of landings) expect(landing.foreign, `markup after landing on ${landing.address}`).toEqual([]);
});

Then("every link still leads where it leads without those parameters", async function (this: SiteWorld) {
  const { cleanTargets, landings } = await this.visitor.asks(TheHostileLandings());
  for (const landing of landings) {
    expect(landing.targets, `links after landing on ${landing.address}`).toEqual(cleanTargets);
  }
});

/** A landing whose click id is as long as the example says (decision ROBUST-5: past 512 characters it is not kept). */
When(
  "a visitor opens {string} with a gclid of {int} characters",
  async function (this: SiteWorld, address: string, length: number) {
    const separator = address.includes("?") ? "&" : "?";
    await this.visitor.attemptsTo(Visit.at(`${address}${separator}gclid=${"k".repeat(length)}`));
  },
);

Then("the session storage holds a gclid of {int} characters", async function (this: SiteWorld, length: number) {
  await expect
    .poll(async () => (await this.storage.entries("sessionStorage")).gclid, { message: "the stored gclid" })
    .toBe("k".repeat(length));
});

Then("the session storage holds no gclid", async function (this: SiteWorld) {
  // The campaign is captured as the page starts; once the page has settled it would be there.
  await this.navigation.waitUntilSettled();
  expect((await this.storage.entries("sessionStorage")).gclid, "the stored gclid").toBeUndefined();
});
