import { pictureAddresses } from "../image-addresses";
import { RequestLog } from "../world/request-log";
import { type Question, question } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";
import { section } from "./page-sections";

/** Images: the image service, the optimisation address, and the images a page shows. */

/** Whether an image has loaded and decoded to a picture of some size, once scrolled into view (below the fold it loads then). */
async function loaded(image: PageElement): Promise<boolean> {
  await image.scrollIntoView();
  return (
    (await image.isVisible()) &&
    (await image.run(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    ))
  );
}

export const TheImages = {
  isShown: (name: string): Question<boolean> =>
    question(`whether the image ${name} is shown`, (actor) =>
      loaded(BrowseTheWeb.as(actor).element({ role: "img", name })),
    ),

  /** The address an image was drawn from, once loaded; null before. */
  drawnFrom: (name: string): Question<string | null> =>
    question(`where the image ${name} was drawn from`, async (actor) => {
      const image = BrowseTheWeb.as(actor).element({ role: "img", name });
      if (!(await loaded(image))) return null;
      return image.run((element) => (element as HTMLImageElement).currentSrc);
    }),

  /**
   * Every address the pictures of a section may be drawn from, made whole. Every <img>: a card's picture is
   * decorative (its heading names the model), so it has no role of its own.
   */
  addressesIn: (heading: string): Question<string[]> =>
    question(`the picture addresses of ${heading}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const addresses = await pictureAddresses(section(web, heading).find({ css: "img" }));
      return addresses.map((address) => new URL(address, web.address()).href);
    }),

  /** The calls the pages made to a service for models or events (anything of /api/ but the images, or a search API). */
  serviceCalls: (): Question<string[]> =>
    question("the calls to services", async (actor) =>
      actor
        .abilityTo(RequestLog)
        .urls.filter((address) =>
          /\/search\/api\/|\/api\/(?!images\/v1\.0\/|image-optimiser)/.test(new URL(address).pathname),
        ),
    ),
};
