import { randomBytes } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { ADMIN_PATH, FAILED_TOKENS } from "../../server/api/submissions/admin-route";
import { ADMIN_TOKEN_MIN_BITS, checkAdminToken, estimatedEntropyBits } from "../../server/api/submissions/admin-token";
import { ConfigurationError, configFromEnvironment } from "../../server/config";
import { servedForSuite } from "./support/served";

/**
 * The owner's export resists guessing: wrong tokens are slowed per client,
 * and a token that could be guessed never goes into service. Before issue 52,
 * 300 wrong tokens were answered in 0.4 s, and a token of 32 `a`s was taken.
 */

const TOKEN = randomBytes(24).toString("hex");

describe("wrong tokens at the export", () => {
  // Each visitor is who X-Forwarded-For says (a trusted proxy), so each test is a client of its own.
  const served = servedForSuite("admin-guessing", { adminToken: TOKEN, trustProxy: true });

  const exportAs = (client: string, authorization?: string) =>
    fetch(`${served.base}${ADMIN_PATH}`, {
      headers: { "X-Forwarded-For": client, ...(authorization ? { Authorization: authorization } : {}) },
    });

  test(`past ${FAILED_TOKENS.perWindow} of them a client is refused with 429 and Retry-After, the right token too @clause:API-14`, async () => {
    for (let attempt = 0; attempt < FAILED_TOKENS.perWindow; attempt += 1) {
      expect((await exportAs("203.0.113.10", `Bearer palpite-${attempt}-${"0".repeat(32)}`)).status).toBe(401);
    }
    const refused = await exportAs("203.0.113.10", "Bearer mais-um-palpite-0123456789abcdef");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(FAILED_TOKENS.windowMs / 1000);
    expect(await refused.text()).toMatch(/^Muitas tentativas com um token errado/);
    // The right token is refused as well: a guesser cannot tell a right guess by its answer.
    expect((await exportAs("203.0.113.10", `Bearer ${TOKEN}`)).status).toBe(429);
    // Another client is not held by this one's guesses.
    expect((await exportAs("203.0.113.11", `Bearer ${TOKEN}`)).status).toBe(200);
  });

  test("a request without a token is no guess: it spends nothing @clause:API-14", async () => {
    for (let attempt = 0; attempt < FAILED_TOKENS.perWindow + 5; attempt += 1) {
      expect((await exportAs("203.0.113.20")).status).toBe(401);
    }
    expect((await exportAs("203.0.113.20", `Bearer ${TOKEN}`)).status).toBe(200);
  });
});

describe("the token a server starts with", () => {
  const configWith = (ADMIN_TOKEN: string) => configFromEnvironment({ ADMIN_TOKEN }, "/srv/site");

  test.each([
    ["32 times the same letter", "a".repeat(32)],
    ["a short word repeated", "senha-".repeat(6)],
    ["a short run of characters repeated", "abcdefgh".repeat(4)],
  ])("is refused when it is %s, saying how to make one @clause:API-14", (_what, token) => {
    expect(() => configWith(token)).toThrow(ConfigurationError);
    expect(() => configWith(token)).toThrow(
      /^ADMIN_TOKEN é fácil de adivinhar.*Gere um aleatório com "openssl rand -hex 24"\.$/,
    );
  });

  test.each([
    ["the suite's", randomBytes(24).toString("hex")],
    ["the submissions test's", "Token-De-Teste-0123456789-ABCdefGHij"],
    ["the two instances test's", "token-de-duas-instancias-0123456789abcdef"],
    ["a base64 one", randomBytes(24).toString("base64")],
  ])("%s token is taken @clause:API-14", (_what, token) => {
    expect(configWith(token).adminToken).toBe(token);
  });

  // Random tokens of the shortest length taken: openssl rand -hex 16.
  test.prop([fc.uint8Array({ minLength: 16, maxLength: 16 })], { numRuns: 300 })(
    "every random 32-character hex token is taken @clause:API-14",
    (bytes) => {
      const token = Buffer.from(bytes).toString("hex");
      expect(estimatedEntropyBits(token)).toBeGreaterThanOrEqual(ADMIN_TOKEN_MIN_BITS);
      expect(() => checkAdminToken(token)).not.toThrow();
    },
  );
});
