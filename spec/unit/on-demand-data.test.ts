import { afterEach, describe, expect, test, vi } from "vitest";
import { loadMunicipalities } from "../../site/src/location/municipalities";
import { loadSiteSearchIndex } from "../../site/src/search/site-search-index";

/**
 * The data the city selection and the header search fetch when they first
 * open (decisions CHROME-3, CHROME-6): fetched once, parsed with its contract,
 * made searchable by name; a failed fetch is tried again at the next opening.
 * The loaders keep what they loaded for the page's life, so each test runs a
 * failure before a success.
 */

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadMunicipalities @clause:CHROME-3", () => {
  test("tries again after a failure, then fetches the list once and folds the names for searching", async () => {
    const fetch = vi.fn((_address: string) => answer(503, {}));
    vi.stubGlobal("fetch", fetch);
    await expect(loadMunicipalities()).rejects.toThrow("/data/municipios.json answered 503");
    fetch.mockImplementation(() =>
      answer(200, {
        source: "IBGE",
        municipalities: [
          [3550308, "São Paulo", "SP"],
          [5208707, "Goiânia", "GO"],
        ],
      }),
    );
    const [first, second] = await Promise.all([loadMunicipalities(), loadMunicipalities()]);
    expect(first).toBe(second);
    expect(first).toEqual([
      { item: { id: 3550308, name: "São Paulo", state: "SP" }, folded: "sao paulo" },
      { item: { id: 5208707, name: "Goiânia", state: "GO" }, folded: "goiania" },
    ]);
    expect(fetch.mock.calls.map(([address]) => address)).toEqual(["/data/municipios.json", "/data/municipios.json"]);
  });
});

describe("loadSiteSearchIndex @clause:CHROME-6", () => {
  test("tries again after a failed fetch or an index its contract refuses, then fetches once and folds the labels", async () => {
    const fetch = vi.fn((_address: string) => answer(404, {}));
    vi.stubGlobal("fetch", fetch);
    await expect(loadSiteSearchIndex()).rejects.toThrow("/data/busca.json answered 404");
    fetch.mockImplementation(() => answer(200, { entries: [{ label: "", path: "ofertas", kind: "x" }] }));
    await expect(loadSiteSearchIndex()).rejects.toThrow();
    fetch.mockImplementation(() =>
      answer(200, { entries: [{ label: "Serviços e Benefícios", path: "/servicos-beneficios", kind: "page" }] }),
    );
    const index = await loadSiteSearchIndex();
    expect(await loadSiteSearchIndex()).toBe(index);
    expect(index).toEqual([
      {
        item: { label: "Serviços e Benefícios", path: "/servicos-beneficios", kind: "page" },
        folded: "servicos e beneficios",
      },
    ]);
    expect(fetch.mock.calls.map(([address]) => address)).toEqual([
      "/data/busca.json",
      "/data/busca.json",
      "/data/busca.json",
    ]);
  });
});
