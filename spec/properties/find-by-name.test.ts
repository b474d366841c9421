import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { findByName, foldName, queryWords, searchable } from "../../site/src/search/find-by-name";
import { placeName, typedQuery, typingOf } from "../arbitraries/names";
import { asTyped } from "../oracles/names";

/** The words of a query as the visitor means them: none for a blank query. */
const wordsOf = (query: string) => asTyped(query).split(" ").filter(Boolean);

describe("foldName @clause:CHROME-3 @clause:CHROME-6", () => {
  test.prop([placeName()])("ignores letter case and accents", (name) => {
    const folded = foldName(name);
    expect(foldName(name.toLocaleUpperCase("pt-BR"))).toBe(folded);
    expect(foldName(name.normalize("NFD").replace(/\p{M}+/gu, ""))).toBe(folded);
  });

  test.prop([typedQuery()])("reads a name as the visitor types it: no accents, lower case, single spaces", (text) => {
    expect(foldName(text)).toBe(asTyped(text));
  });

  test.prop([typedQuery()])("is idempotent, trimmed, lower case and free of accents", (text) => {
    const folded = foldName(text);
    expect(foldName(folded)).toBe(folded);
    expect(folded).toBe(folded.trim());
    expect(folded).not.toMatch(/\p{M}|\s{2}|[A-Z]/u);
  });

  test("reads Brazilian names as a visitor types them", () => {
    expect(foldName("São Paulo")).toBe("sao paulo");
    expect(foldName("  GOIÂNIA ")).toBe("goiania");
    expect(foldName("Pau-d'Arco")).toBe("pau d arco");
    expect(foldName("Serviços e Benefícios")).toBe("servicos e beneficios");
  });
});

describe("queryWords @clause:CHROME-3 @clause:CHROME-6", () => {
  test.prop([typedQuery()])("are the words typed, as the visitor means them; none for a blank query", (query) => {
    expect(queryWords(query)).toEqual(wordsOf(query));
  });
});

describe("findByName @clause:CHROME-3 @clause:CHROME-6", () => {
  const names = fc.uniqueArray(placeName(), { minLength: 1, maxLength: 30 });

  test.prop([names, typedQuery(), fc.integer({ min: 0, max: 40 })])(
    "finds only names that have every word typed, at most the limit",
    (list, query, limit) => {
      const found = findByName(
        searchable(list, (name) => name),
        query,
        limit,
      );
      expect(found.length).toBeLessThanOrEqual(limit);
      for (const name of found) {
        for (const word of wordsOf(query)) expect(asTyped(name)).toContain(word);
      }
    },
  );

  test.prop([names, fc.nat()])("finds a name however the visitor types it", (list, pick) => {
    const name = list[pick % list.length] ?? "";
    fc.assert(
      fc.property(typingOf(name), (typed) => {
        expect(
          findByName(
            searchable(list, (item) => item),
            typed,
            list.length,
          ),
        ).toContain(name);
      }),
      { numRuns: 3 },
    );
  });

  test.prop([names, fc.constantFrom("", " ", "  \t ", "-", "'")])("finds nothing for a blank query", (list, blank) => {
    expect(
      findByName(
        searchable(list, (name) => name),
        blank,
        10,
      ),
    ).toEqual([]);
  });

  test.prop([names, typedQuery()])("keeps the list's own order among equally good matches", (list, query) => {
    const found = findByName(
      searchable(list, (name) => name),
      query,
      list.length,
    );
    const folded = wordsOf(query).join(" ");
    const starts = found.filter((name) => asTyped(name).startsWith(folded));
    expect(found.slice(0, starts.length)).toEqual(starts);
    expect(starts).toEqual(list.filter((name) => starts.includes(name)));
  });

  test("puts names that start with the query before names that merely contain it", () => {
    const list = searchable(["Alto Santana", "Santana", "Santa Rita", "Bom Jesus"], (name) => name);
    expect(findByName(list, "santa", 10)).toEqual(["Santana", "Santa Rita", "Alto Santana"]);
    expect(findByName(list, "ANTA", 10)).toEqual(["Alto Santana", "Santana", "Santa Rita"]);
    expect(findByName(list, "rita santa", 10)).toEqual(["Santa Rita"]);
  });
});
