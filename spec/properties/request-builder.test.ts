import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import {
  type HttpMethod,
  MULTIMEDIA_SECTIONS,
  PORTAL_SECTIONS,
  SEARCH_SECTIONS,
  SERVICE_KINDS,
  type ServiceKind,
} from "../../contracts/request-table";
import {
  buildRequest,
  DEFAULT_HEADERS,
  type Params,
  RequestBuilderError,
  type ServiceAddress,
} from "../../site/src/requests/request-builder";
import { SERVICE_HOST_VARIABLES, ServiceHostError, serviceHostsFrom } from "../../site/src/requests/service-hosts";
import { hostileText, httpMethod, params, pathSegment, serviceAddress, serviceHosts } from "../arbitraries/requests";
import { loadedWith } from "../support/fresh-module";
import { specBase, specMethods } from "../support/request-builder-table";

const SITE = "https://www.mitsubishimotors.com.br";
const SECTIONS_OF: Record<ServiceKind, readonly string[]> = {
  multimedia: MULTIMEDIA_SECTIONS,
  portal: PORTAL_SECTIONS,
  auth: [],
  search: SEARCH_SECTIONS,
};
const parse = (url: string) => new URL(url, SITE);
/** The params a query string must carry: null and undefined left out, the rest as text. */
const expectedQuery = (given: Params | undefined) =>
  Object.entries(given ?? {}).flatMap(([name, value]) =>
    value === null || value === undefined ? [] : [[name, String(value)]],
  );

/** A path segment as the arbitraries make it: text or a number. */
type Segment = ReturnType<typeof pathSegment> extends fc.Arbitrary<infer Made> ? Made : never;

/** A request of these methods to any service, with or without an id in its path, its params and hosts. */
const requestsOf = <Method extends "GET" | "DELETE" | "PUT" | "POST">(
  ...methods: Method[]
): [
  fc.Arbitrary<Method>,
  ReturnType<typeof serviceAddress>,
  fc.Arbitrary<Segment[]>,
  ReturnType<typeof params>,
  ReturnType<typeof serviceHosts>,
] => [
  fc.constantFrom(...methods),
  serviceAddress(),
  fc.array(pathSegment(), { maxLength: 3 }),
  params(),
  serviceHosts(),
];

describe("buildRequest", () => {
  test.prop([httpMethod(), serviceAddress(), fc.array(pathSegment(), { maxLength: 4 }), params(), serviceHosts()])(
    "builds an address that parses and stays under its base @clause:CALL-2 @clause:CALL-3",
    (method, service, path, given, hosts) => {
      const request = buildRequest({ method, service, path, params: given }, hosts);
      const url = parse(request.url);
      const base = parse(`${hosts[service.kind]}${specBase(service)}`);
      expect(url.origin).toBe(base.origin);
      expect(url.pathname.startsWith(base.pathname)).toBe(true);
      expect(url.hash).toBe("");
    },
  );

  test.prop([httpMethod(), serviceAddress(), fc.array(pathSegment(), { maxLength: 4 }), serviceHosts()])(
    "turns each path segment into exactly one segment under the base, whatever it contains @clause:CALL-2",
    (method, service, path, hosts) => {
      const url = parse(buildRequest({ method, service, path }, hosts).url);
      const basePath = parse(`${hosts[service.kind]}${specBase(service)}`).pathname.replace(/\/$/, "");
      const rest = url.pathname.slice(basePath.length);
      const segments = path.length === 0 ? [] : rest.slice(1).split("/").map(decodeURIComponent);
      expect(segments).toEqual(path.map(String));
    },
  );

  test.prop(requestsOf("GET", "DELETE"))(
    "GET and DELETE send exactly the given params as the query string, and no body, with or without an id in the path @clause:CALL-5 @clause:CAT-8",
    (method, service, path, given, hosts) => {
      const request = buildRequest({ method, service, path, params: given }, hosts);
      const url = parse(request.url);
      expect([...url.searchParams.entries()]).toEqual(expectedQuery(given));
      expect(url.pathname).toBe(parse(buildRequest({ method, service, path }, hosts).url).pathname);
      expect(request.body).toBeUndefined();
    },
  );

  test.prop(requestsOf("PUT", "POST"))(
    "PUT and POST send the params as a JSON body and nothing in the query, with or without an id in the path @clause:CALL-6",
    (method, service, path, given, hosts) => {
      const request = buildRequest({ method, service, path, params: given }, hosts);
      expect(parse(request.url).search).toBe("");
      expect(request.headers["Content-Type"]).toBe("application/json");
      expect(JSON.parse(request.body ?? "")).toEqual(JSON.parse(JSON.stringify(given)));
    },
  );

  test.prop([
    httpMethod(),
    serviceAddress(),
    fc.option(fc.dictionary(fc.constantFrom("Idempotency-Key", "X-Request-Id", "Authorization"), fc.string()), {
      nil: undefined,
    }),
  ])(
    "sends the default headers: accept all and no-cache, beside any header of the caller's own @clause:CALL-4",
    (method, service, own) => {
      const { headers } = buildRequest({ method, service, headers: own });
      expect(headers.Accept).toBe("*/*");
      expect(headers["Cache-Control"]).toBe("no-cache");
      for (const [name, value] of Object.entries(own ?? {})) expect(headers[name]).toBe(value);
      expect(DEFAULT_HEADERS).toEqual({ Accept: "*/*", "Cache-Control": "no-cache" });
    },
  );

  // The spec's four methods as the feature lists them, not the contract's list: a method dropped from that list
  // would drop out of the test too.
  test.prop([fc.constantFrom(...specMethods()), serviceAddress()])(
    "builds the four methods @clause:CALL-1",
    (method, service) => {
      expect(buildRequest({ method: method as HttpMethod, service }).method).toBe(method);
    },
  );

  test.prop([httpMethod(), serviceAddress(), serviceHosts()])(
    "calls the kind's host, or the site's own origin when none is set @clause:CAT-10",
    (method, service, hosts) => {
      const { url } = buildRequest({ method, service }, hosts);
      const host = hosts[service.kind];
      if (host === "") expect(url.startsWith("/")).toBe(true);
      else expect(url.startsWith(`${host}/`)).toBe(true);
    },
  );

  // Names every object has (its prototype's), which a lookup with `in` or by property would find.
  const objectNames = fc.constantFrom("toString", "constructor", "__proto__", "hasOwnProperty", "valueOf");

  test.prop([fc.oneof(hostileText(), objectNames).filter((kind) => !SERVICE_KINDS.includes(kind as never))])(
    "refuses an unknown service kind with a typed error @clause:CAT-9",
    (kind) => {
      const build = () => buildRequest({ method: "GET", service: { kind, section: "images" } as never });
      expect(build).toThrow(RequestBuilderError);
      expect(build).toThrow(expect.objectContaining({ failure: "unknown-kind" }));
    },
  );

  test.prop([fc.constantFrom("multimedia", "portal", "auth", "search" as const), fc.oneof(hostileText(), objectNames)])(
    "refuses a section the kind does not have with a typed error @clause:CAT-9",
    (kind, section) => {
      fc.pre(!SECTIONS_OF[kind].includes(section));
      expect(() => buildRequest({ method: "GET", service: { kind, section } as ServiceAddress })).toThrow(
        expect.objectContaining({ name: "RequestBuilderError", failure: "unknown-section" }),
      );
    },
  );

  test("refuses a section that is not text, even one that reads as a known section @clause:CAT-9", () => {
    // Data from elsewhere (JSON) can hold ["images"], which String() turns into "images".
    for (const service of [
      { kind: "multimedia", section: ["images"] },
      { kind: "portal", section: ["vehicle"] },
      { kind: "search", section: ["vehicle"] },
      { kind: "multimedia", section: { toString: () => "images" } },
    ]) {
      expect(() => buildRequest({ method: "GET", service: service as unknown as ServiceAddress })).toThrow(
        expect.objectContaining({ name: "RequestBuilderError", failure: "unknown-section" }),
      );
    }
  });

  test("refuses an unknown method, and '.', '..' or a lone surrogate as a segment @clause:CAT-9", () => {
    const images: ServiceAddress = { kind: "multimedia", section: "images" };
    // The spec's methods are written in capitals; any other spelling is not one of them.
    for (const method of ["PATCH", "get", "post", "Put", "delete", "GET "]) {
      expect(() => buildRequest({ method: method as never, service: images })).toThrow(
        expect.objectContaining({ failure: "unknown-method" }),
      );
    }
    for (const segment of ["", ".", "..", "\ud800"]) {
      expect(() => buildRequest({ method: "GET", service: images, path: [segment] })).toThrow(
        expect.objectContaining({ failure: "invalid-segment" }),
      );
    }
  });

  test("keeps the lead base's trailing slash as the table writes it @clause:CALL-2", () => {
    const lead: ServiceAddress = { kind: "portal", section: "lead" };
    expect(buildRequest({ method: "POST", service: lead }, { ...NO_HOSTS }).url).toBe("/api/lead/v1.0/");
    expect(buildRequest({ method: "GET", service: lead, path: ["42"] }, { ...NO_HOSTS }).url).toBe("/api/lead/v1.0/42");
  });
});

const NO_HOSTS = { multimedia: "", portal: "", auth: "", search: "" };

describe("serviceHostsFrom @clause:CAT-10", () => {
  test("defaults every kind to the site's own origin", () => {
    expect(serviceHostsFrom({})).toEqual(NO_HOSTS);
  });

  test("reads each kind's host from its GATSBY_ variable, without a trailing slash", () => {
    expect(
      serviceHostsFrom({
        GATSBY_MULTIMEDIA_URL: "https://midia.mitsubishimotors.com.br/",
        GATSBY_SEARCH_URL: "http://localhost:8080/busca",
        // As a CI secret or an .env line may hold it: spaces, a line break, more than one slash.
        GATSBY_AUTH_URL: "  https://entrar.mitsubishimotors.com.br//\n",
      }),
    ).toEqual({
      ...NO_HOSTS,
      multimedia: "https://midia.mitsubishimotors.com.br",
      search: "http://localhost:8080/busca",
      auth: "https://entrar.mitsubishimotors.com.br",
    });
    expect(Object.values(SERVICE_HOST_VARIABLES)).toEqual([
      "GATSBY_MULTIMEDIA_URL",
      "GATSBY_PORTAL_URL",
      "GATSBY_AUTH_URL",
      "GATSBY_SEARCH_URL",
    ]);
  });

  test("the build's hosts are the ones its four variables set, each kind its own", async () => {
    // SERVICE_HOSTS is read from process.env as the module loads (Gatsby writes the values in when it bundles),
    // so only a fresh import with the variables set shows what a deployment's browser calls.
    const settings = {
      GATSBY_MULTIMEDIA_URL: "https://midia.exemplo.com.br/",
      GATSBY_PORTAL_URL: "https://portal.exemplo.com.br",
      GATSBY_AUTH_URL: "https://entrar.exemplo.com.br",
      GATSBY_SEARCH_URL: "https://busca.exemplo.com.br/v2",
    };
    const fresh = await loadedWith(settings, () => import("../../site/src/requests/service-hosts"));
    expect(fresh.SERVICE_HOSTS).toEqual({
      multimedia: "https://midia.exemplo.com.br",
      portal: "https://portal.exemplo.com.br",
      auth: "https://entrar.exemplo.com.br",
      search: "https://busca.exemplo.com.br/v2",
    });
  });

  // The four variables CAT-10 names, written out: each kind's setting is checked, not only one of them.
  const HOST_VARIABLES = ["GATSBY_MULTIMEDIA_URL", "GATSBY_PORTAL_URL", "GATSBY_AUTH_URL", "GATSBY_SEARCH_URL"];
  const MALFORMED = [
    "ftp://midia.example.com",
    "javascript:alert(1)",
    "/api",
    "https://a.b?x=1",
    "https://u:p@a.b",
    "midia",
  ];

  test.each(HOST_VARIABLES.flatMap((variable) => MALFORMED.map((value) => [variable, value] as const)))(
    "refuses %s=%s, naming the variable",
    (variable, value) => {
      const env = { [variable]: value };
      expect(() => serviceHostsFrom(env)).toThrow(ServiceHostError);
      // The build's log names the error: its name says which check refused the setting.
      expect(() => serviceHostsFrom(env)).toThrow(expect.objectContaining({ name: "ServiceHostError" }));
      expect(() => serviceHostsFrom(env)).toThrow(`${variable}="${value}"`);
    },
  );
});

describe("the request builder from the module as it loads", () => {
  test("sends the default headers and refuses what the table does not name @clause:CALL-4 @clause:CALL-1", async () => {
    // The default headers and the table's checks are set as the module loads. The mutation run shares modules
    // between test files, so only a fresh import of the module sees a change to them.
    vi.resetModules();
    const fresh = await import("../../site/src/requests/request-builder");
    const hosts = { multimedia: "", portal: "", auth: "", search: "" };
    for (const service of [
      { kind: "portal", section: PORTAL_SECTIONS[0] },
      { kind: "multimedia", section: MULTIMEDIA_SECTIONS[0] },
      { kind: "search", section: SEARCH_SECTIONS[0] },
      { kind: "auth" },
    ] as ServiceAddress[]) {
      expect(fresh.buildRequest({ method: "GET", service }, hosts).headers).toEqual({
        Accept: "*/*",
        "Cache-Control": "no-cache",
      });
    }
    expect(() => fresh.buildRequest({ method: "GET", service: { kind: "ftp" } as never }, hosts)).toThrow(
      expect.objectContaining({ failure: "unknown-kind" }),
    );
    expect(() =>
      fresh.buildRequest({ method: "GET", service: { kind: "portal", section: "toString" } as never }, hosts),
    ).toThrow(expect.objectContaining({ failure: "unknown-section" }));
  });
});
