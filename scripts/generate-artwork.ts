import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueSources } from "../site/src/catalogue/sources";
import { SERVICES, servicePictogramId } from "../site/src/content/services";
import { SITE_DIR } from "../tooling/paths";
import { artworkPlan } from "./artwork/plan";

/**
 * `npm run artwork`: draws the project's own artwork (stylised cars, event
 * logos, the default image) into site/static/artwork, one `{image id}.svg` per
 * id of the catalogue, and removes drawings no id names any more.
 * `npm run artwork -- --check` changes nothing and fails when the files differ.
 */

export const ARTWORK_DIR = path.join(SITE_DIR, "static", "artwork");

/** Every drawing of the project, by image id: the catalogue's and the services' pictograms. */
function currentPlan(): Map<string, string> {
  const { models, events, ambassadors, partners } = catalogueSources();
  const services = SERVICES.map((service) => ({
    pictogramId: servicePictogramId(service),
    slug: servicePictogramId(service).replace(/^servico-/, ""),
    name: service.name,
  }));
  return artworkPlan(models, events, { ambassadors, partners, services });
}

/** The differences between the drawings and the files: missing, changed or stale file names. */
export function artworkDifferences(dir = ARTWORK_DIR): string[] {
  const plan = currentPlan();
  const differences: string[] = [];
  for (const [id, svg] of plan) {
    const file = path.join(dir, `${id}.svg`);
    if (!existsSync(file)) differences.push(`missing ${id}.svg`);
    else if (readFileSync(file, "utf8") !== svg) differences.push(`changed ${id}.svg`);
  }
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!plan.has(name.replace(/\.svg$/, ""))) differences.push(`stale ${name}`);
    }
  }
  return differences;
}

function write(dir = ARTWORK_DIR): number {
  const plan = currentPlan();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!plan.has(name.replace(/\.svg$/, ""))) rmSync(path.join(dir, name));
  }
  for (const [id, svg] of plan) writeFileSync(path.join(dir, `${id}.svg`), svg);
  return plan.size;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? "")) {
  if (process.argv.includes("--check")) {
    const differences = artworkDifferences();
    if (differences.length > 0) {
      console.error(`The artwork is not current (run npm run artwork):\n${differences.join("\n")}`);
      process.exit(1);
    }
    console.log("The artwork is current.");
  } else {
    console.log(`Drew ${write()} files in ${path.relative(process.cwd(), ARTWORK_DIR)}.`);
  }
}
