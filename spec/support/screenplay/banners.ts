import { DataLayerRecord } from "../world/data-layer-record";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import { section } from "./page-sections";

/** The page's banners (sections named by their titles), as the visitor scrolls to them. */
export const TheBanner = {
  scrollToShow: (title: string, share: number): Task =>
    task(`scroll until ${share} of ${title} is in view`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.scrollToShow(section(web, title), share);
    }),

  /** The share of the banner in view (0 to 1), as the browser works it out. */
  shareInView: (title: string): Question<number> =>
    question(`the share of ${title} in view`, (actor) => section(BrowseTheWeb.as(actor), title).shareInWindow()),
};

/**
 * Every push of the scenario's pages so far: a round trip to the page first, so the pushes it has
 * already made have reached the suite.
 */
export const ThePushesSoFar = (): Question<ReadonlyArray<Record<string, unknown>>> =>
  question("the data layer's pushes so far", async (actor) => {
    await BrowseTheWeb.as(actor).run(() => 0);
    return actor.abilityTo(DataLayerRecord).pushes;
  });
