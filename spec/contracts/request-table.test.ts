import { describe, expect, test } from "vitest";
import { parseRequestTable, REQUEST_TABLE, RequestTableError, SEARCH_SECTIONS } from "../../contracts/request-table";
import { buildRequest, type ServiceAddress, serviceBase } from "../../site/src/requests/request-builder";
import { kindRows, searchRows } from "../support/request-builder-table";

const NO_HOSTS = { multimedia: "", portal: "", auth: "", search: "" };

// The expected rows are the Examples of the request builder's feature (CALL-2, CALL-3): the table a product owner reads.
describe("the request-builder table", () => {
  test.each(kindRows())("%s, %s calls %s @clause:CALL-2", (kind, section, base) => {
    const service = { kind, section } as ServiceAddress;
    expect(serviceBase(service)).toBe(base);
    expect(buildRequest({ method: "GET", service }, NO_HOSTS).url).toBe(base);
  });

  test.each(searchRows())("search, %s calls %s @clause:CALL-3", (section, base) => {
    const service = { kind: "search", section } as ServiceAddress;
    expect(serviceBase(service)).toBe(base);
    expect(buildRequest({ method: "GET", service }, NO_HOSTS).url).toBe(base);
  });

  test("has the eighteen search sections and no other @clause:CALL-3", () => {
    expect(SEARCH_SECTIONS).toEqual(searchRows().map(([section]) => section));
  });

  test("has exactly the spec's rows, no more @clause:CALL-2", () => {
    const sectionsOf = (kind: string) => kindRows().flatMap(([each, section]) => (each === kind ? [section] : []));
    expect(Object.keys(REQUEST_TABLE.multimedia)).toEqual(sectionsOf("multimedia"));
    expect(Object.keys(REQUEST_TABLE.portal)).toEqual(sectionsOf("portal"));
    expect(kindRows().filter(([kind]) => kind === "auth")).toEqual([["auth", undefined, REQUEST_TABLE.auth]]);
    // The source's default search base; the sections whose base is not it are the table's special ones.
    const defaultBase = "/search/api/{section}/v1.0";
    expect(REQUEST_TABLE.search.default).toBe(defaultBase);
    const special = searchRows().filter(([section, base]) => base !== defaultBase.replace("{section}", section));
    expect(REQUEST_TABLE.search.special).toEqual(Object.fromEntries(special));
  });

  test("is a contract: the table parses, and a table missing a row or with a malformed base does not", () => {
    expect(parseRequestTable(REQUEST_TABLE)).toEqual(REQUEST_TABLE);
    const { media: _media, ...imagesOnly } = REQUEST_TABLE.multimedia;
    const broken = [
      { ...REQUEST_TABLE, multimedia: imagesOnly },
      { ...REQUEST_TABLE, auth: "token" },
      { ...REQUEST_TABLE, auth: "/a/../token" },
      { ...REQUEST_TABLE, search: { ...REQUEST_TABLE.search, default: "/search/v1.0" } },
      { ...REQUEST_TABLE, search: { ...REQUEST_TABLE.search, special: { cars: "/cars" } } },
    ];
    for (const table of broken) expect(() => parseRequestTable(table)).toThrow(RequestTableError);
    expect(() => parseRequestTable(broken[0])).toThrow(/row "multimedia\.media"/);
  });
});
