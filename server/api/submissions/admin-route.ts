import { timingSafeEqual } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { allowOnly } from "../../http/allow-only";
import { answerError } from "../../http/error-answers";
import type { Channel, SubmissionStore } from "../../store/submission-store";
import { checkAdminToken } from "./admin-token";
import { CSV_FORMATS, type CsvFormat, submissionsCsv } from "./csv";

export { ADMIN_TOKEN_MIN_LENGTH, AdminTokenError, checkAdminToken } from "./admin-token";

/**
 * GET /api/admin/submissions.csv[?channel=lead|contact][&format=rfc4180]: what
 * the forms received, as CSV, for the site's owner. Only with
 * `Authorization: Bearer <ADMIN_TOKEN>` (the scheme in any letter case, as
 * RFC 9110 says); without a configured token the address does not exist.
 */

export const ADMIN_PATH = "/api/admin/submissions.csv";

/**
 * Wrong tokens a client may present in a window; past them every attempt of
 * that client is refused (429, Retry-After) until the window ends, the right
 * token too, or the refusals would tell a guesser when a guess is right.
 * Before issue 52, 300 wrong tokens were answered in 0.4 s.
 */
export const FAILED_TOKENS = { perWindow: 10, windowMs: 15 * 60_000 } as const;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminExportRoutes(store: SubmissionStore, adminToken: string | undefined) {
  checkAdminToken(adminToken);
  return async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
    // Counted only when a token is wrong; read (not counted) before each attempt.
    const failedTokens = app.createRateLimit({
      max: FAILED_TOKENS.perWindow,
      timeWindow: FAILED_TOKENS.windowMs,
      // The client's address as the trust-proxy setting reads it (the socket's, or X-Forwarded-For's).
      keyGenerator: (request) => request.ip,
    });
    app.get(ADMIN_PATH, async (request, reply) => {
      if (!adminToken) return answerError(reply, 404, "Não encontrado.");
      const budget = await failedTokens(request, { increment: false });
      if (!budget.isAllowed && budget.remaining === 0) {
        reply.header("Retry-After", String(Math.max(1, budget.ttlInSeconds)));
        return answerError(reply, 429, "Muitas tentativas com um token errado. Aguarde e tente de novo mais tarde.");
      }
      const given = /^bearer +(\S+) *$/i.exec(String(request.headers.authorization ?? ""))?.[1] ?? "";
      if (!sameSecret(given, adminToken)) {
        if (given !== "") await failedTokens(request);
        reply.header("WWW-Authenticate", 'Bearer realm="admin"');
        return answerError(reply, 401, "Acesso restrito.");
      }
      const { channel, format = "planilha" } = request.query as { channel?: string; format?: string };
      if (channel !== undefined && channel !== "lead" && channel !== "contact") {
        return answerError(reply, 400, "O canal é lead ou contact.");
      }
      if (!(CSV_FORMATS as readonly string[]).includes(format)) {
        return answerError(reply, 400, `O formato é ${CSV_FORMATS.join(" ou ")}.`);
      }
      const submissions = await store.list(channel ? { channel: channel as Channel } : {});
      return reply
        .code(200)
        .type(`text/csv; charset=utf-8; header=present`)
        .header("Content-Disposition", 'attachment; filename="envios.csv"')
        .header("Cache-Control", "no-store")
        .send(submissionsCsv(submissions, format as CsvFormat));
    });
    allowOnly(app, ADMIN_PATH, ["GET"]);
  };
}
