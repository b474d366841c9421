import { gzipSync } from "node:zlib";
import { getStateByIbgeCode } from "@brazilian-utils/brazilian-utils";
import { describe, expect, test } from "vitest";
import { MUNICIPALITIES_PATH, MunicipalityFileSchema } from "../../contracts/municipality";
import { SITE_SEARCH_PATH, SiteSearchIndexSchema } from "../../contracts/site-search";
import { MODELS } from "../../site/src/catalogue/models";
import { clientDataFiles } from "../../site/src/client-data/write-client-data";
import { STATIC_ROUTES } from "../../site/src/routes/route-table";
import { FORM_VIP_PAGES, modelPage } from "../oracles/pages";

const files = clientDataFiles();

describe("the municipalities the city selection searches @clause:CHROME-3", () => {
  const file = MunicipalityFileSchema.parse(files[MUNICIPALITIES_PATH]);

  test("are every IBGE municipality, once each", () => {
    expect(file.municipalities.length).toBeGreaterThanOrEqual(5_570);
    const ids = file.municipalities.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("carry a seven-digit code whose first two digits are their state's", () => {
    for (const [id, name, state] of file.municipalities) {
      expect(getStateByIbgeCode(String(id).slice(0, 2))?.code, `${name} (${id})`).toBe(state);
    }
  });

  test("name the cities with their accents", () => {
    expect(file.municipalities).toContainEqual([3550308, "São Paulo", "SP"]);
    expect(file.municipalities).toContainEqual([5208707, "Goiânia", "GO"]);
    expect(file.municipalities).toContainEqual([5300108, "Brasília", "DF"]);
  });

  test("stay small enough to fetch on demand (under 64 KiB gzipped)", () => {
    expect(gzipSync(JSON.stringify(file)).length).toBeLessThan(64 * 1024);
  });
});

describe("the header search's index @clause:CHROME-6", () => {
  const index = SiteSearchIndexSchema.parse(files[SITE_SEARCH_PATH]);
  const paths = index.entries.map((entry) => entry.path);

  test("names every model of the catalogue at its page", () => {
    for (const model of MODELS) {
      expect(index.entries).toContainEqual({ label: model.name, path: modelPage(model.name), kind: "model" });
    }
  });

  test("names the menus' versions by their full name, at their trim", () => {
    expect(index.entries).toContainEqual({
      label: "L200 Triton Sport Savana",
      path: "/picapes/l200-triton-sport#l200-triton-sport-savana-2027",
      kind: "model",
    });
    expect(index.entries.find((entry) => entry.label === "Eclipse Cross Sport")?.path).toMatch(
      /^\/suv-e-crossovers\/eclipse-cross#/,
    );
  });

  test("names every titled page of the route table but the form-vip pages", () => {
    for (const route of STATIC_ROUTES) {
      if (!route.title) continue;
      expect(paths.includes(route.path)).toBe(!(FORM_VIP_PAGES as readonly string[]).includes(route.path));
    }
  });

  test("leads each entry to one address", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});
