import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ARTWORK_DIR, artworkDifferences } from "../../scripts/generate-artwork";
import { catalogueImageIds } from "../../site/src/catalogue/check-catalogue";
import { EVENTS } from "../../site/src/catalogue/events";
import { PICKUP_MENU, SUV_MENU } from "../../site/src/catalogue/model-menu";
import { catalogueSources } from "../../site/src/catalogue/sources";
import { SERVICES, servicePictogramId } from "../../site/src/content/services";
import { localImageAddress } from "../../site/src/requests/image-address";

const STATIC_DIR = path.dirname(ARTWORK_DIR);
/** The site's own image for a missing id (decision CAT-11). */
const DEFAULT_IMAGE = "/artwork/sem-imagem.svg";
const sizeOf = (svg: string) => {
  const [, width, height] = /<svg[^>]*\swidth="(\d+)"\s+height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe("the project's artwork @clause:CAT-13", () => {
  test("has a drawing for every image id of the catalogue", () => {
    const missing = catalogueImageIds(catalogueSources()).filter(
      ({ id }) => !existsSync(path.join(ARTWORK_DIR, `${id}.svg`)),
    );
    expect(missing).toEqual([]);
  });

  test("is what scripts/generate-artwork.ts draws (run npm run artwork after changing the catalogue)", () => {
    expect(artworkDifferences()).toEqual([]);
  });

  test("draws the menu's model images at 560×397 @clause:CONST-6", () => {
    for (const item of [...SUV_MENU, ...PICKUP_MENU]) {
      const id = item.image?.link.split("/").at(-1) ?? "";
      expect(sizeOf(readFileSync(path.join(ARTWORK_DIR, `${id}.svg`), "utf8"))).toEqual({ width: 560, height: 397 });
      expect(item.image).toMatchObject({ width: 560, height: 397 });
    }
  });

  test("has a pictogram for every service, drawn by the project @clause:PAGE-15", () => {
    for (const service of SERVICES) {
      const svg = readFileSync(path.join(ARTWORK_DIR, `${servicePictogramId(service)}.svg`), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96"/);
      expect(svg).toContain(`<title>Pictograma ${service.name}</title>`);
    }
  });

  test("has the default image where the site looks for it @clause:CALL-8", () => {
    expect(existsSync(path.join(STATIC_DIR, DEFAULT_IMAGE))).toBe(true);
  });

  test("holds only the project's own drawings: plain SVG, nothing fetched, no script", () => {
    for (const { id } of catalogueImageIds(catalogueSources())) {
      const svg = readFileSync(path.join(ARTWORK_DIR, `${id}.svg`), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|<image|<use|href=|url\((?!#)|@import|<foreignObject/i);
    }
  });
});

describe("the images of the menus", () => {
  test("use the image address for the model images @clause:CALL-9", () => {
    for (const item of [...SUV_MENU, ...PICKUP_MENU]) {
      // The suite's build sets no multimedia host: the image service is the site's own.
      expect(item.image?.link).toMatch(/^\/api\/images\/v1\.0\/[a-z0-9-]+$/);
    }
  });

  test("show the events' logos as local images, not through the image address @clause:CALL-9", () => {
    for (const event of EVENTS) {
      expect(localImageAddress(event.logoId)).toBe(`/artwork/${event.logoId}.svg`);
      expect(localImageAddress(event.logoId)).not.toContain("/api/images/");
    }
  });
});

describe("the menu's model list and the event list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  test("come from local data, loaded without any call @clause:CALL-10", async () => {
    const call = vi.fn(() => {
      throw new Error("no call may be made to build the menus");
    });
    vi.stubGlobal("fetch", call);
    vi.stubGlobal("XMLHttpRequest", call);
    vi.resetModules();
    const menus = await import("../../site/src/catalogue/model-menu");
    const events = await import("../../site/src/catalogue/events");
    expect(call).not.toHaveBeenCalled();
    expect(menus.SUV_MENU.length + menus.PICKUP_MENU.length).toBe(15);
    expect(events.EVENTS).toHaveLength(4);
  });
});
