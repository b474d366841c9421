import { rmSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { MAX_WAITING_PER_CONNECTION } from "../../server/http/in-turn";
import { addLargePhoto, type MiniSite, makeMiniSite } from "./support/mini-site";
import { answersIn, sendRaw } from "./support/raw-http";
import { servedForSuite } from "./support/served";

/**
 * Pipelined requests (several written on one connection before any answer is
 * read) are answered in turn, a bounded number waiting, and a connection
 * closes after a set number of requests. Before issue 52 Node handed every
 * parsed request to the router at once and kept their answers until their
 * turn: one connection that wrote `GET /` 3,000 times without reading grew the
 * server by 157 MB, four by 367 MB, and a connection served any number of
 * requests. (The memory itself is measured by `npm run bench:load`.)
 */

const sites: MiniSite[] = [];
async function miniSite(): Promise<MiniSite> {
  const site = await makeMiniSite();
  sites.push(site);
  return site;
}
afterAll(() => {
  for (const site of sites) rmSync(site.root, { recursive: true, force: true });
});

/** Requests as a pipelining client writes them: one after the other in one write, the last one closing. */
const pipelined = (addresses: readonly string[], headers = "") =>
  addresses
    .map((address, index) => {
      const close = index === addresses.length - 1 ? "Connection: close\r\n" : "";
      return `GET ${address} HTTP/1.1\r\nHost: localhost\r\n${headers}${close}\r\n`;
    })
    .join("");

describe("a connection's pipelined requests", () => {
  // One transform at once and one waiting: requests handed to the router together overflow the queue.
  const served = servedForSuite("pipelining", async () => {
    const site = await miniSite();
    await addLargePhoto(site.publicDir, "fila.png", 800, 600);
    return { publicDir: site.publicDir, transformLimits: { concurrency: 1, queueLimit: 1 } };
  });

  test("are answered in turn: six uncached optimisations on one connection all get their image @clause:API-8 @clause:API-9", async () => {
    const widths = [32, 48, 64, 96, 128, 256];
    const addresses = widths.map((width) => `/api/image-optimiser?url=%2Ffila.png&w=${width}&q=75`);
    // Handed to the router all at once, four of them found the queue full (503).
    const { bytes } = await sendRaw(served.base, pipelined(addresses, "Accept: image/webp\r\n"), 20_000);
    const answers = answersIn(bytes);
    expect(answers.map((answer) => answer.status)).toEqual(widths.map(() => 200));
  });

  test("are answered in the order they came, each in full @clause:API-8", async () => {
    const addresses = ["/robots.txt", "/ofertas", "/api/images/v1.0/sem-imagem", "/robots.txt", "/nao-existe"];
    const { bytes } = await sendRaw(served.base, pipelined(addresses, "Accept-Encoding: identity\r\n"), 3_000);
    const answers = answersIn(bytes);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404]);
    expect(answers[0]?.body).toContain("User-agent");
    expect(answers[1]?.body).toContain("Ofertas");
    expect(answers[2]?.headers["content-type"]).toBe("image/svg+xml");
  });

  test(`past ${MAX_WAITING_PER_CONNECTION} waiting without reading an answer, the connection is closed @clause:API-8`, async () => {
    // 200 requests in one write (5 KB): a client that pipelines this much is no browser.
    const { bytes, closed } = await sendRaw(
      served.base,
      pipelined(Array.from({ length: 200 }, () => "/robots.txt")),
      3_000,
    );
    expect(closed).toBe(true);
    expect(answersIn(bytes).length).toBeLessThanOrEqual(MAX_WAITING_PER_CONNECTION + 1);
  });
});

describe("a connection's number of requests", () => {
  const served = servedForSuite("requests-per-connection", async () => ({
    publicDir: (await miniSite()).publicDir,
    limits: { maxRequestsPerConnection: 3 },
  }));

  test("is bounded: the last one's answer says Connection: close, and the connection closes @clause:API-8", async () => {
    const { bytes, closed } = await sendRaw(
      served.base,
      pipelined(["/robots.txt", "/ofertas", "/robots.txt", "/ofertas", "/robots.txt"]),
      3_000,
    );
    const answers = answersIn(bytes);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[2]?.headers.connection).toBe("close");
    expect(closed).toBe(true);
  });
});
