import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/**
 * The page as a whole, once it has done what it was about to do: the code that reads what the browser
 * keeps is loaded on demand, and what it does about a bad value (an alert, a crash) comes after the page
 * is ready.
 */
export const ThePage = {
  /** Whether its main heading, the site's header and footer show, and how many alerts it shows. */
  chrome: (): Question<{ heading: boolean; header: boolean; footer: boolean; alerts: number }> =>
    question("the page's chrome", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      return {
        heading: await web.element({ role: "heading", level: 1 }).first().isVisible(),
        header: await web.element({ role: "banner" }).isVisible(),
        footer: await web.element({ role: "contentinfo" }).isVisible(),
        alerts: await web.element({ role: "alert" }).count(),
      };
    }),

  /** The whole text of the page, as read: the header, the footer and the dialogs the site opens too. */
  text: (): Question<string> =>
    question("the page's text", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      return (await web.element({ css: "body" }).text()).replace(/\s+/g, " ");
    }),
};
