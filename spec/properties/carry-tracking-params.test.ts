import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { carryTrackingParams, isCarriedParam } from "../../site/src/tracking/carry-tracking-params";
import {
  carriedParamName,
  currentSearch,
  externalTarget,
  hashTarget,
  internalTarget,
  linkHash,
  otherParamName,
  paramValue,
  queryString,
  sitePath,
  writtenQuery,
} from "../arbitraries/tracking";

const SITE = "https://www.mitsubishimotors.com.br";

/** The parts of a result, as a browser reads them. */
function parse(address: string) {
  const url = new URL(address, `${SITE}/pagina-atual`);
  return { url, params: [...url.searchParams.entries()] };
}

/** The path of an address as written: up to its query or hash. */
function writtenPath(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? "";
}

/** The hash of an address as written: from the first `#`. */
function writtenHash(address: string): string {
  const at = address.indexOf("#");
  return at === -1 ? "" : address.slice(at);
}

/** The parameters links carry (source spec §4, §9): any name starting with utm, campanha and fbclid. */
const isTrackingName = (name: string) => name.startsWith("utm") || name === "campanha" || name === "fbclid";

/** The first value of each carried parameter of the current address. */
function carriedFrom(search: string): Map<string, string> {
  const carried = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    if (isTrackingName(name) && !carried.has(name)) carried.set(name, value);
  }
  return carried;
}

describe("isCarriedParam @clause:CONST-12", () => {
  test.prop([carriedParamName()])("carries campanha, fbclid and any name starting with utm", (name) => {
    expect(isCarriedParam(name)).toBe(true);
  });

  test.prop([otherParamName()])("carries no other name (names are case-sensitive)", (name) => {
    expect(isCarriedParam(name)).toBe(false);
  });
});

describe("carryTrackingParams @clause:TRACK-5", () => {
  test.prop([internalTarget(), currentSearch()])(
    "carries every utm*, campanha and fbclid parameter of the current address @clause:STATE-15",
    (target, search) => {
      const { params } = parse(carryTrackingParams(target.to, search));
      const result = new Map(params);
      for (const [name, value] of carriedFrom(search)) {
        const own = target.params.find(([ownName]) => ownName === name);
        expect(result.get(name)).toBe(own ? own[1] : value);
      }
    },
  );

  test.prop([internalTarget(), currentSearch()])(
    "carries only utm*, campanha and fbclid @clause:STATE-15 @clause:CONST-12",
    (target, search) => {
      const own = new Set(target.params.map(([name]) => name));
      const added = parse(carryTrackingParams(target.to, search)).params.filter(([name]) => !own.has(name));
      for (const [name] of added) expect(isTrackingName(name), name).toBe(true);
    },
  );

  test.prop([internalTarget(), currentSearch()])("link parameters always win @clause:STATE-17", (target, search) => {
    const result = new Map(parse(carryTrackingParams(target.to, search)).params);
    for (const [name, value] of target.params) expect(result.get(name)).toBe(value);
  });

  test.prop([internalTarget(), currentSearch()])("keeps the hash", (target, search) => {
    expect(writtenHash(carryTrackingParams(target.to, search))).toBe(target.hash);
  });

  test.prop([internalTarget(), currentSearch()])("keeps the path", (target, search) => {
    expect(writtenPath(carryTrackingParams(target.to, search))).toBe(target.path);
  });

  test.prop([sitePath(), writtenQuery(), linkHash(), currentSearch()])(
    "keeps the link's own query as written, the carried parameters after it",
    (path, written, hash, search) => {
      const result = carryTrackingParams(`${path}?${written}${hash}`, search);
      const query = result.slice(path.length + 1, result.length - hash.length);
      expect(result.slice(0, path.length + 1)).toBe(`${path}?`);
      expect(query === written || query.startsWith(`${written}&`), `${query} begins with ${written}`).toBe(true);
    },
  );

  test.prop([internalTarget(), currentSearch()])("applying it twice changes nothing", (target, search) => {
    const once = carryTrackingParams(target.to, search);
    expect(carryTrackingParams(once, search)).toBe(once);
  });

  test.prop([internalTarget(), currentSearch()])("duplicates no key @clause:TRACK-21", (target, search) => {
    const names = parse(carryTrackingParams(target.to, search)).params.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  test.prop([carriedParamName(), paramValue()])(
    "values round-trip whatever they contain (unicode, &, =, #, %, spaces, empty)",
    (name, value) => {
      const { params, url } = parse(carryTrackingParams("/ofertas", queryString([[name, value]])));
      expect(params).toEqual([[name, value]]);
      expect(url.pathname).toBe("/ofertas");
      expect(url.hash).toBe("");
    },
  );

  test.prop([internalTarget(), currentSearch()])(
    "query input can never make a link leave the site or become a javascript: address",
    (target, search) => {
      const result = carryTrackingParams(target.to, search);
      const { url } = parse(result);
      expect(url.origin).toBe(SITE);
      expect(result.startsWith(target.path)).toBe(true);
      expect(result.toLowerCase()).not.toMatch(/^\s*javascript:/);
    },
  );

  test.prop([hashTarget(), currentSearch()])("leaves links to a hash unchanged @clause:STATE-16", (to, search) => {
    expect(carryTrackingParams(to, search)).toBe(to);
  });

  test.prop([externalTarget(), currentSearch()])("external links carry nothing @clause:TRACK-22", (to, search) => {
    expect(carryTrackingParams(to, search)).toBe(to);
  });

  test("carries the example of the source spec @clause:STATE-15 @clause:STATE-17", () => {
    const search = "?utm_source=google&utm_medium=cpc&gclid=abc&campanha=verao&outro=1";
    expect(carryTrackingParams("/ofertas", search)).toBe("/ofertas?utm_source=google&utm_medium=cpc&campanha=verao");
    expect(carryTrackingParams("/#modelos", search)).toBe("/?utm_source=google&utm_medium=cpc&campanha=verao#modelos");
    expect(carryTrackingParams("/mit-assinatura?utm_source=home", search)).toBe(
      "/mit-assinatura?utm_source=home&utm_medium=cpc&campanha=verao",
    );
    expect(carryTrackingParams("#modelos", search)).toBe("#modelos");
    expect(carryTrackingParams("https://cliente.mitsubishimotors.com.br", search)).toBe(
      "https://cliente.mitsubishimotors.com.br",
    );
  });
});
