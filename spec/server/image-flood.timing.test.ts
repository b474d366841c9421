import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OPTIMISED_QUALITIES, OPTIMISED_WIDTHS } from "../../contracts/image-optimisation";
import { type Flooder, startFlooder } from "./support/flood-process";
import { addLargePhoto, type MiniSite, makeMiniSite } from "./support/mini-site";
import { type ServerProcess, startServerProcess } from "./support/server-process";

/**
 * The optimiser cannot starve the site: 50 distinct uncached optimisations of a
 * large photo arrive at once (what an attacker sends), and every page a visitor
 * asks for while the server works through them answers within 200 ms. Before
 * issue 14 four such requests took
 * every libuv thread and a page waited 15 s. Real time, on purpose: this
 * measures the machine, so it runs alone (vitest project "timing"). The flood
 * comes from a process of its own, as an attacker's would: this one only asks
 * for the page, so its time is the server's and not this client's reading of
 * 50 other answers.
 */

const FLOOD = 50;
const PAGE_WITHIN_MS = 200;

let site: MiniSite;
let server: ServerProcess;
let flooder: Flooder;

beforeAll(async () => {
  site = await makeMiniSite();
  await addLargePhoto(site.publicDir, "grande.png", 3000, 2000);
  server = await startServerProcess({ PUBLIC_DIR: site.publicDir, DATA_DIR: path.join(site.root, "data") });
  flooder = startFlooder();
}, 60_000);

afterAll(async () => {
  flooder?.stop();
  await server?.stop();
  rmSync(site.root, { recursive: true, force: true });
});

/** A visitor asking for a page again and again, one after another, until the flood has all its answers. */
async function pagesWhile(flood: Promise<unknown>): Promise<{ status: number; ms: number }[]> {
  let over = false;
  flood.finally(() => (over = true)).catch(() => {});
  const pages: { status: number; ms: number }[] = [];
  while (!over) {
    const started = performance.now();
    const page = await fetch(`${server.base}/ofertas`);
    await page.text();
    pages.push({ status: page.status, ms: performance.now() - started });
  }
  return pages;
}

describe("a flood of uncached optimisations", () => {
  test(`leaves a page answering within ${PAGE_WITHIN_MS} ms @clause:SERVER-4`, { timeout: 120_000 }, async () => {
    // Warm: the page once, so the measure is of the flood and not of a first read.
    await (await fetch(`${server.base}/ofertas`)).text();
    const paths = OPTIMISED_WIDTHS.flatMap((width) =>
      OPTIMISED_QUALITIES.map((quality) => `/api/image-optimiser?url=%2Fgrande.png&w=${width}&q=${quality}`),
    ).slice(0, FLOOD);
    const flood = flooder.flood(server.base, paths, "image/webp");
    await flood.sent;
    // Not one page at the flood's start, which slips in before the transforms fill libuv's pool (an
    // optimiser without limits passed that): pages all the while the server works the flood through.
    const pages = await pagesWhile(flood.statuses);
    const statuses = await flood.statuses;
    console.log(`${pages.length} pages during the flood, in ms: ${pages.map(({ ms }) => ms.toFixed(0)).join(" ")}`);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter(({ status }) => status !== 200)).toEqual([]);
    expect(Math.max(...pages.map(({ ms }) => ms))).toBeLessThan(PAGE_WITHIN_MS);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  });
});
