import { escapeRegExp } from "../patterns";
import { PageProblems } from "../world/page-problems";
import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** Where the visitor goes on the site, and where they are. */
export const Visit = {
  /** Opens a site path as a visitor typing the address, once the page there is ready. */
  at: (path: string): Task => task(`open ${path}`, (actor) => BrowseTheWeb.as(actor).open(path)),

  /** Opens an address the site does not have: its 404 is what the visitor asked for, no problem of the page's. */
  missingPage: (path: string): Task =>
    task(`open ${path}, which does not exist`, (actor) => {
      actor.abilityTo(PageProblems).tolerate(new RegExp(`404 .*${escapeRegExp(path)}`));
      return BrowseTheWeb.as(actor).open(path);
    }),

  /** Moves within the site as its own links do (no page load). */
  withinTheSite: (path: string): Task =>
    task(`move within the site to ${path}`, (actor) => BrowseTheWeb.as(actor).moveWithinSite(path)),

  again: (): Task => task("reload the page", (actor) => BrowseTheWeb.as(actor).reload()),
};

/** The address the browser is at: its path, query and hash. */
export const TheAddress = (): Question<string> =>
  question("the address", async (actor) => {
    const address = BrowseTheWeb.as(actor).address();
    return address.pathname + address.search + address.hash;
  });

/** The status the deployment answers the current address with, asked again by a plain HTTP client. */
export const TheStatusOfThePage = (): Question<number> =>
  question("the page's status", async (actor) => {
    const web = BrowseTheWeb.as(actor);
    const { pathname, search } = web.address();
    return (await web.served(pathname + search)).status;
  });

/** What axe finds broken in what the visitor sees now (decision A11Y-1), with the address it was found at. */
export const TheAccessibilityViolations = (): Question<{
  at: string;
  violations: Awaited<ReturnType<BrowseTheWeb["accessibilityViolations"]>>;
}> =>
  question("the accessibility violations", async (actor) => {
    const web = BrowseTheWeb.as(actor);
    return { at: web.address().href, violations: await web.accessibilityViolations() };
  });
