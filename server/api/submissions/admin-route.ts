import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { allowOnly } from "../../http/allow-only";
import { answerError } from "../../http/error-answers";
import type { Channel, SubmissionStore } from "../../store/submission-store";
import { CSV_FORMATS, type CsvFormat, submissionsCsv } from "./csv";

/**
 * GET /api/admin/submissions.csv[?channel=lead|contact][&format=rfc4180]: what
 * the forms received, as CSV, for the site's owner. Only with
 * `Authorization: Bearer <ADMIN_TOKEN>` (the scheme in any letter case, as
 * RFC 9110 says); without a configured token the address does not exist.
 */

export const ADMIN_PATH = "/api/admin/submissions.csv";
/** A shorter token could be guessed: 32 characters of a random source (openssl rand -hex 16) or more. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

export class AdminTokenError extends Error {}

/** Refuses, before the server starts, a token short enough to be guessed. */
export function checkAdminToken(token: string | undefined): void {
  if (token !== undefined && token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new AdminTokenError(
      `ADMIN_TOKEN precisa de pelo menos ${ADMIN_TOKEN_MIN_LENGTH} caracteres (tem ${token.length}); gere um com "openssl rand -hex 24".`,
    );
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminExportRoutes(store: SubmissionStore, adminToken: string | undefined) {
  checkAdminToken(adminToken);
  return async (app: FastifyInstance) => {
    app.get(ADMIN_PATH, async (request, reply) => {
      if (!adminToken) return answerError(reply, 404, "Não encontrado.");
      const given = /^bearer +(\S+) *$/i.exec(String(request.headers.authorization ?? ""))?.[1] ?? "";
      if (!sameSecret(given, adminToken)) {
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
