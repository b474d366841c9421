import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { ARTWORK_DIR } from "../../scripts/generate-artwork";
import { createProductionServer, type ProductionServer } from "../../server/production-server";
import { optimisedImageAddress } from "../../site/src/requests/image-address";
import { ARTWORK, makeMiniSite } from "./support/mini-site";

/** A built site in miniature: two drawings of the artwork, a photo, a page and a secret beside it. */
let root: string;
let site: ProductionServer;
let base: string;
const KNOWN = ARTWORK;
/**
 * A drawing in the served folder but outside artwork/, one level up from it: the mini site's secret
 * lies two levels up, so an id that climbs one level finds this decoy, not a missing file.
 */
const DECOY = "<svg xmlns='http://www.w3.org/2000/svg'><title>isca fora da arte</title></svg>";

beforeAll(async () => {
  const mini = await makeMiniSite();
  root = mini.root;
  writeFileSync(path.join(mini.publicDir, "isca.svg"), DECOY);
  site = await createProductionServer({ publicDir: mini.publicDir, dataDir: path.join(root, "data") });
  base = await site.listen(0);
});

afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) => fetch(`${base}${address}`, { headers });

describe("GET /api/images/v1.0/{id}", () => {
  test("answers the project's drawing of a known id @clause:CALL-7 @clause:CAT-11", async () => {
    const response = await get("/api/images/v1.0/pajero-sport-estudio", { "Accept-Encoding": "identity" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).toBe(readFileSync(path.join(ARTWORK_DIR, "pajero-sport-estudio.svg"), "utf8"));
  });

  test("answers HEAD without a body, and refuses other methods with 405", async () => {
    const head = await fetch(`${base}/api/images/v1.0/sem-imagem`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await fetch(`${base}/api/images/v1.0/sem-imagem`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  // "404 for any other id": ids that look like the project's but are not one of its drawings.
  test.each(["outlander-hero", "pajero-sport-estudio.svg", "PAJERO-SPORT-ESTUDIO", "a/b", ""])(
    "answers exactly 404 for the id %s it has no drawing for @clause:CAT-11",
    async (id) => {
      const response = await get(`/api/images/v1.0/${id}`);
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    },
  );

  // Ids that climb out of artwork/: one level reaches the decoy in the served folder, two the secret beside it.
  // fetch resolves literal dot segments before sending (../isca asks for /api/images/isca), so only the
  // encoded ones reach the image service; the literal ones check what a browser's request gets.
  test.each([
    ["..%2Fisca", "isca fora da arte"],
    ["%2e%2e%2Fisca", "isca fora da arte"],
    ["..%5Cisca", "isca fora da arte"],
    ["../isca", "isca fora da arte"],
    ["..%2F..%2Fsegredo", "segredo</title>"],
    ["%2e%2e%2F%2e%2e%2Fsegredo", "segredo</title>"],
    ["%2E%2E%2F%2E%2E%2Fsegredo", "segredo</title>"],
    ["..%5C..%5Csegredo", "segredo</title>"],
    ["..%252F..%252Fsegredo", "segredo</title>"],
    ["../../segredo", "segredo</title>"],
  ])("answers exactly 404 for %s, never a file outside the artwork folder @clause:CAT-11", async (id, content) => {
    const response = await get(`/api/images/v1.0/${id}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(content);
  });

  test("never resizes a file outside the artwork folder through the image service's address @clause:CAT-11 @clause:CAT-12", async () => {
    for (const id of ["..%2Fisca", "..%2F..%2Fsegredo"]) {
      const inner = `/api/images/v1.0/${id}`;
      const response = await get(`/api/image-optimiser?url=${encodeURIComponent(inner)}&w=100`);
      expect(response.status, inner).toBe(404);
      await response.arrayBuffer();
    }
  });

  // Not an id at all: the address does not decode, so the router may refuse it before the image service sees it.
  test("refuses an address that does not decode with a 4xx, never a file @clause:CAT-11", async () => {
    const response = await get("/api/images/v1.0/%E0%A4%A");
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain("segredo</title>");
  });

  test.prop([fc.string({ maxLength: 30 })], { numRuns: 60 })(
    "answers a drawing only for an id the project has @clause:CAT-11",
    async (id) => {
      const response = await get(`/api/images/v1.0/${encodeURIComponent(id)}`);
      expect(response.status).toBe(KNOWN.includes(id) ? 200 : 404);
      await response.arrayBuffer();
    },
  );
});

describe("the image-optimisation address", () => {
  test("resizes a drawing of the site to the next served width, as WebP @clause:CALL-11 @clause:CAT-12 @clause:API-9", async () => {
    const response = await get(optimisedImageAddress("/api/images/v1.0/pajero-sport-estudio", 280), {
      Accept: "image/avif,image/webp,*/*",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 384 });
  });

  test("answers PNG to a browser that does not take WebP, and takes q as optional (75) @clause:CONST-5", async () => {
    const response = await get("/api/image-optimiser?url=%2Fartwork%2Fsem-imagem.svg&w=100", { Accept: "image/png" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  test("never enlarges a photo beyond its own width", async () => {
    const response = await get(optimisedImageAddress("/foto.png", 400));
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(100);
  });

  // The edges of "widths 16-3840 and qualities 1-100": both ends of each range are served.
  test.each([
    ["the smallest width and quality", "url=%2Ffoto.png&w=16&q=1"],
    ["the largest width and quality", "url=%2Ffoto.png&w=3840&q=100"],
    ["the smallest width and quality of a drawing", "url=%2Fapi%2Fimages%2Fv1.0%2Fsem-imagem&w=16&q=1"],
    ["the largest width and quality of a drawing", "url=%2Fapi%2Fimages%2Fv1.0%2Fsem-imagem&w=3840&q=100"],
  ])("resizes %s as WebP @clause:CAT-12", async (_what, query) => {
    const response = await get(`/api/image-optimiser?${query}`, { Accept: "image/webp,*/*" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    await response.arrayBuffer();
  });

  test.each([
    ["another origin", "url=https%3A%2F%2Fevil.example%2Fx.png&w=100", 400],
    ["the server's own loopback", "url=http%3A%2F%2F127.0.0.1%3A8000%2Ffoto.png&w=100", 400],
    ["a protocol-relative address", "url=%2F%2Fevil.example%2Fx.png&w=100", 400],
    ["no url", "w=100", 400],
    ["no width", "url=%2Ffoto.png", 400],
    ["a width of 0", "url=%2Ffoto.png&w=0", 400],
    ["a width past 3840", "url=%2Ffoto.png&w=4000", 400],
    ["a width one past 3840", "url=%2Ffoto.png&w=3841", 400],
    ["a width under 16", "url=%2Ffoto.png&w=15", 400],
    ["a width that is not a number", "url=%2Ffoto.png&w=1e3", 400],
    ["a quality of 0", "url=%2Ffoto.png&w=100&q=0", 400],
    ["a quality past 100", "url=%2Ffoto.png&w=100&q=101", 400],
    ["a repeated parameter", "url=%2Ffoto.png&w=100&w=200", 400],
    ["a page, not an image", "url=%2Findex.html&w=100", 404],
    ["a file outside the site", "url=%2F..%2Fsegredo.svg&w=100", 404],
    ["an image id the project lacks", "url=%2Fapi%2Fimages%2Fv1.0%2Foutlander-hero&w=100", 404],
  ])("refuses %s with a clean 4xx @clause:CAT-12", async (_what, query, status) => {
    const response = await get(`/api/image-optimiser?${query}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).not.toContain("segredo");
  });
});

describe("the router", () => {
  test("leaves addresses that are not the API's to the static files", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Início</title>");
  });
});
