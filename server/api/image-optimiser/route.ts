import { availableParallelism } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_OPTIMISER_PATH,
  optimisationQuerySchema,
} from "../../../contracts/image-optimisation";
import type { RemoteImagePattern } from "../../../contracts/remote-image-patterns";

import { allowOnly } from "../../http/allow-only";
import { answerError } from "../../http/error-answers";
import { DiskCache } from "./disk-cache";
import { photoKindOf } from "./image-kind";
import { ImageSources, RemotePhotoUnavailableError } from "./sources";
import { type RasterFormat, transform } from "./transform";
import { QueueFullError, type TransformLimits, TransformQueue } from "./transform-queue";

/**
 * The image-optimisation address (source spec §7: parameters url, w and q),
 * modelled on Next.js's image optimiser: a fixed set of widths and qualities
 * (contracts/image-optimisation.ts), a bounded number of transforms at once
 * with 503 + Retry-After past a short queue (a remote photo is fetched in it
 * too), a disk cache keyed by content, SVG sent as SVG to browsers that take
 * it, sources limited to the site's own images and the allow-listed photo
 * hosts, photos taken for what their bytes are, and errors in pt-BR plain text.
 */

/** What a source turned out to be when read: not an image the optimiser takes, whatever its name or type said. */
class NotAPhotoError extends Error {}

export interface ImageOptimiserOptions {
  publicDir: string;
  /** The disk cache's folder (DATA_DIR/image-cache by default). */
  cacheDir: string;
  remotePatterns: readonly RemoteImagePattern[];
  limits: TransformLimits;
}

/**
 * Transforms at once: one per core the event loop does not need, and never
 * more than libuv's pool less one thread (UV_THREADPOOL_SIZE, 4 unless set),
 * which every file read of the site shares with sharp: one on this 2-core
 * machine, three on a larger one.
 */
export function transformsAtOnce(
  cores = availableParallelism(),
  poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores - 1, poolSize - 1));
}

/** A short queue behind them: a page never waits on images, and an attacker's flood is refused, not queued. */
export const TRANSFORM_LIMITS: TransformLimits = { concurrency: transformsAtOnce(), queueLimit: 8 };
/** Seconds a refused client is told to wait: about one transform of a large image. */
export const RETRY_AFTER_SECONDS = 2;

const INVALID = "Parâmetros inválidos";

/** An explicit image/svg+xml, as every browser's image request lists it; a bare `*\/*` may be a client that cannot draw SVG. */
function takesSvg(accept: string): boolean {
  return /(^|,)\s*image\/svg\+xml\s*(;(?!\s*q=0(\.0+)?\s*(,|$))|,|$)/i.test(accept);
}

function rasterFormatFor(accept: string): RasterFormat {
  return /image\/webp|image\/\*|\*\/\*/.test(accept) ? "webp" : "png";
}

export function imageOptimiserRoutes(options: ImageOptimiserOptions) {
  // libvips threads per transform: the other core stays with the event loop.
  sharp.concurrency(1);
  const querySchema = optimisationQuerySchema();
  const sources = new ImageSources(path.resolve(options.publicDir), options.remotePatterns);
  const cache = new DiskCache(options.cacheDir);
  const queue = new TransformQueue(options.limits);

  return async (app: FastifyInstance) => {
    app.get(IMAGE_OPTIMISER_PATH, async (request, reply) => {
      const params = new URLSearchParams(request.url.slice(request.url.indexOf("?") + 1 || request.url.length));
      const repeated = [...new Set(params.keys())].filter((key) => params.getAll(key).length > 1);
      if (repeated.length > 0)
        return answerError(reply, 400, `${INVALID}: parâmetro repetido (${repeated.join(", ")}).`);
      const query = querySchema.safeParse(Object.fromEntries(params));
      if (!query.success) {
        const reasons = [...new Set(query.error.issues.map((issue) => issue.message))].join(" ");
        return answerError(reply, 400, `${INVALID}: ${reasons}`);
      }
      const { url, w: width, q: quality = DEFAULT_IMAGE_QUALITY } = query.data;
      const lookup = await sources.find(url);
      if ("refused" in lookup) {
        return lookup.refused === "not-allowed"
          ? answerError(reply, 400, `${INVALID}: este servidor não otimiza imagens desse endereço.`)
          : answerError(reply, 404, "Imagem de origem não encontrada.");
      }
      const source = lookup.found;
      const accept = String(request.headers.accept ?? "");
      reply.header("Vary", "Accept");
      if (source.svg && source.relative && takesSvg(accept)) {
        // A drawing scales by itself: the browser gets the file, with the static files' SVG policy.
        return reply.sendFile(source.relative);
      }
      const format = rasterFormatFor(accept);
      // PNG is lossless here: every quality gives the same file, so they share one.
      const variant = `${width}-${format === "webp" ? quality : "lossless"}.${format}`;
      const sent = (key: string, body: Buffer) =>
        reply
          .code(200)
          .header("Cache-Control", "public, max-age=86400")
          .header("ETag", `"${key}"`)
          .type(`image/${format}`)
          .send(body);
      if (source.hash) {
        const key = `${source.hash}-${variant}`;
        if (request.headers["if-none-match"] === `"${key}"`) {
          return reply.code(304).header("Cache-Control", "public, max-age=86400").header("ETag", `"${key}"`).send();
        }
        const cached = await cache.get(key);
        if (cached) return sent(key, cached);
      }
      try {
        // Named by its hash when known, else by its address: the same photo asked at once is fetched once.
        const optimised = await queue.run(
          source.hash ? `${source.hash}-${variant}` : `${source.address} ${variant}`,
          async () => {
            const { bytes, hash } = await source.read();
            if (!source.svg && !photoKindOf(bytes)) throw new NotAPhotoError();
            const key = `${hash}-${variant}`;
            let body = await cache.get(key);
            if (!body) {
              body = await transform(bytes, width, quality, format);
              await cache.put(key, body);
            }
            return { key, body };
          },
        );
        return sent(optimised.key, optimised.body);
      } catch (error) {
        // No ETag on these: they name no image.
        if (error instanceof QueueFullError) {
          reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
          return answerError(reply, 503, "Muitas imagens sendo preparadas agora. Tente de novo em instantes.");
        }
        if (error instanceof RemotePhotoUnavailableError) {
          return answerError(reply, 404, "Imagem de origem não encontrada.");
        }
        if (error instanceof NotAPhotoError) {
          return answerError(reply, 415, "A imagem de origem não é uma foto em JPEG, PNG, WebP, AVIF ou GIF.");
        }
        return answerError(reply, 415, "A imagem de origem não pôde ser lida.");
      }
    });
    allowOnly(app, IMAGE_OPTIMISER_PATH, ["GET"]);
  };
}
