import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OPTIMISED_QUALITIES, OPTIMISED_WIDTHS } from "../../contracts/image-optimisation";
import { addLargePhoto, type MiniSite, makeMiniSite } from "./support/mini-site";
import { type ServerProcess, startServerProcess } from "./support/server-process";

/**
 * The optimiser cannot starve the site: 50 distinct uncached optimisations of a
 * large photo arrive at once (what an attacker sends) and a page asked for
 * meanwhile still answers within 200 ms. Before issue 14 four such requests took
 * every libuv thread and a page waited 15 s. Real time, on purpose: this
 * measures the machine, so it runs alone (vitest project "timing").
 */

const FLOOD = 50;
const PAGE_WITHIN_MS = 200;

let site: MiniSite;
let server: ServerProcess;

beforeAll(async () => {
  site = await makeMiniSite();
  await addLargePhoto(site.publicDir, "grande.png", 3000, 2000);
  server = await startServerProcess({ PUBLIC_DIR: site.publicDir, DATA_DIR: path.join(site.root, "data") });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(site.root, { recursive: true, force: true });
});

describe("a flood of uncached optimisations", () => {
  test(`leaves a page answering within ${PAGE_WITHIN_MS} ms @clause:API-9`, { timeout: 120_000 }, async () => {
    // Warm: the page once, so the measure is of the flood and not of a first read.
    await (await fetch(`${server.base}/ofertas`)).text();
    const queries = OPTIMISED_WIDTHS.flatMap((width) =>
      OPTIMISED_QUALITIES.map((quality) => `url=%2Fgrande.png&w=${width}&q=${quality}`),
    ).slice(0, FLOOD);
    const flood = queries.map(async (query) => {
      const response = await fetch(`${server.base}/api/image-optimiser?${query}`, {
        headers: { Accept: "image/webp" },
      });
      await response.arrayBuffer();
      return response.status;
    });
    const started = performance.now();
    const page = await fetch(`${server.base}/ofertas`);
    await page.text();
    const pageMs = performance.now() - started;
    const statuses = await Promise.all(flood);
    expect(page.status).toBe(200);
    expect(pageMs).toBeLessThan(PAGE_WITHIN_MS);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  });
});
