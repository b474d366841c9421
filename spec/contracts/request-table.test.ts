import { describe, expect, test } from "vitest";
import { parseRequestTable, REQUEST_TABLE, RequestTableError, SEARCH_SECTIONS } from "../../contracts/request-table";
import { buildRequest, type ServiceAddress, serviceBase } from "../../site/src/requests/request-builder";

const NO_HOSTS = { multimedia: "", portal: "", auth: "", search: "" };

/** The table of source spec §7, row by row, as the spec writes it. */
const SPEC_ROWS: Array<[kind: string, section: string | undefined, base: string]> = [
  ["multimedia", "images", "/api/images/v1.0"],
  ["multimedia", "media", "/api/media/v1.0"],
  ["portal", "lead", "/api/lead/v1.0/"],
  ["portal", "contact", "/api/contact/v1.0"],
  ["portal", "service", "/api/service/v1.0"],
  ["portal", "review", "/api/review/v1.0"],
  ["auth", undefined, "/token"],
];

/** The eighteen search sections of §7, in the spec's order, with their bases. */
const SEARCH_ROWS: Array<[section: string, base: string]> = [
  ["vehicleModels", "/search/api/vehicle/v1.0/CAR/models"],
  ["vehicle", "/search/api/vehicle/v1.0"],
  ["deal", "/search/api/deal/v1.0"],
  ["dealer", "/search/api/dealer/v1.0"],
  ["location", "/search/api/location/v1.0"],
  ["news", "/search/api/news/v1.0"],
  ["presskit", "/search/api/presskit/v1.0"],
  ["price", "/search/api/price/v1.0"],
  ["recall", "/search/api/recall/v1.0"],
  ["review", "/search/api/review/v1.0"],
  ["subscription", "/search/api/subscription/v1.0"],
  ["search", "/search/api/search/v1.0"],
  ["servicePDF", "/search/api/servicePDF/v1.0"],
  ["press", "/search/api/press/v1.0"],
  ["config", "/search/api/config/v1.0"],
  ["event", "/search/api/event/v1.0"],
  ["ambassador", "/search/api/ambassador/v1.0"],
  ["partner", "/search/api/partner/v1.0"],
];

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
