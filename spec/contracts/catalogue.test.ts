import { describe, expect, test } from "vitest";
import { MenuImageSchema, MenuItemSchema } from "../../contracts/menu-item";
import { AboutEntrySchema, BodyStyleNameSchema, VehicleModelFieldsSchema } from "../../contracts/vehicle-model";
import { EVENTS } from "../../site/src/catalogue/events";
import { MODEL_MENU, PICKUP_MENU, SUV_MENU } from "../../site/src/catalogue/model-menu";
import { MODELS } from "../../site/src/catalogue/models";
import { CatalogueError, parseCatalogue, parseModels } from "../../site/src/catalogue/parse-catalogue";
import { catalogueSources } from "../../site/src/catalogue/sources";
import { eventAddress } from "../../site/src/routes/event-address";
import { modelPage } from "../oracles/pages";

const SOURCES = catalogueSources();

/** The catalogue's model whose page is at this address, by the oracle's own address rule. */
const modelOfPage = (page: string | undefined) => MODELS.find((model) => modelPage(model.name) === page);

/** The vehicle model's fields, in the order source spec §3 lists them. */
const SPEC_FIELDS = [
  "id",
  "position",
  "name",
  "slug",
  "makeId",
  "makeName",
  "bodystyleName",
  "title",
  "tagline",
  "images",
  "imageId1",
  "imageId2",
  "imageHeroId",
  "imageHeroMobileId",
  "makeImageId",
  "premium",
  "about",
  "minPrice",
  "maxPrice",
  "numTrims",
  "competitors",
  "trims",
  "years",
  "lastYear",
  "unitsSold",
  "launch",
  "catalogueAvailable",
  "specialSeries",
  "directSales",
  "ecommerce",
  "defaultTrimId",
  "defaultTrimIndex",
  "news",
  "reviews",
  "suggestions",
  "legalText",
  "customCampaignId",
  "acordoAdesaoPdfId",
  "manualRecompraPdfId",
  "exclusiveFeatures",
  "videos",
  "seoTitle",
  "seoDescription",
];

describe("the vehicle-model contract", () => {
  test("has every field source spec §3 lists, and no other @clause:ENTITY-1", () => {
    expect(Object.keys(VehicleModelFieldsSchema.shape)).toEqual(SPEC_FIELDS);
  });

  test("keeps videos as an id and an embed address in `value` @clause:ENTITY-1", () => {
    for (const model of MODELS) {
      for (const video of model.videos) expect(Object.keys(video)).toEqual(["id", "value"]);
    }
  });

  test("knows the two body styles @clause:ENTITY-2", () => {
    expect(BodyStyleNameSchema.options).toEqual(["SUV e Crossovers", "Picapes"]);
    for (const model of MODELS) expect(BodyStyleNameSchema.options).toContain(model.bodystyleName);
  });

  test("refuses a model filed under any other body style @clause:ENTITY-2", () => {
    for (const bodystyleName of ["Sedans", "Picape", "suv e crossovers", ""]) {
      const models = MODELS.map((model) => (model.id === 1 ? { ...model, bodystyleName } : model));
      expect(() => parseCatalogue({ ...SOURCES, models } as never), bodystyleName).toThrow(CatalogueError);
    }
  });

  test("describes each model year in `about`, the year as id and the description as HTML @clause:ENTITY-3", () => {
    expect(Object.keys(AboutEntrySchema.shape)).toEqual([
      "id",
      "description",
      "title",
      "tagline",
      "imageIds",
      "comparePdfId",
      "folderPdfId",
      "compareNotes",
      "defaultTrimId",
    ]);
    for (const model of MODELS) {
      for (const about of model.about) {
        expect(model.years).toContain(about.id);
        expect(about.description).toMatch(/^<(p|ul)>[\s\S]*<\/(p|ul)>$/);
      }
    }
  });
});

describe("the static catalogue @clause:ENTITY-4", () => {
  test("parses whole: models, events and menus agree with their contracts and with each other", () => {
    expect(() => parseCatalogue(SOURCES)).not.toThrow();
  });

  test("lists the eight models of the spec @clause:ENTITY-5", () => {
    expect(MODELS.map((model) => model.name).sort()).toEqual(
      [
        "Pajero Sport",
        "Nova Triton",
        "Triton Tarmac",
        "Outlander",
        "Eclipse Cross Tarmac",
        "Eclipse Cross",
        "L200 Triton Sport",
        "L200 Triton Sport GLS Plus",
      ].sort(),
    );
  });

  test("starts its prices between R$ 173.990 and R$ 374.990, with some null @clause:ENTITY-6", () => {
    const starting = MODELS.map((model) => model.minPrice);
    const shown = starting.filter((price): price is number => price !== null);
    expect(Math.min(...shown)).toBe(173990);
    expect(Math.max(...shown)).toBe(374990);
    expect(starting).toContain(null);
    for (const model of MODELS) {
      for (const trim of model.trims) {
        if (trim.price !== null) expect(trim.price).toBeGreaterThanOrEqual(173990);
        if (trim.price !== null) expect(trim.price).toBeLessThanOrEqual(374990);
      }
    }
  });

  test("flags as launches exactly the models the menus badge 'Lançamento'", () => {
    const launches = MODELS.filter((model) => model.launch).map((model) => model.name);
    expect(launches.sort()).toEqual(["Eclipse Cross Tarmac", "Outlander", "Triton Tarmac"]);
  });
});

describe("the events of the brand world", () => {
  test("carry id, name, description, logoId, imageId and position @clause:ENTITY-7", () => {
    for (const event of EVENTS) {
      expect(Object.keys(event)).toEqual(["id", "name", "description", "logoId", "imageId", "position"]);
    }
    expect(EVENTS.map((event) => event.name)).toEqual([
      "Mitsubishi Cup",
      "Mitsubishi Outdoor",
      "Mitsubishi Motorsports",
      "Mitsubishi Experience",
    ]);
  });

  const describes = (name: string) => EVENTS.find((event) => event.name === name)?.description ?? "";

  test("Mitsubishi Cup is a closed-circuit speed rally @clause:ENTITY-8", () => {
    expect(describes("Mitsubishi Cup")).toMatch(/^Rali de velocidade em circuito fechado/);
  });

  test("Mitsubishi Outdoor is a strategy rally with off-road, adventure and cultural tasks @clause:ENTITY-9", () => {
    expect(describes("Mitsubishi Outdoor")).toMatch(/^Rali de estratégia com provas off-road, de aventura e culturais/);
  });

  test("Mitsubishi Motorsports is a regularity rally @clause:ENTITY-10", () => {
    expect(describes("Mitsubishi Motorsports")).toMatch(/^Rali de regularidade/);
  });

  test("Mitsubishi Experience is off-road leisure tours @clause:ENTITY-11", () => {
    expect(describes("Mitsubishi Experience")).toMatch(/^Passeios off-road de lazer/);
  });

  test("each has its page under /mundo-mit", () => {
    expect(EVENTS.map(eventAddress)).toEqual([
      "/mundo-mit/mitsubishi-cup",
      "/mundo-mit/mitsubishi-outdoor",
      "/mundo-mit/mitsubishi-motorsports",
      "/mundo-mit/mitsubishi-experience",
    ]);
  });
});

describe("the model menus", () => {
  test("list the SUVs exactly as §9 gives them @clause:CONST-10", () => {
    expect(SUV_MENU.map((item) => item.label)).toEqual([
      "Pajero Sport",
      "Eclipse Cross",
      "Eclipse Cross Sport",
      "Eclipse Cross Tarmac",
      "Outlander",
    ]);
  });

  test("list the pickups exactly as §9 gives them @clause:CONST-11", () => {
    expect(PICKUP_MENU.map((item) => item.label)).toEqual([
      "L200 Triton Sport",
      "Outdoor",
      "Savana",
      "Terra",
      "Urban",
      "Sport GLS Plus",
      "GLS",
      "GL",
      "Triton Tarmac",
      "Nova Triton",
    ]);
  });

  test("badge 'Lançamento' on Outlander, Triton Tarmac and Eclipse Cross Tarmac, 'Série especial' on the special series", () => {
    const badges = [...SUV_MENU, ...PICKUP_MENU].flatMap((item) =>
      item.badge ? [`${item.label}: ${item.badge}`] : [],
    );
    expect(badges).toEqual([
      "Eclipse Cross Sport: Série especial",
      "Eclipse Cross Tarmac: Lançamento",
      "Outlander: Lançamento",
      "Outdoor: Série especial",
      "Savana: Série especial",
      "Terra: Série especial",
      "Urban: Série especial",
      "Triton Tarmac: Lançamento",
    ]);
  });

  test("lead every version entry to its model's page, anchored at a trim of that model @clause:CAT-1", () => {
    const versions = [...SUV_MENU, ...PICKUP_MENU].filter((item) => item.link.includes("#"));
    expect(versions.map((item) => item.label)).toEqual([
      "Eclipse Cross Sport",
      "Outdoor",
      "Savana",
      "Terra",
      "Urban",
      "GLS",
      "GL",
    ]);
    for (const item of versions) {
      const [path, anchor] = item.link.split("#");
      expect(modelOfPage(path)?.trims.map((trim) => trim.id)).toContain(anchor);
    }
  });

  test("lead each version entry to the page of its own version, and that version is on the page @clause:CAT-1", () => {
    // Literal: CAT-1 names the Savana link; the others follow its pattern with the trim ids and names the catalogue
    // gives those versions. A GLS entry anchored at the GL (or at any other trim of the model) fails here.
    const expected: Array<[label: string, link: string, version: string]> = [
      ["Eclipse Cross Sport", "/suv-e-crossovers/eclipse-cross#eclipse-cross-sport-2027", "Sport 1.5 Turbo CVT"],
      ["Outdoor", "/picapes/l200-triton-sport#l200-triton-sport-outdoor-2027", "Outdoor 2.4 Diesel 4x4 AT"],
      ["Savana", "/picapes/l200-triton-sport#l200-triton-sport-savana-2027", "Savana 2.4 Diesel 4x4 AT"],
      ["Terra", "/picapes/l200-triton-sport#l200-triton-sport-terra-2027", "Terra 2.4 Diesel 4x4 AT"],
      ["Urban", "/picapes/l200-triton-sport#l200-triton-sport-urban-2027", "Urban 2.4 Diesel 4x4 AT"],
      ["GLS", "/picapes/l200-triton-sport#l200-triton-sport-gls-2027", "GLS 2.4 Diesel 4x4 AT"],
      ["GL", "/picapes/l200-triton-sport#l200-triton-sport-gl-2027", "GL 2.4 Diesel 4x4 MT"],
    ];
    const entries = [...SUV_MENU, ...PICKUP_MENU];
    for (const [label, link, version] of expected) {
      expect(entries.find((item) => item.label === label)?.link, label).toBe(link);
      const [page, anchor] = link.split("#");
      expect(modelOfPage(page)?.trims.find((trim) => trim.id === anchor)?.name, label).toBe(version);
    }
  });

  test("lead 'Nova Triton' to /picapes/new-triton @clause:CAT-2 @clause:ROUTE-6", () => {
    expect(PICKUP_MENU.find((item) => item.label === "Nova Triton")?.link).toBe("/picapes/new-triton");
  });

  test("group the two lists as menu items with children @clause:ENTITY-14", () => {
    expect(Object.keys(MenuItemSchema.shape)).toEqual(["label", "link", "image", "badge", "childrenList"]);
    expect(Object.keys(MenuImageSchema.shape)).toEqual(["link", "width", "height"]);
    for (const group of MODEL_MENU) expect(MenuItemSchema.safeParse(group).success).toBe(true);
    expect(MODEL_MENU.map((group) => [group.label, group.childrenList?.length])).toEqual([
      ["SUVs", 5],
      ["Picapes", 10],
    ]);
  });
});

describe("parsing the catalogue @clause:CAT-3", () => {
  const [pajero] = MODELS;
  if (!pajero) throw new Error("The catalogue is empty");

  test("an invalid field stops parsing, naming the entry and the field", () => {
    const broken = [{ ...pajero, trims: [{ ...pajero.trims[0], price: "barato" }] }];
    expect(() => parseModels(broken)).toThrow(CatalogueError);
    expect(() => parseModels(broken)).toThrow(/"Pajero Sport" \(models\[0\]\).*field "trims\.0\.price"/);
  });

  test("an entry without a name is named by its position", () => {
    expect(() => parseModels([{}])).toThrow(/models\[0\]: field "id"/);
  });

  test("an invalid event is named with its field", () => {
    const events = [...EVENTS.slice(0, 3), { ...EVENTS[3], logoId: "Logo Experience.PNG" }];
    expect(() => parseCatalogue({ ...SOURCES, events })).toThrow(
      /"Mitsubishi Experience" \(events\[3\]\): field "logoId"/,
    );
  });

  test("a menu entry leading nowhere is named with its field", () => {
    const pickups = PICKUP_MENU.map((item) =>
      item.label === "Savana" ? { ...item, link: "/picapes/l200-triton-sport#savana-antiga" } : item,
    );
    expect(() => parseCatalogue({ ...SOURCES, menus: { ...SOURCES.menus, pickups } })).toThrow(
      /"Savana" \(menus\.pickups\[2\]\): field "link": #savana-antiga is not a version of L200 Triton Sport/,
    );
  });

  test("a menu badge the catalogue's flags contradict is named", () => {
    const suvs = SUV_MENU.map((item) => (item.label === "Outlander" ? { ...item, badge: undefined } : item));
    expect(() => parseCatalogue({ ...SOURCES, menus: { ...SOURCES.menus, suvs } })).toThrow(
      /"Outlander" \(menus\.suvs\[4\]\): field "badge": must be 'Lançamento'/,
    );
  });

  test("a suggestion of a model that does not exist is named", () => {
    const models = MODELS.map((model) => (model.id === 1 ? { ...model, suggestions: [99] } : model));
    expect(() => parseCatalogue({ ...SOURCES, models })).toThrow(
      /"Pajero Sport" \(models\[0\]\): field "suggestions\.0": 99 is not a model/,
    );
  });

  test("an impossible date in a legal text is named @clause:CAT-14", () => {
    const models = MODELS.map((model) =>
      model.id === 1 ? { ...model, legalText: "<p>Válido até 31/02/2027.</p>" } : model,
    );
    expect(() => parseCatalogue({ ...SOURCES, models })).toThrow(
      /"Pajero Sport" \(models\[0\]\): field "legalText": 31\/02\/2027 is not a real date/,
    );
  });

  test("an impossible date after real ones in a legal text is named too @clause:CAT-14", () => {
    const models = MODELS.map((model) =>
      model.id === 1 ? { ...model, legalText: "<p>Preços válidos de 01/11/2026 a 31/11/2026.</p>" } : model,
    );
    expect(() => parseCatalogue({ ...SOURCES, models })).toThrow(
      /"Pajero Sport" \(models\[0\]\): field "legalText": 31\/11\/2026 is not a real date/,
    );
  });

  test("a missing drawing is named with the field that names it @clause:CAT-13", () => {
    expect(() => parseCatalogue(SOURCES, { artworkExists: (id) => id !== "outlander-hero" })).toThrow(
      /"Outlander" \(models\[3\]\): field "imageHeroId": the project has no image "outlander-hero"/,
    );
  });
});
