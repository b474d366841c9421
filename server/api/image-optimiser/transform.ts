import sharp from "sharp";

/** Beyond this the source is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
/** A transform that takes longer is abandoned: no source of the site needs it. */
const TRANSFORM_TIMEOUT_SECONDS = 30;

export type RasterFormat = "webp" | "png";

/**
 * One optimised image: a drawing rendered at the density that gives the asked
 * width, a photo resized but never enlarged. PNG is lossless here, without the
 * palette quantisation sharp applies when given a quality (the slowest part of
 * a large PNG, and the reason one took 7.7 s).
 */
export async function transform(input: Buffer, width: number, quality: number, format: RasterFormat): Promise<Buffer> {
  const { format: sourceFormat, width: intrinsic } = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
  }).metadata();
  const vector = sourceFormat === "svg";
  const density = vector && intrinsic ? Math.min(2400, Math.max(1, (72 * width) / intrinsic)) : undefined;
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) })
    .timeout({ seconds: TRANSFORM_TIMEOUT_SECONDS })
    .resize({ width, withoutEnlargement: !vector });
  return format === "webp" ? image.webp({ quality }).toBuffer() : image.png({ compressionLevel: 6 }).toBuffer();
}
