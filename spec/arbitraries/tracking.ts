import { fc } from "@fast-check/vitest";

/** Domain arbitraries of tracking: addresses, their query parameters, and link targets. */

// Any parameter value a campaign tool or a visitor could put in an address:
// well-formed Unicode (an address cannot carry lone surrogates), with the
// characters that matter to query strings over-represented, and empty values.
export const paramValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.string({
      unit: fc.constantFrom("&", "=", "#", "%", " ", "+", "?", "/", ":", ";", ",", '"', "%2", "%E0", "ç", "ã", "🚙"),
      maxLength: 8,
    }),
    fc.constantFrom(
      "",
      "javascript:alert(1)",
      "//evil.example",
      "https://evil.example/x",
      "%00",
      "a b",
      "verão 2025",
      // A value that would add a cookie attribute if it were written into a cookie as it is.
      "x; Domain=evil.example",
    ),
  );

// Names of the parameters that links carry: campanha, fbclid, and any name
// starting with the lower-case prefix utm (the usual five and odd ones).
export const carriedParamName = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom("campanha", "fbclid", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"),
    fc.string({ unit: "grapheme", maxLength: 8 }).map((suffix) => `utm${suffix}`),
  );

// Names of parameters that links never carry: click ids, look-alikes in other
// letter cases, prefixes that only resemble utm, and any other name.
export const otherParamName = (): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom("gclid", "outro", "UTM_SOURCE", "Utm_medium", "campanhas", "fbclid2", "xutm_source", "ut", ""),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    )
    .filter((name) => !name.startsWith("utm") && name !== "campanha" && name !== "fbclid");

/** A query string (with its `?`) from name/value pairs, encoded as a browser would. */
export function queryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  const query = new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString();
  return query === "" ? "" : `?${query}`;
}

// The query of the current address: carried and other parameters mixed, in
// any order, names possibly repeated, with any values.
export const currentSearch = (): fc.Arbitrary<string> =>
  fc.array(fc.tuple(fc.oneof(carriedParamName(), otherParamName()), paramValue()), { maxLength: 8 }).map(queryString);

// A site path as the site writes its links: "/" or lower-case segments.
export const sitePath = (): fc.Arbitrary<string> =>
  fc
    .array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/), { maxLength: 3 })
    .map((segments) => `/${segments.join("/")}`);

// The hash of a link: none, or a fragment (which may itself contain ? and &).
export const linkHash = (): fc.Arbitrary<string> =>
  fc.oneof(fc.constant(""), fc.stringMatching(/^#[a-z0-9?&=_-]{0,12}$/));

// The parameters a link sets itself: distinct names, carried or not, any values.
export const linkParams = (): fc.Arbitrary<Array<[string, string]>> =>
  fc.uniqueArray(fc.tuple(fc.oneof(carriedParamName(), otherParamName()), paramValue()), {
    maxLength: 4,
    selector: ([name]) => name,
  });

// A link's own query as an author may write it, not as URLSearchParams would: encoded in its own
// way (%7e, %20, +), with bare names, empty pairs and separators a serialiser would rewrite.
export const writtenQuery = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.stringMatching(/^[a-z0-9_=&%+~.:;,!*'()/?-]{1,24}$/),
    fc.constantFrom("q=a:b", "a", "a=1&&b=2", "x=%7e", "x=1%20y", "x=1+y", "modelo=l200;versao=2", "utm_source=Home"),
  );

/** An internal link target, kept in parts so properties can compare them. */
export interface InternalTarget {
  path: string;
  params: Array<[string, string]>;
  hash: string;
  /** The target as a link writes it. */
  to: string;
}

// An internal link: a site path, its own parameters, and a hash.
export const internalTarget = (): fc.Arbitrary<InternalTarget> =>
  fc.record({ path: sitePath(), params: linkParams(), hash: linkHash() }).map(({ path, params, hash }) => ({
    path,
    params,
    hash,
    to: `${path}${queryString(params)}${hash}`,
  }));

// Targets that leave the site or the page: other schemes and protocol-relative addresses.
export const externalTarget = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.constantFrom("mailto:contato@example.com", "tel:0800", "javascript:void(0)", "//cdn.example/x"),
  );

// Targets that only move within the current page.
export const hashTarget = (): fc.Arbitrary<string> => fc.string({ maxLength: 12 }).map((fragment) => `#${fragment}`);
