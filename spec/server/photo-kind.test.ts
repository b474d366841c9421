import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { type PhotoKind, photoKindOf } from "../../server/api/image-optimiser/image-kind";

/** The optimiser knows a photo by its bytes (server/api/image-optimiser/image-kind.ts), as each format's encoder writes them. */

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#e60012" } });

describe("a source's kind, read from its bytes", () => {
  test.each<[PhotoKind, () => Promise<Buffer>]>([
    ["jpeg", () => pixels().jpeg().toBuffer()],
    ["png", () => pixels().png().toBuffer()],
    ["webp", () => pixels().webp().toBuffer()],
    ["avif", () => pixels().avif().toBuffer()],
    ["gif", () => pixels().gif().toBuffer()],
  ])("%s, as sharp writes it @clause:API-9", async (kind, encoded) => {
    expect(photoKindOf(await encoded())).toBe(kind);
  });

  test.each([
    ["a drawing", "<svg xmlns='http://www.w3.org/2000/svg'/>"],
    ["a drawing after an XML declaration", "<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'/>"],
    ["a page", "<!doctype html><p>não é foto</p>"],
    ["nothing", ""],
    ["a PNG cut in its signature", "\x89PNG"],
  ])("%s is no photo @clause:API-9", (_what, text) => {
    expect(photoKindOf(Buffer.from(text, "latin1"))).toBeUndefined();
  });
});
