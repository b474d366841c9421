import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OPTIMISED_QUALITIES, OPTIMISED_WIDTHS } from "../../contracts/image-optimisation";
import { parseRemotePatterns } from "../../contracts/remote-image-patterns";
import { createProductionServer, IMAGE_CACHE_DIR, type ProductionServer } from "../../server/production-server";
import { addLargePhoto, type MiniSite, makeMiniSite } from "./support/mini-site";
import { rawRequest, sentAtOnce, statusOf } from "./support/requests-at-once";

/**
 * The optimiser as mature image services are (Next.js's `deviceSizes` and
 * `imageSizes`, its on-disk cache, `remotePatterns`): a fixed set of widths
 * and qualities, bounded transforms, a content-keyed disk cache, SVG as SVG to
 * browsers, allow-listed photo hosts only, pt-BR plain-text errors. Before
 * issue 14 any of 3,825 widths × 100 qualities forced a new transform, four of
 * them took every libuv thread, and errors read "w: at least 16".
 */

let site: MiniSite;
let photoHost: Server;
let photoBase: string;
let running: ProductionServer;
let base: string;
/** Requests the photo host received for the redirect's target: following the redirect would ask for it. */
let redirectTargetHits = 0;
/** Requests the photo host received for /fotos/contada.jpg, whatever their query. */
let countedHits = 0;
/** Fetches of /fotos/lenta-*.jpg under way at once, and the most there ever were. */
let slowFetches = { now: 0, most: 0 };
/** A drawing, as a photo host might answer it under an image type. */
const DRAWING =
  "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='50'><rect width='100' height='50' fill='red'/></svg>";

async function start(extra: Partial<Parameters<typeof createProductionServer>[0]> = {}): Promise<void> {
  running = await createProductionServer({
    publicDir: site.publicDir,
    dataDir: path.join(site.root, "data"),
    remotePatterns: parseRemotePatterns(`${photoBase}/fotos/**`),
    ...extra,
  });
  base = await running.listen(0);
}

beforeAll(async () => {
  site = await makeMiniSite();
  await addLargePhoto(site.publicDir, "grande.png", 1200, 800);
  const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0033a0" } })
    .jpeg()
    .toBuffer();
  // The allow-listed photo host, on the loopback: photos under /fotos, a redirect to one of them, and a page.
  photoHost = createServer((request, response) => {
    if (request.url === "/fotos/carro.jpg" || request.url === "/outros/carro.jpg") {
      response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    } else if (request.url === "/fotos/alvo.jpg") {
      // A real photo under the pattern: a server that followed the redirect would get it, and resize it.
      redirectTargetHits += 1;
      response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    } else if (request.url === "/fotos/desvio.jpg") {
      response.writeHead(302, { Location: `${photoBase}/fotos/alvo.jpg` }).end();
    } else if (request.url?.startsWith("/fotos/contada.jpg")) {
      countedHits += 1;
      response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    } else if (request.url?.startsWith("/fotos/lenta-")) {
      // A large photo on a slow link: the fetch lasts long enough for the others to arrive meanwhile.
      slowFetches.now += 1;
      slowFetches.most = Math.max(slowFetches.most, slowFetches.now);
      setTimeout(() => {
        slowFetches.now -= 1;
        response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
      }, 150);
    } else if (request.url === "/fotos/desenho.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(DRAWING);
    } else if (request.url === "/fotos/jpeg-como-png.png") {
      response.writeHead(200, { "Content-Type": "image/png" }).end(photo);
    } else {
      response.writeHead(200, { "Content-Type": "text/html" }).end("<p>não é foto</p>");
    }
  });
  await new Promise<void>((resolve) => photoHost.listen(0, "127.0.0.1", () => resolve()));
  const address = photoHost.address();
  photoBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  await start();
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => photoHost.close(() => resolve()));
  rmSync(site.root, { recursive: true, force: true });
});

const optimise = (query: string, accept = "image/webp") =>
  fetch(`${base}/api/image-optimiser?${query}`, { headers: { Accept: accept } });

async function widthOf(response: Response): Promise<number | undefined> {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe("widths and qualities", () => {
  test.each([
    [280, 384],
    [16, 16],
    [17, 32],
    [3801, 3840],
    [1000, 1080],
  ])("a width of %i is served at %i, the next of the fixed set @clause:API-9", async (asked, served) => {
    const response = await optimise(`url=%2Fartwork%2Fsem-imagem.svg&w=${asked}&q=75`);
    expect(response.status).toBe(200);
    expect(await widthOf(response)).toBe(served);
  });

  test("odd widths and qualities share the transforms of the fixed set: the cache holds one file per served pair @clause:API-9", async () => {
    const cacheDir = path.join(site.root, "data", IMAGE_CACHE_DIR);
    const filesBefore = countFiles(cacheDir);
    for (const [w, q] of [
      [3801, 41],
      [3802, 42],
      [3839, 49],
      [3840, 50],
    ]) {
      expect((await optimise(`url=%2Fgrande.png&w=${w}&q=${q}`)).status).toBe(200);
    }
    expect(countFiles(cacheDir) - filesBefore).toBe(1);
  });

  test("a quality is rounded up to the next served one (50, 75, 90, 100): q=41 is q=50, q=51 is q=75 @clause:API-9", async () => {
    // The served qualities as docs/server.md names them; q=50 and q=75 must give different files, or rounding proves nothing.
    const bytesAt = async (q: number) =>
      Buffer.from(await (await optimise(`url=%2Fgrande.png&w=640&q=${q}`, "image/webp")).arrayBuffer());
    const [at41, at50, at51, at75] = [await bytesAt(41), await bytesAt(50), await bytesAt(51), await bytesAt(75)];
    expect(at50.equals(at75), "q=50 and q=75 give the same file").toBe(false);
    expect(at41.equals(at50), "q=41 is served as q=50").toBe(true);
    expect(at51.equals(at75), "q=51 is served as q=75").toBe(true);
  });

  test("the contract names 75 among the served qualities, and 16 to 3840 as the widths @clause:API-9 @clause:CONST-5", () => {
    expect(OPTIMISED_QUALITIES).toContain(75);
    expect(OPTIMISED_WIDTHS[0]).toBe(16);
    expect(OPTIMISED_WIDTHS[OPTIMISED_WIDTHS.length - 1]).toBe(3840);
  });

  test.each([
    ["url=%2Ffoto.png&w=4000", /largura vai de 16 a 3840/],
    ["url=%2Ffoto.png&w=8", /largura vai de 16 a 3840/],
    ["url=%2Ffoto.png&w=abc", /largura/],
    ["url=%2Ffoto.png&w=100&q=0", /qualidade vai de 1 a 100/],
    ["url=%2Ffoto.png", /largura/],
    ["w=100", /url: informe o endereço/],
    ["url=%2Ffoto.png&w=100&w=200", /parâmetro repetido \(w\)/],
    ["url=https%3A%2F%2Fexemplo.com.br%2Ffoto.jpg&w=640", /não otimiza imagens desse endereço/],
  ])("%s is a 400 in pt-BR plain text @clause:API-9", async (query, reason) => {
    const response = await optimise(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^Parâmetros inválidos: /);
    expect(text).toMatch(reason);
    expect(text).not.toMatch(/at least|at most|expected|invalid|number|string/i);
  });
});

describe("SVG", () => {
  test("a browser that takes SVG gets the drawing itself, with the SVG policy @clause:SERVER-6", async () => {
    const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const response = await optimise("url=%2Fapi%2Fimages%2Fv1.0%2Fpajero-sport-estudio&w=640&q=75", accept);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("vary")).toContain("Accept");
    expect(await response.text()).toBe(
      readFileSync(path.join(site.publicDir, "artwork", "pajero-sport-estudio.svg"), "utf8"),
    );
  });

  test("a client that names no SVG gets it drawn as WebP or PNG @clause:SERVER-6", async () => {
    const webp = await optimise("url=%2Fartwork%2Fsem-imagem.svg&w=64", "image/webp,*/*");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const png = await optimise("url=%2Fartwork%2Fsem-imagem.svg&w=64", "image/png");
    expect(png.headers.get("content-type")).toBe("image/png");
    const refused = await optimise("url=%2Fartwork%2Fsem-imagem.svg&w=64", "image/svg+xml;q=0, image/png");
    expect(refused.headers.get("content-type")).toBe("image/png");
  });
});

describe("the allow-listed photo host (IMAGE_REMOTE_PATTERNS)", () => {
  test("a photo under the pattern is resized @clause:SERVER-5", async () => {
    const response = await optimise(`url=${encodeURIComponent(`${photoBase}/fotos/carro.jpg`)}&w=256&q=75`);
    expect(response.status).toBe(200);
    expect(await widthOf(response)).toBe(256);
  });

  test("a redirect is never followed, even to a photo the pattern allows @clause:SERVER-5", async () => {
    const hitsBefore = redirectTargetHits;
    const response = await optimise(`url=${encodeURIComponent(`${photoBase}/fotos/desvio.jpg`)}&w=256`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(redirectTargetHits - hitsBefore, "requests for the redirect's target").toBe(0);
  });

  test.each([
    ["another path of the host", "/outros/carro.jpg", 400],
    ["a page, not a photo", "/fotos/pagina.html", 404],
  ])("%s is refused @clause:SERVER-5", async (_what, photoPath, status) => {
    const response = await optimise(`url=${encodeURIComponent(`${photoBase}${photoPath}`)}&w=256`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });
});

describe("what a photo is", () => {
  test("a drawing a photo host labels image/png is refused, never drawn @clause:API-9", async () => {
    const response = await optimise(`url=${encodeURIComponent(`${photoBase}/fotos/desenho.png`)}&w=64`);
    expect(response.status).toBe(415);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("A imagem de origem não é uma foto em JPEG, PNG, WebP, AVIF ou GIF.");
  });

  test("a JPEG labelled image/png is a photo all the same: resized @clause:API-9", async () => {
    const response = await optimise(`url=${encodeURIComponent(`${photoBase}/fotos/jpeg-como-png.png`)}&w=64`);
    expect(response.status).toBe(200);
    expect(await widthOf(response)).toBe(64);
  });
});

describe("remote photos and the queue", () => {
  test("one photo under addresses that differ only where the allow-list does not look is fetched once @clause:API-9", async () => {
    const before = countedHits;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        optimise(`url=${encodeURIComponent(`${photoBase}/fotos/contada.jpg?n=${index}#f${index}`)}&w=64`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(countedHits - before, "fetches of the photo").toBe(1);
  });

  test("are fetched within the transforms' limit, not all at once @clause:API-9", async () => {
    await running.close();
    await start({ transformLimits: { concurrency: 2, queueLimit: 8 } });
    slowFetches = { now: 0, most: 0 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        optimise(`url=${encodeURIComponent(`${photoBase}/fotos/lenta-${index}.jpg`)}&w=64`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(slowFetches.most, "fetches at once").toBeLessThanOrEqual(2);
  });
});

describe("the disk cache", () => {
  test("survives a restart: the same request is answered from the disk @clause:API-9", async () => {
    const query = "url=%2Ffoto.png&w=48&q=90";
    const first = Buffer.from(await (await optimise(query)).arrayBuffer());
    const cacheDir = path.join(site.root, "data", IMAGE_CACHE_DIR);
    const cached = listFiles(cacheDir).find((file) => readFileSync(file).equals(first));
    expect(cached).toBeDefined();
    await running.close();
    // A marker in the cached file: only an answer read from the disk can carry it.
    const marker = await sharp({ create: { width: 48, height: 7, channels: 3, background: "#00ff00" } })
      .webp()
      .toBuffer();
    writeFileSync(cached as string, marker);
    await start();
    const again = Buffer.from(await (await optimise(query)).arrayBuffer());
    expect(again.equals(marker)).toBe(true);
  });

  test("is keyed by content: a rebuilt image is never answered stale @clause:API-9", async () => {
    const query = "url=%2Fmuda.png&w=32&q=75";
    const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    writeFileSync(path.join(site.publicDir, "muda.png"), red);
    const before = await sharp(Buffer.from(await (await optimise(query)).arrayBuffer())).stats();
    writeFileSync(path.join(site.publicDir, "muda.png"), blue);
    const after = await sharp(Buffer.from(await (await optimise(query)).arrayBuffer())).stats();
    expect(before.dominant).not.toEqual(after.dominant);
  });
});

describe("bounded transforms", () => {
  test("one transform at once and one waiting: of six at once, two served and four refused with 503, Retry-After, in pt-BR @clause:SERVER-4", async () => {
    await running.close();
    await start({ transformLimits: { concurrency: 1, queueLimit: 1 } });
    // A source of its own (never cached) and slow to transform: the first transform is still running when
    // the sixth request reaches the queue. The six are read by the server in one go (sentAtOnce).
    await addLargePhoto(site.publicDir, "fila.png", 2400, 1600);
    const widths = [640, 750, 828, 1080, 1200, 1920];
    const answers = await sentAtOnce(
      running.app.server,
      Number(new URL(base).port),
      widths.map((width) =>
        rawRequest("GET", `/api/image-optimiser?url=%2Ffila.png&w=${width}&q=100`, { Accept: "image/webp" }),
      ),
    );
    const statuses = answers.map(statusOf);
    expect(
      statuses.filter((status) => status === 200),
      `statuses ${statuses.join(", ")}`,
    ).toHaveLength(2);
    expect(
      statuses.filter((status) => status === 503),
      `statuses ${statuses.join(", ")}`,
    ).toHaveLength(4);
    for (const answer of answers.filter((text) => statusOf(text) === 503)) {
      expect(answer).toMatch(/\r\nretry-after: [1-9]\d*\r\n/i);
      expect(answer).toMatch(/Tente de novo em instantes/);
      // It names no image: an ETag would let a cache keep the refusal as that image.
      expect(answer).not.toMatch(/\r\netag:/i);
    }
  });
});

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

function countFiles(dir: string): number {
  return listFiles(dir).length;
}
