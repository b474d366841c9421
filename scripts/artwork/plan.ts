import type { Ambassador } from "../../contracts/ambassador";
import type { BrandEvent } from "../../contracts/event";
import type { Partner } from "../../contracts/partner";
import type { VehicleModel } from "../../contracts/vehicle-model";
import type { CarLook } from "./car";
import { drawPartnerLogo, drawServicePictogram, type Emblem } from "./marks";
import { drawPortrait, type Hair } from "./people";
import {
  drawBrandMark,
  drawDefaultImage,
  drawEventImage,
  drawEventLogo,
  drawScene,
  type EventTheme,
  type SceneKind,
} from "./scenes";

/**
 * Which drawing each image id of the catalogue gets: the model's menu image is
 * a studio view (560×397), its second image a road, its hero a dusk road, the
 * other images a trail; a version's image is a studio view in its own paint.
 * Ambassadors get a portrait, partners a logo, services a pictogram.
 * The file name is the image id: `{id}.svg`.
 */

/** The paint of each model, by slug. A model the table misses fails the generator, naming it. */
const MODEL_PAINT: Record<string, string> = {
  "pajero-sport": "#1f3a5f",
  "new-triton": "#d9822b",
  "triton-tarmac": "#2d2d2f",
  outlander: "#dfe3e6",
  "eclipse-cross-tarmac": "#4a5057",
  "eclipse-cross": "#b3000e",
  "l200-triton-sport": "#8e99a4",
  "l200-triton-sport-gls-plus": "#56603f",
};

/** The look of each special version, by trim id. */
const VERSION_LOOK: Record<string, Omit<CarLook, "body">> = {
  "eclipse-cross-sport-2027": { colour: "#f1f1f1", stripe: "#d01c2a", spoiler: true },
  "l200-triton-sport-outdoor-2027": { colour: "#556b2f", stripe: "#f2a33a", snorkel: true, roofRack: true },
  "l200-triton-sport-terra-2027": { colour: "#b5562c", stripe: "#2b2b2b", roofRack: true },
  "l200-triton-sport-urban-2027": { colour: "#7d8590", stripe: "#111111" },
  "l200-triton-sport-savana-2027": { colour: "#c8a165", stripe: "#3b2a18", bullBar: true },
};

const EVENT_THEME: Record<string, EventTheme> = {
  "Mitsubishi Cup": "cup",
  "Mitsubishi Outdoor": "outdoor",
  "Mitsubishi Motorsports": "motorsports",
  "Mitsubishi Experience": "experience",
};

/** The emblem and colour of each partner's logo, by partner id. */
const PARTNER_LOOK: Record<string, { emblem: Emblem; accent: string }> = {
  "rali-cerrado-adentro": { emblem: "rally", accent: "#d9822b" },
  "instituto-trilhas-vivas": { emblem: "trail", accent: "#2f7d4f" },
  "equipe-correnteza": { emblem: "water", accent: "#1f6fb2" },
  "escola-serra-alta": { emblem: "wheel", accent: "#b3000e" },
};

/** The hair of each ambassador's portrait, by ambassador id. */
const AMBASSADOR_HAIR: Record<string, Hair> = {
  "marina-teles": "long",
  "rafael-okuda": "short",
  "ana-beatriz-souza": "long",
  "joao-pedro-lima": "short",
};

/** What else the site draws beside the models and events: people, partners and services. */
export interface ArtworkExtras {
  ambassadors: readonly Pick<Ambassador, "id" | "name" | "imageId">[];
  partners: readonly Pick<Partner, "id" | "name" | "logoId">[];
  /** Each service's pictogram id, the end of its path and its name. */
  services: readonly { pictogramId: string; slug: string; name: string }[];
}

/** The default image's file name (see DEFAULT_IMAGE in site/src/requests/image-address.ts). */
export const DEFAULT_IMAGE_ID = "sem-imagem";

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`scripts/artwork/plan.ts has no drawing for ${what}: add it there.`);
  return value;
}

/** Every artwork file of the project, by image id, drawn from the catalogue. */
export function artworkPlan(
  models: readonly VehicleModel[],
  events: readonly BrandEvent[],
  extras: ArtworkExtras,
): Map<string, string> {
  const files = new Map<string, string>();
  const put = (id: string | null, draw: () => string) => {
    if (id !== null && !files.has(id)) files.set(id, draw());
  };
  put(DEFAULT_IMAGE_ID, drawDefaultImage);

  for (const model of models) {
    const look: CarLook = {
      body: model.bodystyleName === "Picapes" ? "pickup" : "suv",
      colour: must(MODEL_PAINT[model.slug], `the paint of ${model.name}`),
    };
    const scene = (kind: SceneKind, id: string | null) =>
      put(id, () => drawScene(kind, look, `Ilustração do ${model.name}`));
    put(model.makeImageId, drawBrandMark);
    scene("studio", model.imageId1);
    scene("road", model.imageId2);
    scene("hero", model.imageHeroId);
    scene("hero-mobile", model.imageHeroMobileId);
    for (const trim of model.trims) {
      if (trim.imageId === null) continue;
      const version = must(VERSION_LOOK[trim.id], `the look of ${trim.name}`);
      put(trim.imageId, () => drawScene("studio", { ...look, ...version }, `Ilustração do ${model.name} ${trim.name}`));
    }
    for (const id of [...model.images, ...model.about.flatMap((about) => about.imageIds)]) scene("trail", id);
  }

  const fleet: CarLook[] = models.map((model) => ({
    body: model.bodystyleName === "Picapes" ? "pickup" : "suv",
    colour: MODEL_PAINT[model.slug] ?? "#8e99a4",
  }));
  events.forEach((event, index) => {
    const theme = must(EVENT_THEME[event.name], `the event ${event.name}`);
    const pair: [CarLook, CarLook] = [
      fleet[index % fleet.length] ?? { body: "suv", colour: "#b3000e" },
      fleet[(index + 3) % fleet.length] ?? { body: "pickup", colour: "#1f3a5f" },
    ];
    put(event.logoId, () => drawEventLogo(theme, event.name));
    put(event.imageId, () => drawEventImage(theme, event.name, pair));
  });
  for (const ambassador of extras.ambassadors) {
    const hair = must(AMBASSADOR_HAIR[ambassador.id], `the portrait of ${ambassador.name}`);
    put(ambassador.imageId, () => drawPortrait(ambassador.id, ambassador.name, hair));
  }
  for (const partner of extras.partners) {
    const look = must(PARTNER_LOOK[partner.id], `the logo of ${partner.name}`);
    put(partner.logoId, () => drawPartnerLogo(partner.name, look.emblem, look.accent));
  }
  for (const service of extras.services) {
    put(service.pictogramId, () =>
      must(drawServicePictogram(service.slug, service.name), `the service ${service.name}`),
    );
  }
  return files;
}
