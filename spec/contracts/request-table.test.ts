import { describe, expect, test } from "vitest";
import { parseRequestTable, REQUEST_TABLE, RequestTableError, SEARCH_SECTIONS } from "../../contracts/request-table";
import { buildRequest, type ServiceAddress, serviceBase } from "../../site/src/requests/request-builder";
import { SEARCH_ROWS, SPEC_ROWS } from "../oracles/request-table";

const NO_HOSTS = { multimedia: "", portal: "", auth: "", search: "" };

describe("the request-builder table", () => {
  test.each(SPEC_ROWS)("%s, %s calls %s @clause:CALL-2", (kind, section, base) => {
    const service = { kind, section } as ServiceAddress;
    expect(serviceBase(service)).toBe(base);
    expect(buildRequest({ method: "GET", service }, NO_HOSTS).url).toBe(base);
  });

  test.each(SEARCH_ROWS)("search, %s calls %s @clause:CALL-3", (section, base) => {
    const service = { kind: "search", section } as ServiceAddress;
    expect(serviceBase(service)).toBe(base);
    expect(buildRequest({ method: "GET", service }, NO_HOSTS).url).toBe(base);
  });

  test("has the eighteen search sections and no other @clause:CALL-3", () => {
    expect(SEARCH_SECTIONS).toEqual(SEARCH_ROWS.map(([section]) => section));
  });

  test("has exactly the spec's rows, no more @clause:CALL-2", () => {
    expect(Object.keys(REQUEST_TABLE.multimedia)).toEqual(["images", "media"]);
    expect(Object.keys(REQUEST_TABLE.portal)).toEqual(["lead", "contact", "service", "review"]);
    expect(REQUEST_TABLE.auth).toBe("/token");
    expect(REQUEST_TABLE.search.default).toBe("/search/api/{section}/v1.0");
    expect(REQUEST_TABLE.search.special).toEqual({ vehicleModels: "/search/api/vehicle/v1.0/CAR/models" });
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
