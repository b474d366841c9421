import { chmodSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { policyDirectives } from "../oracles/content-security";
import { type MiniSite, makeMiniSite, OFFERS_POLICY, PAGE_POLICY } from "./support/mini-site";
import { type ServerProcess, startServerProcess } from "./support/server-process";

/**
 * The built site as `npm start` serves it (server/main.ts in its own process):
 * what a production host must get right, each rule a defect of the server
 * before issue 14 or a good behaviour it kept.
 */

let site: MiniSite;
let server: ServerProcess;

beforeAll(async () => {
  site = await makeMiniSite();
  server = await startServerProcess({ PUBLIC_DIR: site.publicDir, DATA_DIR: path.join(site.root, "data") });
});

afterAll(async () => {
  await server?.stop();
  rmSync(site.root, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${address}`, { headers, redirect: "manual" });

/** A GET through node:http: fetch adds `Cache-Control: no-cache` to a conditional request, as the Fetch standard says. */
function rawGet(
  address: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${server.base}${address}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          ...(answer.headers["content-encoding"] ? { encoding: answer.headers["content-encoding"] } : {}),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("files that are not the site's content", () => {
  test.each(["/_headers", "/%5Fheaders", "/%5fheaders", "/.build-stamp", "/%2Ebuild-stamp", "/ofertas/../_headers"])(
    "%s answers the 404 page, never the file @clause:SEC-3 @clause:SERVER-2",
    async (address) => {
      const response = await get(address);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain("Content-Security-Policy");
      expect(text).not.toContain("segredo-do-build");
    },
  );

  test("source maps are not served unless asked (SERVE_SOURCE_MAPS) @clause:SERVER-2", {
    timeout: 60_000,
  }, async () => {
    const response = await get(`${site.script}.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("segredo.ts");
    const asking = await startServerProcess({
      PUBLIC_DIR: site.publicDir,
      DATA_DIR: path.join(site.root, "data-maps"),
      SERVE_SOURCE_MAPS: "true",
    });
    try {
      expect((await fetch(`${asking.base}${site.script}.map`)).status).toBe(200);
    } finally {
      await asking.stop();
    }
  });
});

describe("the 404 page", () => {
  test.each(["/404", "/404.html", "/404/", "/pagina-que-nao-existe"])(
    "%s answers it with status 404 @clause:SERVER-2",
    async (address) => {
      const response = await fetch(`${server.base}${address}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Página não encontrada");
    },
  );
});

describe("caching and compression", () => {
  test("a file carries ETag and Last-Modified, and a revalidation gets 304 @clause:API-7", async () => {
    const first = await get("/ofertas");
    const etag = first.headers.get("etag");
    const modified = first.headers.get("last-modified");
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    expect((await rawGet("/ofertas", { "If-None-Match": etag as string })).status).toBe(304);
    expect((await rawGet("/ofertas", { "If-Modified-Since": modified as string })).status).toBe(304);
    expect((await rawGet(site.script, { "If-None-Match": etag as string })).status).toBe(200);
  });

  test.each([
    ["br, gzip", "br"],
    ["gzip, br;q=0", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["identity", null],
  ])("Accept-Encoding %s gets %s @clause:API-7", async (accepted, expected) => {
    // node:http, not fetch: fetch would decode the body and hide the encoding.
    const response = await rawGet(site.script, { "Accept-Encoding": accepted });
    expect(response.encoding ?? null).toBe(expected);
    if (expected === null) expect(response.body.toString()).toBe(site.scriptText);
  });

  test.each([
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["gzip;q=0.8, br", "br"],
    ["gzip;q=0.8, br;q=0.9", "br"],
    ["br;q=0.1, gzip", "gzip"],
  ])(
    "Accept-Encoding %s gets the precompressed %s file, the weights deciding @clause:API-7",
    async (accepted, expected) => {
      const response = await rawGet(site.script, { "Accept-Encoding": accepted });
      expect(response.encoding ?? null).toBe(expected);
      // The build's own precompressed copy, byte for byte (.br or .gz beside the script).
      const copy = readFileSync(path.join(site.publicDir, `${site.script}.${expected === "br" ? "br" : "gz"}`));
      expect(response.body.equals(copy)).toBe(true);
    },
  );

  test("hashed scripts and stylesheets are cached for good, pages never @clause:API-7", async () => {
    expect((await get(site.script)).headers.get("cache-control")).toContain("immutable");
    expect((await get(site.stylesheet)).headers.get("cache-control")).toContain("immutable");
    expect((await get("/ofertas")).headers.get("cache-control")).toContain("max-age=0");
  });
});

describe("headers", () => {
  test("a page carries its own policy from the build's headers file, and COOP @clause:SEC-1 @clause:SEC-2 @clause:SERVER-1", async () => {
    const response = await get("/ofertas");
    expect(response.headers.get("content-security-policy")).toBe(OFFERS_POLICY);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("two pages with different policies in the headers file get one each @clause:SERVER-1", async () => {
    expect(OFFERS_POLICY).not.toBe(PAGE_POLICY);
    expect((await get("/")).headers.get("content-security-policy")).toBe(PAGE_POLICY);
    expect((await get("/ofertas")).headers.get("content-security-policy")).toBe(OFFERS_POLICY);
  });

  test("the 404 page carries its policy too @clause:SEC-1", async () => {
    expect((await get("/nada")).headers.get("content-security-policy")).toBe(PAGE_POLICY);
  });

  test("over https (the proxy says so) HSTS is sent @clause:SEC-2", async () => {
    const response = await get("/", { "X-Forwarded-Proto": "https" });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("an artwork drawing served as a file may not run scripts @clause:CAT-11 @clause:SERVER-1", async () => {
    const response = await get("/artwork/sem-imagem.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    // The policy read directive by directive: everything 'none' by default, and no directive that scripts
    // fall under (script-src, its -elem and -attr forms) allowing anything but 'none'.
    const directives = policyDirectives(response.headers.get("content-security-policy") ?? "");
    expect(directives.get("default-src")).toEqual(["'none'"]);
    for (const name of ["script-src", "script-src-elem", "script-src-attr"]) {
      expect([undefined, "'none'"], name).toContain(directives.get(name)?.join(" "));
    }
  });
});

describe("one address per page", () => {
  test.each([
    ["/ofertas/", "/ofertas"],
    ["/ofertas/?utm_source=x", "/ofertas?utm_source=x"],
    ["//evil.example/", "/evil.example"],
  ])("%s redirects to %s", async (address, target) => {
    const response = await get(address);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(target);
  });

  test("other methods on a page get 405 with the methods it takes", async () => {
    const response = await fetch(`${server.base}/ofertas`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("a client that goes away", () => {
  test("mid-body is no server error in the log @clause:API-8", async () => {
    const before = server.stderr();
    await new Promise<void>((resolve) => {
      const { hostname, port } = new URL(server.base);
      const half = httpRequest({
        hostname,
        port,
        method: "POST",
        path: "/api/contact/v1.0",
        headers: { "Content-Type": "application/json", "Content-Length": "5000", "Idempotency-Key": "a".repeat(20) },
      });
      half.on("error", () => resolve());
      half.write('{"name": "Maria');
      setTimeout(() => {
        half.destroy();
        resolve();
      }, 100);
    });
    // The next request is answered: the server is fine, and has had time to log anything it would.
    expect((await get("/ofertas")).status).toBe(200);
    const logged = server.stderr().slice(before.length);
    expect(logged).not.toMatch(/"level":50|stack|Error/);
  });
});

/**
 * A file the server finds but cannot open. Mode 000 is enough for anyone but
 * root, who opens any file; as root, a link to one of the kernel's write-only
 * attributes (a `rescan` of a PCI device), which refuse root too.
 */
function makeUnreadable(file: string): void {
  if (process.getuid?.() !== 0) {
    writeFileSync(file, "segredo");
    chmodSync(file, 0o000);
    return;
  }
  const devices = "/sys/bus/pci/devices";
  for (const device of readdirSync(devices)) {
    const attribute = path.join(devices, device, "rescan");
    try {
      if ((statSync(attribute).mode & 0o777) === 0o200) {
        symlinkSync(attribute, file);
        return;
      }
    } catch {}
  }
  throw new Error("No write-only attribute under /sys/bus/pci/devices to stand for an unreadable file.");
}

describe("a file that cannot be read", () => {
  test("is a 500 in pt-BR, logged, and the server goes on answering @clause:API-7", async () => {
    makeUnreadable(path.join(site.publicDir, "ilegivel.txt"));
    const response = await get("/ilegivel.txt");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Erro interno do servidor. Tente de novo em instantes.");
    expect(server.stderr()).toMatch(/"level":50.*EACCES/);
    // Before issue 14 the stream's error had no handler and took the process down.
    expect((await get("/ofertas")).status).toBe(200);
  });
});
