import type { FastifyInstance } from "fastify";

/**
 * The submissions' JSON, read from bytes that may not be UTF-8. Decoded the
 * usual way, a truncated character or CESU-8 (a surrogate pair written as two
 * 3-byte sequences) becomes U+FFFD, and the lead was stored with it as if the
 * visitor had typed it. Here each byte of an ill-formed sequence becomes a
 * lone surrogate (U+DC80 to U+DCFF, as Python's "surrogateescape" does), a
 * code unit no well-formed text has: the field that held it is then refused by
 * name, as a lone surrogate written as a JSON escape (`"\ud800"`) is
 * (ill-formed-text.ts). Outside a string it is no JSON at all: a 400.
 */

const strictly = new TextDecoder("utf-8", { fatal: true });

/** The length of the well-formed sequence at `at`, or 0 (the Unicode Standard's table 3-7). */
function sequenceAt(bytes: Uint8Array, at: number): number {
  const first = bytes[at] as number;
  const within = (offset: number, low = 0x80, high = 0xbf) => {
    const byte = bytes[at + offset];
    return byte !== undefined && byte >= low && byte <= high;
  };
  if (first < 0x80) return 1;
  if (first >= 0xc2 && first <= 0xdf) return within(1) ? 2 : 0;
  if (first >= 0xe0 && first <= 0xef) {
    // E0 is not overlong below A0; ED stops at 9F, before the surrogates.
    const [low, high] = first === 0xe0 ? [0xa0, 0xbf] : first === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return within(1, low, high) && within(2) ? 3 : 0;
  }
  if (first >= 0xf0 && first <= 0xf4) {
    const [low, high] = first === 0xf0 ? [0x90, 0xbf] : first === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return within(1, low, high) && within(2) && within(3) ? 4 : 0;
  }
  return 0;
}

/** The text of the bytes; each byte of an ill-formed sequence a lone surrogate that stands for it. */
export function textMarkingIllFormedBytes(bytes: Uint8Array): string {
  try {
    return strictly.decode(bytes);
  } catch {
    let text = "";
    let at = 0;
    while (at < bytes.length) {
      const length = sequenceAt(bytes, at);
      if (length === 0) {
        text += String.fromCharCode(0xdc00 + (bytes[at] as number));
        at += 1;
      } else {
        text += Buffer.from(bytes.subarray(at, at + length)).toString("utf8");
        at += length;
      }
    }
    return text;
  }
}

/** Replaces fastify's JSON parser in the calling plugin: the same parser (and its __proto__ guard), over these bytes. */
export function jsonBodyKeepingIllFormedText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) =>
    parseJson(request, textMarkingIllFormedBytes(body as Buffer), done),
  );
}
