import { fc } from "@fast-check/vitest";
import {
  HTTP_METHODS,
  MULTIMEDIA_SECTIONS,
  PORTAL_SECTIONS,
  SEARCH_SECTIONS,
  type ServiceHosts,
} from "../../contracts/request-table";
import type { Params, ServiceAddress } from "../../site/src/requests/request-builder";

// A method the request builder knows: GET, PUT, POST or DELETE.
export const httpMethod = () => fc.constantFrom(...HTTP_METHODS);

// Any service of the table: every kind with every one of its sections.
export const serviceAddress = (): fc.Arbitrary<ServiceAddress> =>
  fc.oneof(
    fc.constantFrom(...MULTIMEDIA_SECTIONS).map((section) => ({ kind: "multimedia" as const, section })),
    fc.constantFrom(...PORTAL_SECTIONS).map((section) => ({ kind: "portal" as const, section })),
    fc.constant({ kind: "auth" as const }),
    fc.constantFrom(...SEARCH_SECTIONS).map((section) => ({ kind: "search" as const, section })),
  );

// Text a caller might pass as a param name, value or path segment, weighted towards
// the characters that could break an address: / ? # & = % + . space, unicode.
export const hostileText = () =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...Array.from("/?#&=%+. \\:@;,ç😀ã")), maxLength: 12 }),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: "grapheme", maxLength: 8 }),
  );

// A path segment: any text but "", "." and "..", which cannot name a resource.
export const pathSegment = () =>
  fc.oneof(hostileText(), fc.integer({ min: 0 })).filter((segment) => !["", ".", ".."].includes(String(segment)));

// A param value of any kind the builder takes, null and undefined included.
export const paramValue = () =>
  fc.oneof(hostileText(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));

// Params of a request: up to six hostile names, each with a value.
export const params = (): fc.Arbitrary<Params> =>
  fc.dictionary(
    hostileText().filter((name) => name !== "__proto__"),
    paramValue(),
    { maxKeys: 6 },
  );

// A host base as a deployment may set it: the site's own origin (""), an https
// origin, an http origin with a port, or an origin with a path prefix.
export const hostBase = () =>
  fc.constantFrom(
    "",
    "https://midia.mitsubishimotors.com.br",
    "http://localhost:8080",
    "https://api.mitsubishimotors.com.br/portal",
  );

// A full set of host bases, one per service kind.
export const serviceHosts = (): fc.Arbitrary<ServiceHosts> =>
  fc.record({ multimedia: hostBase(), portal: hostBase(), auth: hostBase(), search: hostBase() });
