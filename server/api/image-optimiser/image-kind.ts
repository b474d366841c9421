/**
 * What a source's bytes are, read from the bytes themselves: the optimiser
 * takes JPEG, PNG, WebP, AVIF and GIF photos, whatever the host's
 * Content-Type or the file's name says. A photo host answered an SVG labelled
 * `image/png`, and sharp, which reads what it is given, drew it. Each format
 * is known by the signature its specification puts at the start of a file.
 */

export type PhotoKind = "jpeg" | "png" | "webp" | "avif" | "gif";

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** AVIF: an ISO-BMFF file whose first box is `ftyp`, with `avif` (a still image) or `avis` (a sequence) among its brands. */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  // The major brand at 8, a minor version at 12, then the compatible brands, four bytes each.
  for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
    const brand = bytes.toString("latin1", at, at + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

export function photoKindOf(bytes: Buffer): PhotoKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (isAvif(bytes)) return "avif";
  return undefined;
}
