import { type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/**
 * The keyboard, as a visitor who does not use a mouse: Tab moves through the
 * page in its order, Enter and Space act, Escape closes. Elements are found by
 * their role and accessible name, as a screen reader announces them.
 */

export const UseTheKeyboard = {
  /**
   * Tabs to an element by its role and name. A visitor reads the page before moving through it: a name can
   * come with code loaded on demand (the city button says the kept city once its reader has arrived), and
   * Tab is faster than the network.
   */
  tabTo: (role: string, name: string): Task =>
    task(`tab to the ${role} ${name}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.settle();
      await web.tabTo(web.element({ role, name }), `the ${role} "${name}"`);
    }),

  press: (key: string, times = 1): Task =>
    task(`press ${key}${times > 1 ? ` ${times} times` : ""}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      for (let press = 0; press < times; press += 1) await web.press(key);
    }),

  /**
   * Types a text. A visitor reads what the typing brought before the next key: a list it fills may load on
   * demand (the cities), and a key pressed while it is on its way finds nothing to move through.
   */
  type: (text: string): Task =>
    task(`type ${text}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      await web.type(text);
      await web.settle();
    }),

  followTheFocusedLink: (): Task =>
    task("follow the focused link with Enter", (actor) => BrowseTheWeb.as(actor).followTheFocusedLink()),
};

export const TheFocus = {
  /** Whether one of the elements of this role and name has the focus. */
  isOn: (role: string, name: string): Question<boolean> =>
    question(`whether the ${role} ${name} has the focus`, (actor) =>
      BrowseTheWeb.as(actor)
        .element({ role, name })
        .runOnAll((elements) => elements.includes(document.activeElement as Element)),
    ),

  isOnTheMainContent: (): Question<boolean> =>
    question("whether the main content has the focus", (actor) =>
      BrowseTheWeb.as(actor).element({ role: "main" }).isFocused(),
    ),

  /** The focused element as seen: how many there are, the share of it in the window, its smaller side in pixels. */
  shown: (): Question<{ focused: number; shareInWindow: number; smallerSide: number }> =>
    question("the focused element as seen", async (actor) => {
      const focused = BrowseTheWeb.as(actor).element({ css: ":focus" });
      const count = await focused.count();
      if (count !== 1) return { focused: count, shareInWindow: 0, smallerSide: 0 };
      const box = await focused.box();
      return {
        focused: count,
        shareInWindow: await focused.shareInWindow(),
        smallerSide: box ? Math.min(box.width, box.height) : 0,
      };
    }),
};
