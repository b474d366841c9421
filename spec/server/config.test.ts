import { describe, expect, test } from "vitest";
import { matchesRemotePattern } from "../../contracts/remote-image-patterns";
import { transformsAtOnce } from "../../server/api/image-optimiser/route";
import { ConfigurationError, configFromEnvironment, trustProxyFrom } from "../../server/config";
import { optimisedImageAddress } from "../../site/src/requests/image-address";

/**
 * The server's settings as `npm start` reads them from the environment: what
 * each accepts, and that a setting it cannot read stops it with a pt-BR
 * sentence naming the variable instead of running on a guess.
 */

const configOf = (env: Record<string, string>) => configFromEnvironment(env, "/srv/site");

describe("TRUST_PROXY", () => {
  test.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["2", 2],
    ["10.0.0.0/8, 127.0.0.1", ["10.0.0.0/8", "127.0.0.1"]],
    ["loopback", ["loopback"]],
  ])("%j is read as %j @clause:API-15", (text, trust) => {
    expect(trustProxyFrom(text)).toEqual(trust);
  });

  test("anything else stops the server, naming the setting @clause:API-15", () => {
    expect(() => configOf({ TRUST_PROXY: "sim" })).toThrow(ConfigurationError);
    expect(() => configOf({ TRUST_PROXY: "sim" })).toThrow(/^TRUST_PROXY é false, true/);
  });
});

describe("the optimiser's photo hosts", () => {
  /** The image service's address of a model photo on the multimedia host the site was built with. */
  const multimedia = "https://midia.exemplo.com.br/mmc";
  const photo = `${multimedia}/api/images/v1.0/pajero-sport-estudio`;

  test("the multimedia host the site sends through the optimiser is allowed with no other setting @clause:SERVER-5 @clause:CAT-10", () => {
    const config = configOf({ GATSBY_MULTIMEDIA_URL: `${multimedia}/` });
    const address = optimisedImageAddress(photo, 640, 75, { multimedia, portal: "", auth: "", search: "" });
    const asked = new URL(address, "http://site").searchParams.get("url") ?? "";
    expect(asked).toBe(photo);
    expect(matchesRemotePattern(asked, config.remotePatterns ?? [])).toBe(true);
    // Only under the host's path: the same host's other addresses are not the site's images.
    expect(matchesRemotePattern("https://midia.exemplo.com.br/outra/foto.jpg", config.remotePatterns ?? [])).toBe(
      false,
    );
  });

  test("IMAGE_REMOTE_PATTERNS adds hosts to it, and without either only the site's own images are optimised @clause:SERVER-5", () => {
    const both = configOf({
      GATSBY_MULTIMEDIA_URL: multimedia,
      IMAGE_REMOTE_PATTERNS: "https://fotos.exemplo.com.br/**",
    });
    expect(matchesRemotePattern(photo, both.remotePatterns ?? [])).toBe(true);
    expect(matchesRemotePattern("https://fotos.exemplo.com.br/a/b.jpg", both.remotePatterns ?? [])).toBe(true);
    expect(configOf({}).remotePatterns).toEqual([]);
  });

  test("an unreadable pattern stops the server, naming it @clause:SERVER-5", () => {
    expect(() => configOf({ IMAGE_REMOTE_PATTERNS: "fotos sem protocolo" })).toThrow(
      "Padrão de imagens remotas ilegível: fotos sem protocolo",
    );
  });
});

describe("the optimiser's transforms at once", () => {
  test.each([
    [1, 4, 1],
    [2, 4, 1],
    [4, 4, 3],
    [16, 4, 3],
    [16, 8, 7],
  ])(
    "on %i cores with %i libuv threads: %i, leaving the event loop a core and the file reads a thread @clause:SERVER-4",
    (cores, pool, expected) => {
      expect(transformsAtOnce(cores, pool)).toBe(expected);
    },
  );

  test("IMAGE_TRANSFORMS and IMAGE_QUEUE set them @clause:SERVER-4", () => {
    expect(configOf({ IMAGE_TRANSFORMS: "2", IMAGE_QUEUE: "0" }).transformLimits).toEqual({
      concurrency: 2,
      queueLimit: 0,
    });
    expect(() => configOf({ IMAGE_TRANSFORMS: "0" })).toThrow(
      /^IMAGE_TRANSFORMS deve ser um número inteiro a partir de 1/,
    );
  });
});

describe("other settings", () => {
  test("an admin token shorter than 32 characters stops the server @clause:SERVER-7", () => {
    expect(() => configOf({ ADMIN_TOKEN: "x".repeat(31) })).toThrow(/ADMIN_TOKEN precisa de pelo menos 32 caracteres/);
    // 32 characters, none repeated: taken (a repeated one is refused: admin-export-guessing.test.ts).
    const token = "0123456789abcdefghijklmnopqrstuv";
    expect(configOf({ ADMIN_TOKEN: token }).adminToken).toBe(token);
  });

  test("a DATABASE_URL that is not PostgreSQL's stops the server @clause:API-17", () => {
    expect(() => configOf({ DATABASE_URL: "mysql://banco" })).toThrow(/DATABASE_URL deve começar com postgres:\/\//);
  });

  test("a port that is not a whole number stops the server", () => {
    expect(() => configOf({ PORT: "oito mil" })).toThrow(/^PORT deve ser um número inteiro/);
  });

  test("SQLITE_BUSY_TIMEOUT_MS is how long SQLite waits for a database another process holds: 5 s unless set @clause:API-17", () => {
    expect(configOf({}).sqliteBusyTimeoutMs).toBe(5_000);
    expect(configOf({ SQLITE_BUSY_TIMEOUT_MS: "200" }).sqliteBusyTimeoutMs).toBe(200);
    expect(() => configOf({ SQLITE_BUSY_TIMEOUT_MS: "5s" })).toThrow(
      /^SQLITE_BUSY_TIMEOUT_MS deve ser um número inteiro/,
    );
  });

  test("WARM_UP is on unless it says false, and anything else stops the server", () => {
    expect(configOf({}).warmUp).toBe(true);
    expect(configOf({ WARM_UP: "true" }).warmUp).toBe(true);
    expect(configOf({ WARM_UP: "false" }).warmUp).toBe(false);
    expect(() => configOf({ WARM_UP: "não" })).toThrow('WARM_UP deve ser true ou false (recebido: "não").');
  });
});
