import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PUBLIC_DIR } from "../../tooling/paths";

/**
 * The dealer network reaches pages through their data (page-data JSON, fetched
 * by the pages that list dealers), never through the site's scripts, which
 * every page of the site loads. Dealers the dealer-finder scenarios name,
 * written without accents (a bundler may escape them).
 */
const DEALERS = ["Guanabara Mitsubishi Barra", "Diamante Motors Paulista", "Rota Mitsubishi Tijuca"];

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptsUnder(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

test("the dealers are in the dealer finder's page data and in no script of the site @clause:DEALER-6", () => {
  const finderData = readFileSync(path.join(PUBLIC_DIR, "page-data", "concessionarias", "page-data.json"), "utf8");
  for (const dealer of DEALERS) expect(finderData).toContain(dealer);
  const scripts = scriptsUnder(PUBLIC_DIR);
  expect(scripts.length).toBeGreaterThan(0);
  const carrying = scripts.filter((file) => {
    const text = readFileSync(file, "utf8");
    return DEALERS.some((dealer) => text.includes(dealer));
  });
  expect(carrying.map((file) => path.relative(PUBLIC_DIR, file))).toEqual([]);
});
