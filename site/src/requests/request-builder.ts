import {
  HTTP_METHODS,
  type HttpMethod,
  type MultimediaSection,
  type PortalSection,
  REQUEST_TABLE,
  type RequestTable,
  SEARCH_SECTIONS,
  SERVICE_KINDS,
  type SearchSection,
  type ServiceHosts,
  type ServiceKind,
} from "../../../contracts/request-table";
import { SERVICE_HOSTS } from "./service-hosts";

/**
 * The one request builder of the site (source spec §7). It turns a service
 * kind and section into the base address of the table, adds the path segments
 * and the params, and sets the default headers. It builds requests; sending
 * them is the caller's business (`fetch(url, { method, headers, body })`).
 *
 * - GET and DELETE send params as the query string (a DELETE body is ignored
 *   by many proxies and servers, so the builder never sends one).
 * - PUT and POST send params as a JSON body (Content-Type: application/json).
 * - Path segments and param values are encoded, so no value can add a segment
 *   or a parameter; "." and ".." are refused as segments.
 */

/** Which service to call: the kind and, where the kind has sections, the section. */
export type ServiceAddress =
  | { kind: "multimedia"; section: MultimediaSection }
  | { kind: "portal"; section: PortalSection }
  | { kind: "auth"; section?: undefined }
  | { kind: "search"; section: SearchSection };

export type ParamValue = string | number | boolean | null | undefined;
/** Params of a request; null and undefined values are left out. */
export type Params = Readonly<Record<string, ParamValue>>;

/** A value a JSON body can hold. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
/** Params sent as a JSON body (PUT, POST) may nest, as a form's payload does; undefined values drop out. */
export type BodyParams = { readonly [key: string]: JsonValue | undefined };

interface CommonRequestOptions {
  service: ServiceAddress;
  /** Segments after the base (an id, a sub-resource), each encoded on its own. */
  path?: readonly (string | number)[];
  /** Headers of this request, on top of the defaults. */
  headers?: Readonly<Record<string, string>>;
}

/** A query string holds flat values only; a body holds any JSON. */
export type RequestOptions = CommonRequestOptions &
  ({ method: "GET" | "DELETE"; params?: Params } | { method: "PUT" | "POST"; params?: BodyParams });

export interface BuiltRequest {
  method: HttpMethod;
  /** Absolute when the kind's host is set, a site path (same origin) otherwise. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /** JSON of the params, for PUT and POST only. */
  body?: string;
}

/** The headers every request carries: accept anything, and never a cached answer. */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  Accept: "*/*",
  "Cache-Control": "no-cache",
};

export type RequestBuilderFailure = "unknown-method" | "unknown-kind" | "unknown-section" | "invalid-segment";

/** A request the table cannot build: an unknown method, kind or section, or an unsafe path segment. */
export class RequestBuilderError extends Error {
  override name = "RequestBuilderError";
  constructor(
    readonly failure: RequestBuilderFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a value is one of a list (the lists are the contract's, so data from anywhere can be checked). */
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
const isKeyOf = (record: object, value: unknown): value is string =>
  typeof value === "string" && Object.hasOwn(record, value);

/** The base path the table gives a kind and section; a typed error for anything the table does not name. */
export function serviceBase(service: ServiceAddress, table: RequestTable = REQUEST_TABLE): string {
  // Callers in TypeScript cannot pass an unknown kind or section, but data from elsewhere can.
  const { kind, section } = service as { kind: unknown; section?: unknown };
  if (!isOneOf(SERVICE_KINDS, kind)) {
    throw new RequestBuilderError("unknown-kind", `Unknown service kind: ${String(kind)}`);
  }
  const unknownSection = () =>
    new RequestBuilderError("unknown-section", `Unknown section of ${kind}: ${String(section)}`);
  switch (kind as ServiceKind) {
    case "multimedia":
      if (!isKeyOf(table.multimedia, section)) throw unknownSection();
      return table.multimedia[section as MultimediaSection];
    case "portal":
      if (!isKeyOf(table.portal, section)) throw unknownSection();
      return table.portal[section as PortalSection];
    case "auth":
      if (section !== undefined) throw unknownSection();
      return table.auth;
    case "search": {
      if (!isOneOf(SEARCH_SECTIONS, section)) throw unknownSection();
      return table.search.special[section as SearchSection] ?? table.search.default.replace("{section}", section);
    }
  }
}

function encodeSegment(segment: string | number): string {
  const text = String(segment);
  const invalid = () => new RequestBuilderError("invalid-segment", `"${text}" cannot be a path segment`);
  // "." and ".." would climb the path once the address is resolved.
  if (text === "" || text === "." || text === "..") throw invalid();
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form.
    throw invalid();
  }
}

/** The params of a query string: null and undefined left out, everything else as text. */
function queryParams(params: Params | undefined): Array<[string, string]> {
  return Object.entries(params ?? {}).flatMap(([name, value]) =>
    value === null || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

/** Builds a request of the table; throws RequestBuilderError for anything the table does not name. */
export function buildRequest(options: RequestOptions, hosts: ServiceHosts = SERVICE_HOSTS): BuiltRequest {
  if (!isOneOf(HTTP_METHODS, options.method)) {
    throw new RequestBuilderError("unknown-method", `Unknown method: ${String(options.method)}`);
  }
  const base = serviceBase(options.service);
  const segments = (options.path ?? []).map(encodeSegment);
  const path = segments.length === 0 ? base : `${base.replace(/\/$/, "")}/${segments.join("/")}`;
  const host = hosts[options.service.kind];
  const headers = { ...DEFAULT_HEADERS, ...options.headers };

  if (options.method === "PUT" || options.method === "POST") {
    return {
      method: options.method,
      url: `${host}${path}`,
      headers: { ...headers, "Content-Type": "application/json" },
      // JSON keeps each value's type; undefined values drop out, null stays null.
      body: JSON.stringify(options.params ?? {}),
    };
  }
  const query = new URLSearchParams(queryParams(options.params as Params | undefined)).toString();
  return { method: options.method, url: `${host}${path}${query ? `?${query}` : ""}`, headers };
}
