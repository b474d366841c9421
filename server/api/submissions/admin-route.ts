import { timingSafeEqual } from "node:crypto";
import type { ApiRoute } from "../router";
import { sendText } from "../router";
import { submissionsCsv } from "./csv";
import type { Channel, SubmissionStore } from "./store";

/**
 * GET /api/admin/submissions.csv[?channel=lead|contact]: what the forms
 * received, as CSV, for the site's owner. Only with `Authorization: Bearer
 * <ADMIN_TOKEN>`; without a configured token the address does not exist.
 */

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminExportRoute(store: SubmissionStore, adminToken: string | undefined): ApiRoute {
  return {
    pattern: /^\/api\/admin\/submissions\.csv$/,
    methods: ["GET"],
    async handle({ req, res, url }) {
      if (!adminToken) {
        sendText(res, 404, "Não encontrado.");
        return;
      }
      const given = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? "";
      if (!sameSecret(given, adminToken)) {
        res.setHeader("WWW-Authenticate", 'Bearer realm="admin"');
        sendText(res, 401, "Acesso restrito.");
        return;
      }
      const channel = url.searchParams.get("channel");
      if (channel !== null && channel !== "lead" && channel !== "contact") {
        sendText(res, 400, "O canal é lead ou contact.");
        return;
      }
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", 'attachment; filename="envios.csv"');
      res.setHeader("Cache-Control", "no-store");
      res.end(submissionsCsv(store.list(channel ? { channel: channel as Channel } : {})));
    },
  };
}
