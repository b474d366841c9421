import { pictureAddresses } from "../../image-addresses";
import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";
import type { PageElement } from "../page-element";
import { menuPanel } from "./elements";

/**
 * The pictures of the menus' panels: the model image of Modelos, the logos
 * of Mundo MIT. Source spec §7: the image service's address is for model
 * images only.
 */

/** Where a picture was drawn from: the image service's `url` parameter, or its own path. */
function drawnFrom(source: string): string {
  const address = new URL(source);
  return address.searchParams.get("url") ?? address.pathname;
}

/** The address the browser drew an image from ("" while it has drawn none). */
function drawnSource(image: PageElement): Promise<string> {
  return image.run((element) => {
    const picture = element as HTMLImageElement;
    return picture.complete && picture.naturalWidth > 0 ? picture.currentSrc || picture.src : "";
  });
}

async function panelImages(actor: Parameters<typeof BrowseTheWeb.as>[0], menu: string): Promise<PageElement> {
  return (await menuPanel(BrowseTheWeb.as(actor), menu)).find({ role: "img" });
}

/** A picture of a menu as shown: its declared size, the size it is drawn at, whether it loaded. */
export interface MenuPicture {
  shown: boolean;
  width: string | null;
  height: string | null;
  drawnSize: number[] | null;
  loaded: boolean;
}

export const TheMenuPictures = {
  /** Each address the menu's pictures may be drawn from, with the quality it asks the optimiser for. */
  qualities: (menu: string): Question<Array<[string, string | null]>> =>
    question(`the qualities asked for the pictures of ${menu}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const addresses = await pictureAddresses(await panelImages(actor, menu));
      return addresses.map((address) => [address, new URL(address, web.address()).searchParams.get("q")]);
    }),

  picture: (menu: string): Question<MenuPicture> =>
    question(`the picture of the menu ${menu}`, async (actor) => {
      const image = await panelImages(actor, menu);
      const box = await image.box();
      return {
        shown: await image.isVisible(),
        width: await image.attribute("width"),
        height: await image.attribute("height"),
        drawnSize: box && [Math.round(box.width), Math.round(box.height)],
        loaded: (await drawnSource(image)) !== "",
      };
    }),

  /** Where the model image of a model is drawn from (once it is), and whether it shows. */
  modelImage: (model: string): Question<{ shown: boolean; drawnFrom: string }> =>
    question(`the model image of ${model}`, async (actor) => {
      const image = (await menuPanel(BrowseTheWeb.as(actor), "Modelos")).find({
        role: "img",
        name: `Ilustração: ${model}`,
      });
      const source = await image.run(
        (element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src,
      );
      return { shown: await image.isVisible(), drawnFrom: drawnFrom(source) };
    }),

  /** A logo of a menu: whether it shows, has loaded, and is drawn from the image service. */
  logo: (menu: string, logo: string): Question<{ shown: boolean; loaded: boolean; fromTheImageService: boolean }> =>
    question(`the logo ${logo} of the menu ${menu}`, async (actor) => {
      const image = (await menuPanel(BrowseTheWeb.as(actor), menu)).find({ role: "img", name: logo });
      const source = await drawnSource(image);
      return {
        shown: await image.isVisible(),
        loaded: source !== "",
        fromTheImageService: source !== "" && drawnFrom(source).startsWith("/api/images/"),
      };
    }),

  /** The picture the menu draws as its logo now ("" while none is drawn). */
  drawnLogo: (menu: string): Question<string> =>
    question(`the logo the menu ${menu} draws`, async (actor) => drawnSource((await panelImages(actor, menu)).first())),

  /** Whether the menu shows a picture, and which of its pictures are drawn from the image service. */
  fromTheImageService: (menu: string): Question<{ shown: boolean; fromTheImageService: string[] }> =>
    question(`the pictures of the menu ${menu} from the image service`, async (actor) => {
      const images = await panelImages(actor, menu);
      const sources = await images.runOnAll((elements) =>
        elements.map((element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src),
      );
      return {
        shown: await images.first().isVisible(),
        fromTheImageService: sources.map(drawnFrom).filter((address) => address.startsWith("/api/images/")),
      };
    }),

  count: (menu: string): Question<number> =>
    question(`how many pictures the menu ${menu} shows`, async (actor) => (await panelImages(actor, menu)).count()),
};
