import path from "node:path";
import { parseRemotePatterns, patternOfHost } from "../contracts/remote-image-patterns";
import { TRANSFORM_LIMITS } from "./api/image-optimiser/route";
import { checkAdminToken } from "./api/submissions/admin-route";
import type { TrustProxy } from "./http/site-server";
import { DEFAULT_SUBMISSIONS_PER_MINUTE, type ProductionServerOptions } from "./production-server";
import { SQLITE_BUSY_TIMEOUT_MS } from "./store/sqlite/sqlite-submissions";

/**
 * The server's settings, from the environment (docs/server.md, Configuration). A
 * setting that cannot be read stops the server before it listens, with a
 * pt-BR sentence naming it, rather than running with a guess.
 */

export class ConfigurationError extends Error {}

export interface ServerConfig extends ProductionServerOptions {
  port: number;
  host: string;
  /** WARM_UP: "false" listens at once, without the warm-up (server/http/warm-up.ts). */
  warmUp: boolean;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) {
    throw new ConfigurationError(`${name} deve ser um número inteiro a partir de ${min} (recebido: "${text}").`);
  }
  return Number(text);
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  if (text !== "true" && text !== "false") {
    throw new ConfigurationError(`${name} deve ser true ou false (recebido: "${text}").`);
  }
  return text === "true";
}

/**
 * TRUST_PROXY: unset or "false" (the client is the socket's address), "true"
 * (every X-Forwarded-For hop is trusted: only behind a proxy that overwrites it),
 * a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges.
 */
export function trustProxyFrom(text: string | undefined): TrustProxy {
  if (text === undefined || text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (
    list.length === 0 ||
    list.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(entry))
  ) {
    throw new ConfigurationError(
      `TRUST_PROXY é false, true, um número de proxies ou uma lista de endereços (recebido: "${text}").`,
    );
  }
  return list;
}

/**
 * The photo hosts the optimiser may fetch: IMAGE_REMOTE_PATTERNS, and the
 * multimedia host the site was built with (GATSBY_MULTIMEDIA_URL, which `npm
 * start` builds and serves with), whose images the site sends through the
 * optimiser: one setting, and site and server cannot disagree.
 */
export function remotePatternList(env: NodeJS.ProcessEnv): string {
  const multimedia = env.GATSBY_MULTIMEDIA_URL?.trim();
  return [env.IMAGE_REMOTE_PATTERNS ?? "", multimedia ? patternOfHost(multimedia) : ""].filter(Boolean).join(",");
}

export function configFromEnvironment(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const adminToken = env.ADMIN_TOKEN || undefined;
  try {
    checkAdminToken(adminToken);
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigurationError("DATABASE_URL deve começar com postgres:// (sem ela, os envios vão para o SQLite).");
  }
  let remotePatterns: ServerConfig["remotePatterns"];
  try {
    remotePatterns = parseRemotePatterns(remotePatternList(env));
  } catch (error) {
    throw new ConfigurationError((error as Error).message);
  }
  return {
    port: wholeNumber(env, "PORT", 8000, 0),
    host: env.HOST || "127.0.0.1",
    publicDir: path.resolve(root, env.PUBLIC_DIR || path.join("site", "public")),
    dataDir: path.resolve(root, env.DATA_DIR || ".data"),
    databaseUrl,
    sqliteBusyTimeoutMs: wholeNumber(env, "SQLITE_BUSY_TIMEOUT_MS", SQLITE_BUSY_TIMEOUT_MS, 0),
    submissionsPerMinute: wholeNumber(env, "SUBMISSIONS_PER_MINUTE", DEFAULT_SUBMISSIONS_PER_MINUTE, 1),
    adminToken,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    remotePatterns,
    transformLimits: {
      concurrency: wholeNumber(env, "IMAGE_TRANSFORMS", TRANSFORM_LIMITS.concurrency, 1),
      queueLimit: wholeNumber(env, "IMAGE_QUEUE", TRANSFORM_LIMITS.queueLimit, 0),
    },
    serveSourceMaps: env.SERVE_SOURCE_MAPS === "true",
    logLevel: env.LOG_LEVEL || "warn",
    warmUp: onOff(env, "WARM_UP", true),
  };
}
