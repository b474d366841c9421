import { type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";

/** The browser's window, as a visitor resizes it or clicks in it. */
export const TheWindow = {
  /** Resizes the window, as a visitor turning a tablet or dragging a desktop window's edge. */
  resizeTo: (width: number, height: number): Task =>
    task(`resize the window to ${width} by ${height}`, (actor) =>
      BrowseTheWeb.as(actor).resizeWindow({ width, height }),
    ),

  /** Clicks the page near the bottom of the window, in the middle: far from the header and what it opens. */
  clickFarFromTheHeader: (): Task =>
    task("click on the page outside the header", (actor) => {
      const web = BrowseTheWeb.as(actor);
      const { width, height } = web.windowSize();
      return web.clickAt(width / 2, height - 24);
    }),
};
