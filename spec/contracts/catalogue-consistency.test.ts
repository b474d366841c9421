import { describe, expect, test } from "vitest";
import type { Catalogue } from "../../site/src/catalogue/catalogue";
import { checkCatalogue } from "../../site/src/catalogue/check-catalogue";
import { parseCatalogue, parseModels } from "../../site/src/catalogue/parse-catalogue";
import { catalogueSources } from "../../site/src/catalogue/sources";

/**
 * The rules between the catalogue's entries (decisions CAT-3, CAT-13, PAGE-4):
 * the catalogue of the repository, broken in one place, and the problems the
 * check must name for it, written out by hand from the entries as the
 * catalogue lists them (models[0] is Pajero Sport, menus.pickups[8] Triton
 * Tarmac, and so on). Each problem names the entry as `"title" (list[index])`,
 * the field, and what is wrong.
 */

/**
 * The repository's catalogue, parsed inside each test: parsed as the file
 * loads, every mutant of the check would count for Stryker as one that runs
 * before any test ("static"), and be left out of the score.
 */
const repositoryCatalogue = () => parseCatalogue(catalogueSources());

/** A copy of the catalogue with one change. */
function broken(change: (catalogue: Catalogue) => void): Catalogue {
  const copy = repositoryCatalogue();
  change(copy);
  return copy;
}

/** The `index`th entry of a list, which the catalogue must have. */
function at<T>(list: T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`The catalogue has no entry ${index} in this list`);
  return entry;
}

const problem = (entry: string, field: string, message: string) => ({ entry, field, message });

describe("the models @clause:CAT-3", () => {
  test("the catalogue as it stands has no problem", () => {
    expect(checkCatalogue(repositoryCatalogue())).toEqual([]);
  });

  test("two models in one position are both named", () => {
    const catalogue = broken((each) => {
      at(each.models, 1).position = 1;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Pajero Sport" (models[0])', "position", "1 is used by another model"),
      problem('"Nova Triton" (models[1])', "position", "1 is used by another model"),
    ]);
  });

  test("two models with one id are both named, and what named the lost id no longer finds it", () => {
    const catalogue = broken((each) => {
      at(each.models, 7).id = 1;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Pajero Sport" (models[0])', "id", "1 is used by another model"),
      problem('"L200 Triton Sport" (models[6])', "suggestions.0", "8 is not a model of the catalogue"),
      problem('"L200 Triton Sport GLS Plus" (models[7])', "id", "1 is used by another model"),
      problem('"João Pedro Lima" (ambassadors[3])', "modelId", "8 is not a model of the catalogue"),
    ]);
  });

  test("a slug that is not the end of the model's address is named with the right one", () => {
    const catalogue = broken((each) => {
      at(each.models, 1).slug = "nova-triton";
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Nova Triton" (models[1])', "slug", 'must be "new-triton", the end of /picapes/new-triton'),
    ]);
  });

  test("two models at one address are both named: the source's 'All new Triton' is the catalogue's 'Nova Triton' @clause:CAT-2", () => {
    const catalogue = broken((each) => {
      const tarmac = at(each.models, 2);
      tarmac.name = "All new Triton";
      tarmac.slug = "new-triton";
      at(each.menus.pickups, 8).link = "/picapes/new-triton";
    });
    // The menus find the later model at the shared address: the Nova Triton's entry now shows the other one.
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Nova Triton" (models[1])', "name", "its address /picapes/new-triton is another model's too"),
      problem('"All new Triton" (models[2])', "name", "its address /picapes/new-triton is another model's too"),
      problem('"Nova Triton" (menus.pickups[9])', "image.link", 'must be the address of image "triton-tarmac-estudio"'),
      problem('"Nova Triton" (menus.pickups[9])', "badge", "must be 'Lançamento'"),
      problem('"Nova Triton" (models[1])', "name", "has no entry of its own in the menus"),
    ]);
  });

  test("a version id two models use is named on both, and the offer of the renamed one loses it", () => {
    const catalogue = broken((each) => {
      at(at(each.models, 4).trims, 0).id = "triton-tarmac-2027";
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Triton Tarmac" (models[2])', "trims.0.id", '"triton-tarmac-2027" is another model\'s trim too'),
      problem('"Eclipse Cross Tarmac" (models[4])', "trims.0.id", '"triton-tarmac-2027" is another model\'s trim too'),
      problem(
        '"Eclipse Cross Tarmac: lançamento com IPVA 2027 pago" (offers[3])',
        "trimId",
        '"eclipse-cross-tarmac-2027" is not a version of Eclipse Cross Tarmac',
      ),
    ]);
  });
});

describe("the events @clause:CAT-3", () => {
  test("two events with one id and one position are both named, for each", () => {
    const catalogue = broken((each) => {
      const outdoor = at(each.events, 1);
      outdoor.id = 1;
      outdoor.position = 1;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Mitsubishi Cup" (events[0])', "id", "1 is used by another event"),
      problem('"Mitsubishi Cup" (events[0])', "position", "1 is used by another event"),
      problem('"Mitsubishi Outdoor" (events[1])', "id", "1 is used by another event"),
      problem('"Mitsubishi Outdoor" (events[1])', "position", "1 is used by another event"),
    ]);
  });

  test("an event whose page the route table does not have is named with that page", () => {
    const catalogue = broken((each) => {
      at(each.events, 0).name = "Mitsubishi Copa";
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Mitsubishi Copa" (events[0])', "name", "its page /mundo-mit/mitsubishi-copa is not in the route table"),
    ]);
  });
});

describe("the model menus @clause:CAT-1 @clause:CAT-3", () => {
  test("a model's drawing at another size is named, whichever side is wrong", () => {
    const catalogue = broken((each) => {
      const pajero = at(each.menus.suvs, 0);
      if (pajero.image) pajero.image.width = 600;
      const l200 = at(each.menus.pickups, 0);
      if (l200.image) l200.image.height = 400;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Pajero Sport" (menus.suvs[0])', "image", "must be 560×397"),
      problem('"L200 Triton Sport" (menus.pickups[0])', "image", "must be 560×397"),
    ]);
  });

  test("an entry without the model's drawing, or with another drawing, is named", () => {
    const catalogue = broken((each) => {
      const eclipse = at(each.menus.suvs, 1);
      if (eclipse.image) eclipse.image.link = "/api/images/v1.0/outro-desenho";
      at(each.menus.suvs, 4).image = undefined;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Eclipse Cross" (menus.suvs[1])', "image.link", 'must be the address of image "eclipse-cross-estudio"'),
      problem('"Outlander" (menus.suvs[4])', "image", "a model entry shows the model's image"),
    ]);
  });

  test("the entry of a model without a drawing must show none, and says so", () => {
    const catalogue = broken((each) => {
      at(each.models, 0).imageId1 = null;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"Pajero Sport" (menus.suvs[0])', "image.link", 'must be the address of image "(none)"'),
    ]);
  });

  test("a version entry anchored at a version the model does not have is named", () => {
    const catalogue = broken((each) => {
      at(each.menus.pickups, 6).link = "/picapes/l200-triton-sport#l200-triton-sport-gls-2019";
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"GLS" (menus.pickups[6])', "link", "#l200-triton-sport-gls-2019 is not a version of L200 Triton Sport"),
    ]);
  });

  test("a model with no entry of its own is named, even when entries of its versions remain", () => {
    const withoutTarmac = broken((each) => {
      each.menus.pickups.splice(8, 1);
    });
    expect(checkCatalogue(withoutTarmac)).toEqual([
      problem('"Triton Tarmac" (models[2])', "name", "has no entry of its own in the menus"),
    ]);
    const withoutL200 = broken((each) => {
      each.menus.pickups.splice(0, 1);
    });
    expect(checkCatalogue(withoutL200)).toEqual([
      problem('"L200 Triton Sport" (models[6])', "name", "has no entry of its own in the menus"),
    ]);
  });

  test("a model with special series needs an entry badged 'Série especial' for one of them", () => {
    const withoutSport = broken((each) => {
      each.menus.suvs.splice(2, 1);
    });
    expect(checkCatalogue(withoutSport)).toEqual([
      problem('"Eclipse Cross" (models[5])', "specialSeries", "no menu entry shows its special series"),
    ]);
    // The GL and GLS entries remain anchored at versions of the L200: they are not special series.
    const withoutL200Series = broken((each) => {
      each.menus.pickups.splice(1, 4);
    });
    expect(checkCatalogue(withoutL200Series)).toEqual([
      problem('"L200 Triton Sport" (models[6])', "specialSeries", "no menu entry shows its special series"),
    ]);
  });

  test("a badge the model and version do not earn, or a missing one, is named", () => {
    const catalogue = broken((each) => {
      at(each.menus.pickups, 0).badge = "Lançamento";
      at(each.menus.pickups, 1).badge = undefined;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem(
        '"L200 Triton Sport" (menus.pickups[0])',
        "badge",
        "must be absent: L200 Triton Sport is neither a launch nor this a special series",
      ),
      problem('"Outdoor" (menus.pickups[1])', "badge", "must be 'Série especial'"),
    ]);
  });
});

describe("the offers and plans @clause:PAGE-35 @clause:PAGE-4 @clause:PAGE-25 @clause:CAT-3", () => {
  test("two offers with one id, or in one position, are both named", () => {
    const catalogue = broken((each) => {
      const second = at(each.offers, 1);
      second.id = "l200-triton-sport-gl-taxa-zero";
      second.position = 1;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem(
        '"L200 Triton Sport GL com taxa 0% em 24 meses" (offers[0])',
        "id",
        '"l200-triton-sport-gl-taxa-zero" is repeated',
      ),
      problem(
        '"Eclipse Cross HPE-S com R$\u00a010.000 de bônus na troca" (offers[1])',
        "id",
        '"l200-triton-sport-gl-taxa-zero" is repeated',
      ),
      problem('"L200 Triton Sport GL com taxa 0% em 24 meses" (offers[0])', "position", "1 is used by another offer"),
      problem(
        '"Eclipse Cross HPE-S com R$\u00a010.000 de bônus na troca" (offers[1])',
        "position",
        "1 is used by another offer",
      ),
    ]);
  });

  test("an offer on a version without a public price may state any price", () => {
    const catalogue = broken((each) => {
      const offer = at(each.offers, 0);
      offer.modelId = 2;
      offer.trimId = "new-triton-gl-2027";
    });
    expect(checkCatalogue(catalogue)).toEqual([]);
  });

  test("an offer at the version's public price or above is named with that price", () => {
    const catalogue = broken((each) => {
      at(each.offers, 4).price = 289990;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem(
        '"Triton Tarmac por preço especial" (offers[4])',
        "price",
        "must be below the version's public price (289990) to be an offer",
      ),
    ]);
  });

  test("two plans with one id, or of one version with the same term and mileage, are both named", () => {
    const catalogue = broken((each) => {
      const second = at(each.subscriptionPlans, 1);
      second.id = "eclipse-cross-gls-24-1000";
      second.termMonths = 24;
      second.kmPerMonth = 1000;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem('"eclipse-cross-gls-24-1000" (subscriptionPlans[0])', "id", '"eclipse-cross-gls-24-1000" is repeated'),
      problem('"eclipse-cross-gls-24-1000" (subscriptionPlans[1])', "id", '"eclipse-cross-gls-24-1000" is repeated'),
      problem(
        '"eclipse-cross-gls-24-1000" (subscriptionPlans[0])',
        "termMonths",
        "another plan of this version has the same term and mileage",
      ),
      problem(
        '"eclipse-cross-gls-24-1000" (subscriptionPlans[1])',
        "termMonths",
        "another plan of this version has the same term and mileage",
      ),
    ]);
  });
});

describe("the other lists @clause:PAGE-35 @clause:CAT-3", () => {
  test("an id repeated in the recalls, press releases, ambassadors or partners is named on both entries", () => {
    const catalogue = broken((each) => {
      at(each.recallCampaigns, 1).id = "l200-triton-sport-2026-cinto";
      at(each.pressReleases, 1).id = "nova-triton-chega-as-concessionarias";
      at(each.ambassadors, 1).id = "marina-teles";
      at(each.partners, 1).id = "rali-cerrado-adentro";
    });
    const repeated = (entry: string, id: string) => problem(entry, "id", `"${id}" is repeated`);
    expect(checkCatalogue(catalogue)).toEqual([
      repeated(
        '"L200 Triton Sport 2026: fixação do cinto de segurança traseiro" (recallCampaigns[0])',
        "l200-triton-sport-2026-cinto",
      ),
      repeated('"Eclipse Cross 2026: bomba de combustível" (recallCampaigns[1])', "l200-triton-sport-2026-cinto"),
      repeated(
        '"Nova Triton chega às concessionárias com motor biturbo de 205 cv" (pressReleases[0])',
        "nova-triton-chega-as-concessionarias",
      ),
      repeated(
        '"Novo Outlander híbrido plug-in chega com 7 lugares e tração S-AWC" (pressReleases[1])',
        "nova-triton-chega-as-concessionarias",
      ),
      repeated('"Marina Teles" (ambassadors[0])', "marina-teles"),
      repeated('"Rafael Okuda" (ambassadors[1])', "marina-teles"),
      repeated('"Rali Cerrado Adentro" (partners[0])', "rali-cerrado-adentro"),
      repeated('"Instituto Trilhas Vivas" (partners[1])', "rali-cerrado-adentro"),
    ]);
  });

  test("a recall or an ambassador of a model the catalogue does not have is named", () => {
    const catalogue = broken((each) => {
      at(each.recallCampaigns, 2).modelId = 99;
      at(each.ambassadors, 1).modelId = 98;
    });
    expect(checkCatalogue(catalogue)).toEqual([
      problem(
        '"Pajero Sport 2026: conector do airbag do motorista" (recallCampaigns[2])',
        "modelId",
        "99 is not a model of the catalogue",
      ),
      problem('"Rafael Okuda" (ambassadors[1])', "modelId", "98 is not a model of the catalogue"),
    ]);
  });
});

describe("the artwork @clause:CAT-13", () => {
  test("each missing drawing is named with every entry and field that names it", () => {
    const missing = new Set([
      "outlander-estudio",
      "outlander-estrada",
      "outlander-trilha",
      "outlander-hero",
      "outlander-hero-mobile",
      "eclipse-cross-sport",
      "mitsubishi-cup-imagem",
      "mitsubishi-outdoor-logo",
      "embaixadora-marina-teles",
      "parceiro-equipe-correnteza",
    ]);
    const none = (entry: string, field: string, id: string) =>
      problem(entry, field, `the project has no image "${id}"`);
    const outlander = '"Outlander" (models[3])';
    expect(checkCatalogue(repositoryCatalogue(), { artworkExists: (id) => !missing.has(id) })).toEqual([
      none(outlander, "images.0", "outlander-estudio"),
      none(outlander, "images.1", "outlander-estrada"),
      none(outlander, "images.2", "outlander-trilha"),
      none(outlander, "imageId1", "outlander-estudio"),
      none(outlander, "imageId2", "outlander-estrada"),
      none(outlander, "imageHeroId", "outlander-hero"),
      none(outlander, "imageHeroMobileId", "outlander-hero-mobile"),
      none(outlander, "about.0.imageIds.0", "outlander-estrada"),
      none('"Eclipse Cross" (models[5])', "about.1.imageIds.1", "eclipse-cross-sport"),
      none('"Eclipse Cross" (models[5])', "trims.2.imageId", "eclipse-cross-sport"),
      none('"Mitsubishi Cup" (events[0])', "imageId", "mitsubishi-cup-imagem"),
      none('"Mitsubishi Outdoor" (events[1])', "logoId", "mitsubishi-outdoor-logo"),
      none(
        '"Novo Outlander híbrido plug-in chega com 7 lugares e tração S-AWC" (pressReleases[1])',
        "imageId",
        "outlander-estrada",
      ),
      none(
        '"Mitsubishi Cup abre a temporada 2026 com recorde de inscritos" (pressReleases[2])',
        "imageId",
        "mitsubishi-cup-imagem",
      ),
      none('"Marina Teles" (ambassadors[0])', "imageId", "embaixadora-marina-teles"),
      none('"Equipe Correnteza de Canoagem" (partners[2])', "logoId", "parceiro-equipe-correnteza"),
    ]);
  });

  test("the brand's mark is named on every model", () => {
    const problems = checkCatalogue(repositoryCatalogue(), { artworkExists: (id) => id !== "mitsubishi-marca" });
    expect(problems.map(({ entry, field }) => `${entry} ${field}`)).toEqual([
      '"Pajero Sport" (models[0]) makeImageId',
      '"Nova Triton" (models[1]) makeImageId',
      '"Triton Tarmac" (models[2]) makeImageId',
      '"Outlander" (models[3]) makeImageId',
      '"Eclipse Cross Tarmac" (models[4]) makeImageId',
      '"Eclipse Cross" (models[5]) makeImageId',
      '"L200 Triton Sport" (models[6]) makeImageId',
      '"L200 Triton Sport GLS Plus" (models[7]) makeImageId',
    ]);
  });
});

describe("what parsing says @clause:CAT-3", () => {
  const SOURCES = catalogueSources();
  const thrown = (parse: () => unknown): Error => {
    try {
      parse();
    } catch (error) {
      return error as Error;
    }
    throw new Error("parsing did not refuse");
  };

  test("an entry of any list that breaks its contract is named with its list and place", () => {
    const lists = [
      ["menus.suvs", { ...SOURCES, menus: { ...SOURCES.menus, suvs: [{}] } }],
      ["menus.pickups", { ...SOURCES, menus: { ...SOURCES.menus, pickups: [{}] } }],
      ["offers", { ...SOURCES, offers: [{}] }],
      ["subscriptionPlans", { ...SOURCES, subscriptionPlans: [{}] }],
      ["recallCampaigns", { ...SOURCES, recallCampaigns: [{}] }],
      ["pressReleases", { ...SOURCES, pressReleases: [{}] }],
      ["ambassadors", { ...SOURCES, ambassadors: [{}] }],
      ["partners", { ...SOURCES, partners: [{}] }],
    ] as const;
    for (const [list, sources] of lists) {
      const error = thrown(() => parseCatalogue(sources));
      expect(error.name, list).toBe("CatalogueError");
      expect(error.message.startsWith(`Invalid catalogue entry ${list}[0]: field "`), error.message).toBe(true);
    }
  });

  test("an entry that is not an object is named '(entry)'; several faults of one entry are joined with '; '", () => {
    expect(thrown(() => parseModels(["Pajero Sport"])).message).toMatch(
      /^Invalid catalogue entry models\[0\]: field "\(entry\)": /,
    );
    expect(thrown(() => parseModels([{ name: "Pajero Sport" }])).message).toMatch(
      /^Invalid catalogue entry "Pajero Sport" \(models\[0\]\): field "id": [^;]+; field "position": /,
    );
  });

  test("the problems between entries are listed one a line", () => {
    const models = SOURCES.models.map((model, index) => (index === 1 ? { ...(model as object), position: 1 } : model));
    expect(thrown(() => parseCatalogue({ ...SOURCES, models })).message).toBe(
      [
        'Invalid catalogue entry "Pajero Sport" (models[0]): field "position": 1 is used by another model',
        'Invalid catalogue entry "Nova Triton" (models[1]): field "position": 1 is used by another model',
      ].join("\n"),
    );
  });
});
