import * as z from "zod/mini";

/**
 * The table of the request builder (source spec §7): which base address each
 * service kind and section calls. The table is written here once and parsed
 * with its schema when this module loads, so a malformed row fails every build
 * and every test at once. The browser builds image addresses from it at first
 * load, hence `zod/mini`.
 */

export const HttpMethodSchema = z.enum(["GET", "PUT", "POST", "DELETE"]);
export type HttpMethod = z.infer<typeof HttpMethodSchema>;

export const ServiceKindSchema = z.enum(["multimedia", "portal", "auth", "search"]);
export type ServiceKind = z.infer<typeof ServiceKindSchema>;

export const MultimediaSectionSchema = z.enum(["images", "media"]);
export type MultimediaSection = z.infer<typeof MultimediaSectionSchema>;

export const PortalSectionSchema = z.enum(["lead", "contact", "service", "review"]);
export type PortalSection = z.infer<typeof PortalSectionSchema>;

/** The eighteen sections of the search service, in the order the spec lists them. */
export const SearchSectionSchema = z.enum([
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
]);
export type SearchSection = z.infer<typeof SearchSectionSchema>;

/** A base path: one or more plain segments after a slash; a trailing slash is kept as the spec writes it. */
export const BasePathSchema = z.string().check(z.regex(/^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+\/?$/, "a base path"));

/** The search service's default base, with `{section}` where the section goes. */
export const SearchPatternSchema = z
  .string()
  .check(z.regex(/^(?:\/(?:[A-Za-z0-9._~-]+|\{section\}))+$/), z.includes("{section}"));

export const RequestTableSchema = z.object({
  // A record keyed by an enum must name every key: a missing row fails the parse.
  multimedia: z.record(MultimediaSectionSchema, BasePathSchema),
  portal: z.record(PortalSectionSchema, BasePathSchema),
  /** The auth service has one base and no sections. */
  auth: BasePathSchema,
  search: z.object({
    default: SearchPatternSchema,
    /** Sections whose base is not the default pattern. */
    special: z.partialRecord(SearchSectionSchema, BasePathSchema),
  }),
});
export type RequestTable = z.infer<typeof RequestTableSchema>;

export const REQUEST_TABLE: RequestTable = RequestTableSchema.parse({
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
});

/**
 * Where each service kind lives: an http(s) origin, optionally with a path
 * prefix (`https://midia.example.com.br/v2`), or "" for the site's own origin.
 */
export const HostBaseSchema = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }).check(
    z.refine((value) => !/[?#]/.test(value), "no query or hash"),
    z.refine((value) => !value.endsWith("/"), "no trailing slash"),
    z.refine((value) => !value.includes("@"), "no credentials"),
  ),
]);

export const ServiceHostsSchema = z.object({
  multimedia: HostBaseSchema,
  portal: HostBaseSchema,
  auth: HostBaseSchema,
  search: HostBaseSchema,
});
export type ServiceHosts = z.infer<typeof ServiceHostsSchema>;
