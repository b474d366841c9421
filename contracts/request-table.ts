import { z } from "zod";

/**
 * The table of the request builder (source spec §7): which base address each
 * service kind and section calls, written here once (REQUEST_TABLE) with the
 * schema it must satisfy. The build parses the table with the schema and stops
 * on any malformed row; the contract tests pin every row.
 *
 * The browser builds image addresses from this table on every page, so the
 * schemas are made on demand by functions: a bundle that only reads the table
 * carries no zod at all (zod's modules are free of side effects, so unused
 * functions and their imports drop out).
 */

export const HTTP_METHODS = ["GET", "PUT", "POST", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const SERVICE_KINDS = ["multimedia", "portal", "auth", "search"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const MULTIMEDIA_SECTIONS = ["images", "media"] as const;
export type MultimediaSection = (typeof MULTIMEDIA_SECTIONS)[number];

export const PORTAL_SECTIONS = ["lead", "contact", "service", "review"] as const;
export type PortalSection = (typeof PORTAL_SECTIONS)[number];

/** The eighteen sections of the search service, in the order the spec lists them. */
export const SEARCH_SECTIONS = [
  "vehicleModels",
  "vehicle",
  "deal",
  "dealer",
  "location",
  "news",
  "presskit",
  "price",
  "recall",
  "review",
  "subscription",
  "search",
  "servicePDF",
  "press",
  "config",
  "event",
  "ambassador",
  "partner",
] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** A base path: one or more plain segments after a slash; a trailing slash is kept as the spec writes it. */
const basePathSchema = () => z.string().regex(/^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/, "a base path");

export function requestTableSchema() {
  return z.object({
    // A record keyed by an enum must name every key: a missing row fails the parse.
    multimedia: z.record(z.enum(MULTIMEDIA_SECTIONS), basePathSchema()),
    portal: z.record(z.enum(PORTAL_SECTIONS), basePathSchema()),
    /** The auth service has one base and no sections. */
    auth: basePathSchema(),
    search: z.object({
      /** The default base, with `{section}` where the section goes. */
      default: z
        .string()
        .regex(/^(?:\/(?:[A-Za-z0-9._~-]+|\{section\}))+$/, "a base path with {section}")
        .includes("{section}"),
      /** Sections whose base is not the default pattern. */
      special: z.partialRecord(z.enum(SEARCH_SECTIONS), basePathSchema()),
    }),
  });
}
export type RequestTable = z.infer<ReturnType<typeof requestTableSchema>>;

export const REQUEST_TABLE = {
  multimedia: {
    images: "/api/images/v1.0",
    media: "/api/media/v1.0",
  },
  portal: {
    lead: "/api/lead/v1.0/",
    contact: "/api/contact/v1.0",
    service: "/api/service/v1.0",
    review: "/api/review/v1.0",
  },
  auth: "/token",
  search: {
    default: "/search/api/{section}/v1.0",
    special: { vehicleModels: "/search/api/vehicle/v1.0/CAR/models" },
  },
} as const satisfies RequestTable;

/** A request table that does not match its contract; the message names the row. */
export class RequestTableError extends Error {
  override name = "RequestTableError";
}

/** Parses a request table with its contract; throws RequestTableError naming every malformed row. */
export function parseRequestTable(table: unknown): RequestTable {
  const result = requestTableSchema().safeParse(table);
  if (result.success) return result.data;
  const rows = result.error.issues.map((issue) => `row "${issue.path.join(".") || "(table)"}": ${issue.message}`);
  throw new RequestTableError(`Invalid request table: ${rows.join("; ")}`);
}

/**
 * Where each service kind lives: an http(s) origin, optionally with a path
 * prefix (`https://midia.example.com.br/v2`), or "" for the site's own origin.
 */
export function hostBaseSchema() {
  return z.union([
    z.literal(""),
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.hostname })
      .refine((value) => !/[?#]/.test(value), "no query or hash")
      .refine((value) => !value.endsWith("/"), "no trailing slash")
      .refine((value) => !value.includes("@"), "no credentials"),
  ]);
}

export function serviceHostsSchema() {
  return z.object({
    multimedia: hostBaseSchema(),
    portal: hostBaseSchema(),
    auth: hostBaseSchema(),
    search: hostBaseSchema(),
  });
}
export type ServiceHosts = z.infer<ReturnType<typeof serviceHostsSchema>>;
