import type { MenuBadge, MenuItem } from "../../../contracts/menu-item";
import type { BodyStyleName } from "../../../contracts/vehicle-model";
import { imageAddress } from "../requests/image-address";
import { modelAddress, trimAddress } from "../routes/model-address";

/**
 * The model lists of the Modelos menu (source spec §9), exactly as the spec
 * gives them, from local data (§7: no call). An entry that names a model leads
 * to its page; an entry that names a version of a model (Outdoor, Savana, GLS…)
 * leads to that model's page anchored at the version's trim (README, Decisions).
 * The image of each entry is the 560×397 drawing of the model or version,
 * through the image address of the request builder (§7: model images only).
 *
 * This module is bundled with the header, so it names models rather than
 * importing the catalogue; the build checks every entry against the catalogue
 * (links, anchors, images, badges) and fails naming the entry when one disagrees.
 */

/** The model image of the Modelos menu panel (§2, §9), the drawing every model card shows too. */
export const MENU_MODEL_IMAGE = { width: 560, height: 397 } as const;

type ModelRef = { name: string; bodystyleName: BodyStyleName };

const PAJERO_SPORT: ModelRef = { name: "Pajero Sport", bodystyleName: "SUV e Crossovers" };
const ECLIPSE_CROSS: ModelRef = { name: "Eclipse Cross", bodystyleName: "SUV e Crossovers" };
const ECLIPSE_CROSS_TARMAC: ModelRef = { name: "Eclipse Cross Tarmac", bodystyleName: "SUV e Crossovers" };
const OUTLANDER: ModelRef = { name: "Outlander", bodystyleName: "SUV e Crossovers" };
const L200_TRITON_SPORT: ModelRef = { name: "L200 Triton Sport", bodystyleName: "Picapes" };
const L200_TRITON_SPORT_GLS_PLUS: ModelRef = { name: "L200 Triton Sport GLS Plus", bodystyleName: "Picapes" };
const TRITON_TARMAC: ModelRef = { name: "Triton Tarmac", bodystyleName: "Picapes" };
const NOVA_TRITON: ModelRef = { name: "Nova Triton", bodystyleName: "Picapes" };

function entry(label: string, link: string, imageId: string, badge?: MenuBadge): MenuItem {
  const image = { link: imageAddress(imageId), ...MENU_MODEL_IMAGE };
  return badge ? { label, link, image, badge } : { label, link, image };
}

const model = (label: string, ref: ModelRef, imageId: string, badge?: MenuBadge) =>
  entry(label, modelAddress(ref), imageId, badge);

const version = (label: string, ref: ModelRef, trimId: string, imageId: string, badge?: MenuBadge) =>
  entry(label, trimAddress(ref, { id: trimId }), imageId, badge);

/** SUVs: Pajero Sport, Eclipse Cross, Eclipse Cross Sport, Eclipse Cross Tarmac, Outlander. */
export const SUV_MENU: MenuItem[] = [
  model("Pajero Sport", PAJERO_SPORT, "pajero-sport-estudio"),
  model("Eclipse Cross", ECLIPSE_CROSS, "eclipse-cross-estudio"),
  version("Eclipse Cross Sport", ECLIPSE_CROSS, "eclipse-cross-sport-2027", "eclipse-cross-sport", "Série especial"),
  model("Eclipse Cross Tarmac", ECLIPSE_CROSS_TARMAC, "eclipse-cross-tarmac-estudio", "Lançamento"),
  model("Outlander", OUTLANDER, "outlander-estudio", "Lançamento"),
];

/** Pickups: L200 Triton Sport, Outdoor, Savana, Terra, Urban, Sport GLS Plus, GLS, GL, Triton Tarmac, Nova Triton. */
export const PICKUP_MENU: MenuItem[] = [
  model("L200 Triton Sport", L200_TRITON_SPORT, "l200-triton-sport-estudio"),
  version(
    "Outdoor",
    L200_TRITON_SPORT,
    "l200-triton-sport-outdoor-2027",
    "l200-triton-sport-outdoor",
    "Série especial",
  ),
  version("Savana", L200_TRITON_SPORT, "l200-triton-sport-savana-2027", "l200-triton-sport-savana", "Série especial"),
  version("Terra", L200_TRITON_SPORT, "l200-triton-sport-terra-2027", "l200-triton-sport-terra", "Série especial"),
  version("Urban", L200_TRITON_SPORT, "l200-triton-sport-urban-2027", "l200-triton-sport-urban", "Série especial"),
  model("Sport GLS Plus", L200_TRITON_SPORT_GLS_PLUS, "l200-triton-sport-gls-plus-estudio"),
  version("GLS", L200_TRITON_SPORT, "l200-triton-sport-gls-2027", "l200-triton-sport-estudio"),
  version("GL", L200_TRITON_SPORT, "l200-triton-sport-gl-2027", "l200-triton-sport-estudio"),
  model("Triton Tarmac", TRITON_TARMAC, "triton-tarmac-estudio", "Lançamento"),
  model("Nova Triton", NOVA_TRITON, "new-triton-estudio"),
];

/** The Modelos panel: the two lists, each a menu item whose children are the entries. */
export const MODEL_MENU: MenuItem[] = [
  { label: "SUVs", link: "/#modelos", childrenList: SUV_MENU },
  { label: "Picapes", link: "/#modelos", childrenList: PICKUP_MENU },
];
