import { fc } from "@fast-check/vitest";

/**
 * Text as a hostile or broken client sends it, for the submissions' property
 * tests: pieces put inside a field of an otherwise valid lead. A piece is
 * either text (sent in the JSON as it is, or as a `\u` escape when JSON.stringify
 * must escape it) or raw bytes written into the body where the piece goes,
 * which no JSON string could carry.
 */

export type Piece = { text: string } | { bytes: readonly number[] };

/** A surrogate without its other half, as a JSON escape: `"S\ud800o Paulo"`. */
export const loneSurrogate = (): fc.Arbitrary<Piece> =>
  fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })).map((unit) => ({
    text: String.fromCharCode(unit),
  }));

/** A character's UTF-8 cut short: "ã" without its second byte, "€" or an emoji missing their last ones. */
const truncatedUtf8 = (): fc.Arbitrary<Piece> =>
  fc.constantFrom("ã", "ç", "€", "😀", "中").chain((character) => {
    const bytes = [...Buffer.from(character)];
    return fc.integer({ min: 1, max: bytes.length - 1 }).map((kept) => ({ bytes: bytes.slice(0, kept) }));
  });

/** UTF-8 that a lenient decoder turns into U+FFFD: CESU-8 (😀 as two 3-byte surrogates), overlong, stray bytes. */
const malformedUtf8 = (): fc.Arbitrary<Piece> =>
  fc.constantFrom<Piece>(
    { bytes: [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80] },
    { bytes: [0xc0, 0xaf] },
    { bytes: [0xe0, 0x80, 0xaf] },
    { bytes: [0x80] },
    { bytes: [0xbf, 0xbf] },
    { bytes: [0xf5, 0x80, 0x80, 0x80] },
    { bytes: [0xff] },
  );

/** Anything that is not well-formed Unicode: a lone surrogate, or bytes that are not UTF-8. */
export const illFormedPiece = (): fc.Arbitrary<Piece> => fc.oneof(loneSurrogate(), truncatedUtf8(), malformedUtf8());

/**
 * Invisible characters that are well-formed but have no place on one line:
 * direction overrides, embeddings, isolates and marks (U+202E makes a name read
 * backwards), zero-width spaces and joiners, the byte-order mark, the soft
 * hyphen, and the line and paragraph separators.
 */
export const invisiblePiece = (): fc.Arbitrary<Piece> =>
  fc
    .constantFrom(
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200e",
      "\u200f",
      "\u061c",
      "\u200b",
      "\u200c",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u2028",
      "\u2029",
    )
    .map((text) => ({ text }));

const PLACEHOLDER = "\u0001piece\u0001";

/** A value with the piece inside it, between its first and last character (where no trim reaches). */
export function withPieceInside(value: string, piece: Piece, at: number): string {
  const cut = 1 + (at % (value.length - 1));
  const inside = "text" in piece ? piece.text : PLACEHOLDER;
  return `${value.slice(0, cut)}${inside}${value.slice(cut)}`;
}

/** The JSON body of `payload`, with a bytes piece written where withPieceInside put its place. */
export function bodyOf(payload: unknown, piece: Piece): Buffer {
  const json = Buffer.from(JSON.stringify(payload));
  if ("text" in piece) return json;
  const marker = Buffer.from(JSON.stringify(PLACEHOLDER).slice(1, -1));
  const at = json.indexOf(marker);
  if (at < 0) throw new Error("the piece's place is not in the body");
  return Buffer.concat([json.subarray(0, at), Buffer.from(piece.bytes), json.subarray(at + marker.length)]);
}
