import { type DataTable, Then, When } from "@cucumber/cucumber";
import type {
  BannerClickEvent,
  CarListClickEvent,
  CarListLoadEvent,
  DataLayerEvent,
  DataLayerEventName,
} from "../../contracts/analytics";
import { dataLayerEntryProblems, eventFieldsFrom, isTagManagerEntry } from "../oracles/data-layer-events";
import { expect } from "../support/expect";
import { escapeRegExp } from "../support/patterns";
import { TheBanner, ThePushesSoFar } from "../support/screenplay/banners";
import { TheModelList } from "../support/screenplay/model-lists";
import { STEP_TIMEOUT_MS } from "../support/settings";
import type { SiteWorld } from "../support/world";

/**
 * The analytics data layer (source spec §7). Every push of every scenario is
 * checked by the World against the table of events and their fields
 * (data-layer-fields.feature, decision TRACK-7); these steps check that the
 * expected events were pushed, with the expected content.
 */

type EventOf<Name extends DataLayerEventName> = Extract<DataLayerEvent, { event: Name }>;

async function pushesOf<Name extends DataLayerEventName>(world: SiteWorld, name: Name): Promise<EventOf<Name>[]> {
  return (await world.visitor.asks(ThePushesSoFar())).filter((entry) => entry.event === name) as EventOf<Name>[];
}

/** Waits until a push of this event matches; pushes reach the World asynchronously. */
async function expectPush<Name extends DataLayerEventName>(
  world: SiteWorld,
  name: Name,
  expected: Partial<EventOf<Name>>,
): Promise<void> {
  await expect
    .poll(() => pushesOf(world, name), { message: `a ${name} event with ${JSON.stringify(expected)}` })
    .toContainEqual(expect.objectContaining({ event: name, ...expected }));
}

Then(
  "the data layer received a pageLoad event for {string} with the page type {string}",
  async function (this: SiteWorld, path: string, pagetype: string) {
    await expectPush(this, "pageLoad", { page_path: path, pagetype });
  },
);

Then(
  "each of these pages reports its load with its page type:",
  { timeout: 25 * STEP_TIMEOUT_MS },
  async function (this: SiteWorld, table: DataTable) {
    for (const [path = "", pagetype = ""] of table.raw()) {
      // The one address that leads nowhere answers 404, which the browser reports as it loads.
      if (pagetype === "not-found") this.problems.tolerate(new RegExp(`404 .*${escapeRegExp(path)}`));
      await this.navigation.visit(path);
      await expectPush(this, "pageLoad", { page_path: path, pagetype });
    }
  },
);

Then("the data layer received a menuView event for {string}", async function (this: SiteWorld, menu: string) {
  await expectPush(this, "menuView", { menu_name: menu });
});

Then(
  "the data layer received a menuClick event for {string} in the menu {string}, leading to {string}",
  async function (this: SiteWorld, label: string, menu: string, target: string) {
    await expectPush(this, "menuClick", { menu_name: menu, link_text: label, link_url: target });
  },
);

async function expectListLoad(world: SiteWorld, heading: string): Promise<void> {
  // A list of model cards by the heading of its section: the home page's "Modelos", a model page's "Conheça também".
  const shown = await world.visitor.asks(TheModelList.names(heading));
  expect(shown.length).toBeGreaterThan(0);
  // The models in the order shown, at their places from 1 (TRACK-12).
  await expect
    .poll(async () =>
      (await pushesOf(world, "carListLoad")).map((event: CarListLoadEvent) =>
        event.items.map((item) => [item.position, item.model_name]),
      ),
    )
    .toContainEqual(shown.map((name, index) => [index + 1, name]));
}

Then("the data layer received a carListLoad event listing the models shown", async function (this: SiteWorld) {
  await expectListLoad(this, "Modelos");
});

Then(
  "the data layer received a carListLoad event listing the models of the section {string}",
  async function (this: SiteWorld, heading: string) {
    await expectListLoad(this, heading);
  },
);

Then(
  "the data layer received a carListClick event for {string} at its place in the list",
  async function (this: SiteWorld, model: string) {
    // The list the visitor chose from: the latest shown that holds the model (the home page's list holds them all).
    const listed = (await pushesOf(this, "carListLoad"))
      .flatMap((event: CarListLoadEvent) => event.items.map((item) => ({ ...item, list_name: event.list_name })))
      .findLast((item) => item.model_name === model);
    expect(listed, `${model} in a carListLoad event`).toBeDefined();
    await expectPush(this, "carListClick", listed as Partial<CarListClickEvent>);
  },
);

When(
  "the visitor scrolls until {int}% of the banner {string} is in view",
  async function (this: SiteWorld, percent: number, title: string) {
    await this.visitor.attemptsTo(TheBanner.scrollToShow(title, percent / 100));
    const shown = await this.visitor.asks(TheBanner.shareInView(title));
    // The scroll itself is checked, so that a banner taller than the window cannot pass for half seen.
    expect(shown, `the share of "${title}" in view`).toBeCloseTo(percent / 100, 2);
  },
);

Then("the banner {string} is out of sight", async function (this: SiteWorld, title: string) {
  await expect.poll(() => this.visitor.asks(TheBanner.shareInView(title))).toBe(0);
});

Then("the data layer received a bannerView event for {string}", async function (this: SiteWorld, title: string) {
  await expectPush(this, "bannerView", { banner_name: title });
});

Then("the data layer received no bannerView event for {string}", async function (this: SiteWorld, title: string) {
  const pushes = await this.visitor.asks(ThePushesSoFar());
  expect(pushes.filter((entry) => entry.event === "bannerView" && entry.banner_name === title)).toEqual([]);
});

Then(
  "the data layer received a bannerClick event for {string} with the link {string} to {string}",
  async function (this: SiteWorld, title: string, text: string, url: string) {
    await expectPush(this, "bannerClick", {
      banner_name: title,
      link_text: text,
      link_url: url,
    } as Partial<BannerClickEvent>);
  },
);

/** After its page's own pageLoad (FORM-9), so the tag manager knows the page a form was seen on. */
Then(
  "the data layer received the formView of the form {string} after the pageLoad of its page",
  async function (this: SiteWorld, form: string) {
    const path = this.navigation.currentUrl().pathname;
    const formView = async () =>
      (await this.visitor.asks(ThePushesSoFar())).findIndex(
        (entry) => entry.event === "formView" && entry.form_name === form,
      );
    await expect.poll(formView).toBeGreaterThan(-1);
    const pushes = await this.visitor.asks(ThePushesSoFar());
    const pageLoad = pushes.findIndex((entry) => entry.event === "pageLoad" && entry.page_path === path);
    expect(pageLoad, `the pageLoad of ${path}`).toBeGreaterThan(-1);
    expect(await formView()).toBeGreaterThan(pageLoad);
  },
);

Then("the data layer received a formView event for the form {string}", async function (this: SiteWorld, form: string) {
  await expectPush(this, "formView", { form_name: form });
});

Then(
  "the data layer received a formClick event for the form {string} with the button {string}",
  async function (this: SiteWorld, form: string, button: string) {
    await expectPush(this, "formClick", { form_name: form, button_text: button });
  },
);

Then(
  "the data layer received a formThankYouPage event for the form {string}",
  async function (this: SiteWorld, form: string) {
    await expectPush(this, "formThankYouPage", { form_name: form });
  },
);

Then("the data layer received {int} {word} event(s)", async function (this: SiteWorld, count: number, name: string) {
  // A count is read once the page has done what it would do unasked: a second push may come a moment later.
  await this.navigation.waitUntilSettled();
  expect(await pushesOf(this, name as DataLayerEventName)).toHaveLength(count);
});

Then(
  "every event the site pushed carries exactly the fields of its rows:",
  async function (this: SiteWorld, table: DataTable) {
    // The World checks each push against this very table as it arrives (oracles/data-layer-events.ts); here the
    // visit shows it had events to check, each of the table, and the table's own reading.
    await this.navigation.waitUntilSettled();
    const events = eventFieldsFrom(table.hashes());
    const site = (await this.visitor.asks(ThePushesSoFar())).filter((entry) => !isTagManagerEntry(entry));
    expect(site.length, "events the site pushed").toBeGreaterThan(0);
    expect(site.flatMap((entry) => dataLayerEntryProblems(entry, events))).toEqual([]);
    expect(this.problems.textsOf("invalid data-layer push")).toEqual([]);
  },
);

Then("the data layer received a {word} event", async function (this: SiteWorld, name: string) {
  await expect.poll(() => pushesOf(this, name as DataLayerEventName), { message: `a ${name} event` }).not.toEqual([]);
});

Then("the data layer received a pageLoad event with a page type", async function (this: SiteWorld) {
  await expect
    .poll(async () => (await pushesOf(this, "pageLoad")).map((event) => event.pagetype), {
      message: "a pageLoad's pagetype",
    })
    .toContainEqual(expect.stringMatching(/\S/));
});

Then(
  "the data layer received, for the form {string}, exactly: {string}",
  async function (this: SiteWorld, form: string, events: string) {
    const expected = events.split(",").map((name) => name.trim());
    const formEvents = async () =>
      (await this.visitor.asks(ThePushesSoFar()))
        .filter((entry) => String(entry.event).startsWith("form") && entry.form_name === form)
        .map((entry) => String(entry.event));
    await expect.poll(formEvents).toEqual(expected);
  },
);
