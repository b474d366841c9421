import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { SECURITY_HEADERS } from "../../server/security-headers";
import { type RawAnswer, rawAnswer } from "./support/raw-http";
import { servedForSuite } from "./support/served";

/**
 * Every error through the one handler, whoever raises it: before issue 52,
 * what fastify's router or Node's HTTP parser refused before routing was
 * answered in their own words (English JSON that echoed the address, Node's
 * 431, "Client Error"), without the security headers; a second Host line was
 * taken; TRACE on the lead base was told "Allow: GET, HEAD", though GET is
 * itself refused there; and `GET /\evil.example/` sent as written redirected
 * to `/\evil.example`, which a browser resolves to http://evil.example/.
 */

const served = servedForSuite("errors-before-routing");

/** What a hostile client writes: one request on a connection of its own. */
const request = (line: string, headers = "Host: localhost\r\n") => `${line}\r\n${headers}Connection: close\r\n\r\n`;

function expectTheSiteAnswered(answer: RawAnswer, status: number, message: RegExp): void {
  expect(answer.status).toBe(status);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(answer.body).toMatch(message);
  // pt-BR, and nothing of the framework's words.
  expect(answer.body).not.toMatch(/Bad Request|Client Error|Exceeded|valid url|statusCode/i);
}

describe("errors raised before routing", () => {
  test("an address that does not decode (GET /%ff) is a pt-BR 400 with the security headers, echoing nothing @clause:SEC-2 @clause:API-4", async () => {
    const answer = await rawAnswer(served.base, request("GET /%ff-segredo HTTP/1.1"));
    expectTheSiteAnswered(answer, 400, /^Endereço malformado\.$/);
    expect(answer.body).not.toContain("segredo");
  });

  test("a 16 KB address is a pt-BR 431 with the security headers, echoing nothing @clause:SEC-2 @clause:API-4", async () => {
    const answer = await rawAnswer(served.base, request(`GET /${"segredo".repeat(2_400)} HTTP/1.1`));
    expectTheSiteAnswered(answer, 431, /grandes demais/);
    expect(answer.body).not.toContain("segredo");
  });

  test.each([
    ["an unknown method", "FOO / HTTP/1.1"],
    ["a method in lower case", "get / HTTP/1.1"],
  ])("%s is a pt-BR 501 with the security headers @clause:SEC-2 @clause:API-4", async (_what, line) => {
    expectTheSiteAnswered(
      await rawAnswer(served.base, request(line)),
      501,
      /^Método desconhecido por este servidor\.$/,
    );
  });

  test.each([
    ["two Host lines", "Host: localhost\r\nHost: evil.example\r\n"],
    ["no Host line (HTTP/1.1)", ""],
  ])(
    "a request with %s is a pt-BR 400 with the security headers @clause:SEC-2 @clause:API-4",
    async (_what, headers) => {
      const answer = await rawAnswer(served.base, request("GET /ofertas HTTP/1.1", headers));
      expectTheSiteAnswered(answer, 400, /um único servidor \(cabeçalho Host\)/);
      expect(answer.body).not.toContain("evil");
    },
  );
});

describe("Allow lists what an address takes", () => {
  test.each([
    ["TRACE", "/api/lead/v1.0/", "POST"],
    ["PROPFIND", "/api/contact/v1.0", "POST"],
    ["TRACE", "/api/images/v1.0/pajero-sport-estudio", "GET, HEAD"],
    ["PURGE", "/api/image-optimiser", "GET, HEAD"],
    ["TRACE", "/ofertas", "GET, HEAD"],
  ])("%s %s: 405, Allow: %s @clause:API-4", async (method, address, allow) => {
    const answer = await rawAnswer(served.base, request(`${method} ${address} HTTP/1.1`));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("a redirect never leaves the site", () => {
  test("GET /\\evil.example/, sent as written, redirects to /evil.example @clause:API-7", async () => {
    const answer = await rawAnswer(served.base, request("GET /\\evil.example/ HTTP/1.1"));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/evil.example");
  });

  // Any run of slashes and backslashes before a host name, as a proxy may pass it on.
  const leadingSeparators = fc
    .array(fc.constantFrom("/", "\\"), { minLength: 1, maxLength: 6 })
    .map((parts) => parts.join(""));

  test.prop([leadingSeparators, fc.constantFrom("evil.example/", "evil.example/a/", "evil.example//")], {
    numRuns: 40,
  })(
    "whatever slashes and backslashes lead the address, the target is a path of this site @clause:API-7",
    async (lead, rest) => {
      const answer = await rawAnswer(served.base, request(`GET /${lead}${rest} HTTP/1.1`));
      expect(answer.status).toBe(301);
      // A path: one slash, then neither another slash nor a backslash (either makes a browser read a host).
      expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
    },
  );
});
