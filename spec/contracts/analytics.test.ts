import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DATA_LAYER_EVENT_NAMES, DataLayerEventSchema, isTagManagerEntry } from "../../contracts/analytics";
import {
  trackBannerClick,
  trackBannerView,
  trackCarListClick,
  trackCarListLoad,
  trackFormClick,
  trackFormThankYouPage,
  trackFormView,
  trackMenuClick,
  trackMenuView,
  trackPageLoad,
  trackUserId,
} from "../../site/src/tracking/events";
import { SOURCE_SPEC_EVENTS } from "../oracles/data-layer-events";

const MODELS = [
  { id: 1, name: "Pajero Sport" },
  { id: 4, name: "Outlander" },
];
const BANNER = { banner_id: "home-hero", banner_name: "SUVs e picapes", position: 1 };

describe("the data-layer contracts @clause:TRACK-7", () => {
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());
  const pushed = () => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer;

  test("name exactly the eleven events of the source spec", () => {
    expect(DATA_LAYER_EVENT_NAMES).toEqual(SOURCE_SPEC_EVENTS);
  });

  test("accept what each function of the tracking API pushes", () => {
    trackPageLoad({ pagetype: "home", page_path: "/" });
    trackMenuView("Modelos");
    trackMenuClick({ menu_name: "Menu principal", link_text: "Ofertas", link_url: "/ofertas" });
    trackCarListLoad("home-modelos", MODELS);
    trackCarListClick("home-modelos", MODELS[1] ?? { id: 0, name: "" }, 1);
    trackBannerClick(BANNER, { link_text: "Ver modelos", link_url: "#modelos" });
    trackBannerView(BANNER);
    trackFormView("cotacao");
    trackFormClick("cotacao", "Enviar");
    trackFormThankYouPage("cotacao");
    trackUserId("0c6a3b3e-1d9f-4a51-9f0e-2b1c5d7e8f90");
    expect(pushed().map((event) => event.event)).toEqual(SOURCE_SPEC_EVENTS);
    for (const event of pushed()) expect(DataLayerEventSchema.safeParse(event).error).toBeUndefined();
    expect(pushed()[4]).toEqual({
      event: "carListClick",
      list_name: "home-modelos",
      model_id: 4,
      model_name: "Outlander",
      position: 2,
    });
  });

  test("push no carListLoad for an empty list", () => {
    trackCarListLoad("home-modelos", []);
    expect(pushed()).toBeUndefined();
  });

  test("reject stray fields, missing fields, unknown events and addresses that leave the site", () => {
    const invalid = [
      { event: "pageLoad", pagetype: "home", page_path: "/", extra: 1 },
      { event: "pageLoad", pagetype: "home", page_path: "/ofertas?utm_source=x" },
      { event: "pageLoad", pagetype: "home" },
      { event: "menuClick", menu_name: "Menu principal", link_text: "X", link_url: "//evil.example" },
      { event: "menuClick", menu_name: "Menu principal", link_text: "X", link_url: "javascript:alert(1)" },
      { event: "carListLoad", list_name: "home-modelos", items: [] },
      { event: "bannerView", banner_id: "Home Hero", banner_name: "x", position: 1 },
      { event: "userId", user_id: "" },
      { event: "pageView", page_path: "/" },
    ];
    for (const entry of invalid)
      expect(DataLayerEventSchema.safeParse(entry).success, JSON.stringify(entry)).toBe(false);
  });

  test("leave the tag manager's own entries to it", () => {
    expect(isTagManagerEntry({ event: "gtm.js", "gtm.start": 1 })).toBe(true);
    expect(isTagManagerEntry({ event: "pageLoad" })).toBe(false);
  });
});
