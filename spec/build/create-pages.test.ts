import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Dealer } from "../../contracts/dealer";
import type { MenuItem } from "../../contracts/menu-item";
import type { VehicleModel } from "../../contracts/vehicle-model";
import { LegalText } from "../../site/src/components/model/legal-text";

/**
 * site/gatsby-node.ts parses the catalogue before it creates a page: bad data
 * must stop the build through reporter.panicOnBuild, naming the entry and the
 * field. The catalogue modules are replaced here by copies a test may break.
 */

const data = vi.hoisted(() => ({
  models: undefined as VehicleModel[] | undefined,
  suvs: undefined as MenuItem[] | undefined,
  events: undefined as unknown[] | undefined,
  offers: undefined as unknown[] | undefined,
  dealers: undefined as Dealer[] | undefined,
  vipModel: undefined as string | undefined,
  table: undefined as unknown,
}));

vi.mock("../../contracts/request-table", async (original) => {
  const real = await original<typeof import("../../contracts/request-table")>();
  return {
    ...real,
    get REQUEST_TABLE() {
      return data.table ?? real.REQUEST_TABLE;
    },
  };
});

vi.mock("../../site/src/catalogue/models", async (original) => {
  const real = await original<typeof import("../../site/src/catalogue/models")>();
  return {
    get MODELS() {
      return data.models ?? real.MODELS;
    },
  };
});
vi.mock("../../site/src/catalogue/model-menu", async (original) => {
  const real = await original<typeof import("../../site/src/catalogue/model-menu")>();
  return {
    ...real,
    get SUV_MENU() {
      return data.suvs ?? real.SUV_MENU;
    },
  };
});
vi.mock("../../site/src/catalogue/events", async (original) => {
  const real = await original<typeof import("../../site/src/catalogue/events")>();
  return {
    get EVENTS() {
      return data.events ?? real.EVENTS;
    },
  };
});

vi.mock("../../site/src/catalogue/offers", async (original) => {
  const real = await original<typeof import("../../site/src/catalogue/offers")>();
  return {
    get OFFERS() {
      return data.offers ?? real.OFFERS;
    },
  };
});

vi.mock("../../site/src/catalogue/dealers", async (original) => {
  const real = await original<typeof import("../../site/src/catalogue/dealers")>();
  return {
    get DEALERS() {
      return data.dealers ?? real.DEALERS;
    },
  };
});

vi.mock("../../site/src/forms/form-definitions", async (original) => {
  const real = await original<typeof import("../../site/src/forms/form-definitions")>();
  return {
    ...real,
    get VIP_MODEL_SLUG() {
      return data.vipModel ?? real.VIP_MODEL_SLUG;
    },
  };
});

const { createPages } = await import("../../site/gatsby-node");
const { DEALERS } = await import("../../site/src/catalogue/dealers");
const { MODELS } = await import("../../site/src/catalogue/models");
const { SUV_MENU } = await import("../../site/src/catalogue/model-menu");
const { EVENTS } = await import("../../site/src/catalogue/events");

/** Runs createPages with fake actions and reporter, returning what it did. */
async function build() {
  const pages: Array<{ path: string; component?: string; context: Record<string, unknown> }> = [];
  const panics: string[] = [];
  const args = {
    actions: {
      createPage: (page: { path: string; component?: string; context: Record<string, unknown> }) => pages.push(page),
    },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  };
  // The fakes carry only what createPages uses.
  await (createPages as unknown as (a: typeof args) => Promise<void>)(args);
  return { pages, panics };
}

afterEach(() => {
  data.models = undefined;
  data.suvs = undefined;
  data.events = undefined;
  data.offers = undefined;
  data.dealers = undefined;
  data.vipModel = undefined;
  data.table = undefined;
  vi.unstubAllEnvs();
});

describe("createPages @clause:CAT-3", () => {
  test("creates a page per model at its address, with the build's day, when the catalogue is valid @clause:ENTITY-4", async () => {
    const { pages, panics } = await build();
    expect(panics).toEqual([]);
    const modelPages = pages.filter((page) => page.context.pageType === "model");
    expect(modelPages.map((page) => page.path)).toContain("/picapes/new-triton");
    expect(modelPages).toHaveLength(8);
    for (const page of modelPages) expect(page.context.builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("stops the build through panicOnBuild when a model is invalid, naming the entry and field", async () => {
    data.models = MODELS.map((model) => (model.name === "Outlander" ? { ...model, numTrims: 3 } : model));
    const { pages, panics } = await build();
    expect(pages).toEqual([]);
    expect(panics).toHaveLength(1);
    expect(panics[0]).toMatch(/"Outlander" \(models\[3\]\): field "numTrims": must be the number of trims \(1\)/);
  });

  test("stops the build when an event is invalid, before any page is made", async () => {
    data.events = EVENTS.map((event, index) => (index === 0 ? { ...event, description: "" } : event));
    const { pages, panics } = await build();
    // Stopping means no page at all: a build that made the other pages and only logged the event would pass otherwise.
    expect(pages).toEqual([]);
    expect(panics).toHaveLength(1);
    expect(panics[0]).toMatch(/"Mitsubishi Cup" \(events\[0\]\): field "description"/);
  });

  test("stops the build when a menu entry leads nowhere, before any page is made", async () => {
    data.suvs = SUV_MENU.map((item) => (item.label === "Pajero Sport" ? { ...item, link: "/suvs/pajero" } : item));
    const { pages, panics } = await build();
    expect(pages).toEqual([]);
    expect(panics).toHaveLength(1);
    expect(panics[0]).toMatch(
      /"Pajero Sport" \(menus\.suvs\[0\]\): field "link": \/suvs\/pajero is not the page of a model/,
    );
  });

  test("stops the build when a row of the request table is malformed @clause:CALL-2", async () => {
    const { REQUEST_TABLE } = await import("../../contracts/request-table");
    data.table = { ...REQUEST_TABLE, portal: { ...REQUEST_TABLE.portal, lead: "api/lead" } };
    const { panics } = await build();
    expect(panics[0]).toMatch(/Invalid request table: row "portal\.lead"/);
  });

  test("stops the build when a host setting is malformed, naming the variable @clause:CAT-10", async () => {
    vi.stubEnv("GATSBY_SEARCH_URL", "busca.mitsubishimotors.com.br");
    const { panics } = await build();
    expect(panics[0]).toMatch(/GATSBY_SEARCH_URL="busca\.mitsubishimotors\.com\.br" must be an http\(s\) origin/);
  });

  // CAT-10 names the four variables; each is checked, so a kind whose setting went unchecked would build anyway.
  test.each(["GATSBY_MULTIMEDIA_URL", "GATSBY_PORTAL_URL", "GATSBY_AUTH_URL", "GATSBY_SEARCH_URL"])(
    "stops the build when %s is not an http(s) origin, naming it @clause:CAT-10",
    async (variable) => {
      vi.stubEnv(variable, "ftp://servicos.mitsubishimotors.com.br");
      const { pages, panics } = await build();
      expect(pages).toEqual([]);
      expect(panics).toHaveLength(1);
      expect(panics[0]).toContain(`${variable}="ftp://servicos.mitsubishimotors.com.br"`);
    },
  );
});

describe("the day a build renders with @clause:CAT-7", () => {
  test("every dated page carries the day the site was built, and its legal text that day's end of month", async () => {
    // A build in Brasília at noon of 10 March 2027: the build reads its machine's clock and time zone.
    vi.stubEnv("TZ", "America/Sao_Paulo");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-10T12:00:00-03:00"));
    let built: Awaited<ReturnType<typeof build>>;
    try {
      built = await build();
    } finally {
      vi.useRealTimers();
    }
    const { pages, panics } = built;
    expect(panics).toEqual([]);
    const dated = pages.filter((page) => "builtOn" in page.context);
    expect(dated.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/picapes/l200-triton-sport", "/picapes/new-triton", "/ofertas"]),
    );
    for (const page of dated) expect(page.context.builtOn, page.path).toBe("2027-03-10");

    // Rendered now (the real clock), the legal text must still read the build's month: its last day is 31/03/2027
    // (source spec §9), whatever day the catalogue wrote (30/11/2026) and whatever day the render runs on.
    const l200 = pages.find((page) => page.path === "/picapes/l200-triton-sport");
    if (!l200) throw new Error("The build made no page for the L200 Triton Sport");
    const { model, builtOn } = l200.context as { model: VehicleModel; builtOn: string };
    const html = renderToStaticMarkup(createElement(LegalText, { html: model.legalText, builtOn }));
    expect(html).toContain("Preços públicos sugeridos válidos até 31/03/2027 para pagamento à vista");
    expect(html).not.toContain("30/11/2026");
  });
});

describe("the pages createPages makes @clause:PAGE-1", () => {
  test("one per route of the table with its template, and one per model, each with its head (title, address, structured data)", async () => {
    const { STATIC_ROUTES } = await import("../../site/src/routes/route-table");
    const { pages, panics } = await build();
    expect(panics).toEqual([]);
    const routePages = pages.filter((page) => page.context.pageType !== "model");
    expect(routePages.map((page) => page.path)).toEqual(STATIC_ROUTES.map((route) => route.path));
    for (const [index, route] of STATIC_ROUTES.entries()) {
      expect(routePages[index]?.component).toMatch(new RegExp(`/templates/${route.template}\\.tsx$`));
    }
    for (const page of pages) {
      expect(page.context.head, page.path).toMatchObject({
        title: expect.stringMatching(/Mitsubishi Motors$/),
        canonical: expect.stringMatching(/^https?:\/\/[^/]+\//),
        jsonLd: expect.any(Array),
      });
    }
  });

  test("stops the build when an offer is invalid, naming it and the field @clause:PAGE-35", async () => {
    const { OFFERS } = await import("../../site/src/catalogue/offers");
    data.offers = OFFERS.map((offer, index) => (index === 1 ? { ...offer, trimId: "eclipse-cross-gt-2027" } : offer));
    const { pages, panics } = await build();
    expect(pages).toEqual([]);
    expect(panics[0]).toMatch(
      /"Eclipse Cross HPE-S com R\$\u00a010\.000 de bônus na troca" \(offers\[1\]\): field "trimId": "eclipse-cross-gt-2027" is not a version of Eclipse Cross/,
    );
  });

  test("stops the build when a video of the catalogue has no name @clause:PAGE-22", async () => {
    data.models = MODELS.map((model) =>
      model.name === "Outlander"
        ? {
            ...model,
            videos: [
              ...model.videos,
              { id: "outlander-bastidores", value: "https://videos.mitsubishimotors.com.br/embed/x" },
            ],
          }
        : model,
    );
    const { pages, panics } = await build();
    expect(pages).toEqual([]);
    expect(panics[0]).toMatch(
      /The video "outlander-bastidores" of Outlander has no name in site\/src\/content\/video-titles\.ts/,
    );
  });

  test("stops the build when an event has no page text @clause:PAGE-35", async () => {
    // Same page (the address ignores case), but no text is written for this name.
    data.events = EVENTS.map((event, index) => (index === 0 ? { ...event, name: "MITSUBISHI CUP" } : event));
    const { panics } = await build();
    expect(panics[0]).toMatch(/The event "MITSUBISHI CUP" has no page text in site\/src\/content\/event-pages\.ts/);
  });
});

describe("sitemap.xml and robots.txt @clause:PAGE-7 @clause:PAGE-32", () => {
  test("are written into the build's folder", async () => {
    const { mkdtemp, readFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { writeSearchEngineFiles } = await import("../../site/src/routes/sitemap");
    const dir = await mkdtemp(path.join(tmpdir(), "sitemap-"));
    await writeSearchEngineFiles(dir, ["/", "/ofertas"], "https://www.mitsubishimotors.com.br");
    expect(await readFile(path.join(dir, "sitemap.xml"), "utf8")).toContain(
      "<loc>https://www.mitsubishimotors.com.br/ofertas</loc>",
    );
    expect(await readFile(path.join(dir, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://www.mitsubishimotors.com.br/sitemap.xml",
    );
    await rm(dir, { recursive: true, force: true });
  });
});

describe("createPages and the dealer network @clause:DEALER-9 @clause:DEALER-6", () => {
  test("hands the dealer finder every dealer, and the forms that ask for a dealer only their id, name, city and state", async () => {
    const { pages, panics } = await build();
    expect(panics).toEqual([]);
    const finder = pages.find((page) => page.path === "/concessionarias");
    expect(finder?.context.dealers).toHaveLength(DEALERS.length);
    const quote = pages.find((page) => page.path === "/informacoes-pre-atendimento/cotacao");
    expect(quote?.context.form).toBe("cotacao");
    const dealers = quote?.context.dealers as Array<Record<string, unknown>>;
    expect(dealers).toHaveLength(DEALERS.length);
    for (const dealer of dealers) expect(Object.keys(dealer).sort()).toEqual(["city", "id", "name", "state"]);
    const vip = pages.find((page) => page.path === "/novo-outlander/form-vip");
    expect(vip?.context).toMatchObject({ form: "vip-novo-outlander", dealers: [], models: [] });
    const testDrive = pages.find((page) => page.path === "/informacoes-pre-atendimento/test-drive");
    const models = (testDrive?.context.models ?? []) as Array<{ slug: string }>;
    expect(models.map((model) => model.slug)).toContain("outlander");
    expect(testDrive?.context.builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("stops the build through panicOnBuild when a dealer is invalid, naming the entry and field", async () => {
    data.dealers = DEALERS.map((dealer, index) => (index === 2 ? { ...dealer, whatsapp: "(11) 3103-1500" } : dealer));
    const { pages, panics } = await build();
    expect(pages).toEqual([]);
    expect(panics[0]).toMatch(/Invalid catalogue entry "Três Diamantes Tatuapé" \(dealers\[2\]\): field "whatsapp"/);
  });

  test("stops the build when a dealer's city is not the IBGE municipality it names", async () => {
    data.dealers = DEALERS.map((dealer, index) =>
      index === 0 ? { ...dealer, city: { ...dealer.city, name: "Sampa" } } : dealer,
    );
    const { panics } = await build();
    expect(panics[0]).toMatch(
      /"Diamante Motors Paulista" \(dealers\[0\]\): field "city\.name": the IBGE names 3550308/,
    );
  });

  test("stops the build when the VIP sign-up's model is not in the catalogue @clause:FORM-22", async () => {
    data.vipModel = "outlander-sport";
    const { panics } = await build();
    expect(panics[0]).toBe('The VIP sign-up\'s model "outlander-sport" is not a model of the catalogue.');
  });
});
