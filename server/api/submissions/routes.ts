import type { ServerResponse } from "node:http";
import type * as z from "zod/mini";
import { ContactMessageSchema } from "../../../contracts/contact-message";
import { leadSchema } from "../../../contracts/lead";
import { REQUEST_TABLE } from "../../../contracts/request-table";
import {
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  type SubmissionReceipt,
  type SubmissionRejection,
} from "../../../contracts/submission";
import { type Clock, calendarDayInBrazil } from "../../../shared/clock";
import type { ApiRequest, ApiRoute } from "../router";
import type { RateLimiter } from "./rate-limit";
import { BodyError, readJsonBody } from "./read-json";
import type { Channel, SubmissionStore } from "./store";

/**
 * POST {portal lead base} and POST {portal contact base} (source spec §7): the
 * forms' submissions, validated with the same contracts the forms use.
 *
 * | Status | When |
 * |---|---|
 * | 201 | stored: `{ id, status: "recebido" }` |
 * | 200 | the idempotency key was stored before: `{ id, status: "repetido" }`, nothing stored again |
 * | 400 | not JSON, no idempotency key, or invalid fields: `{ message, fieldErrors }` |
 * | 413 | body over 16 KB |
 * | 415 | not `application/json` |
 * | 429 | too many submissions from one address in a minute (`Retry-After`) |
 */

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface SubmissionRouteOptions {
  store: SubmissionStore;
  limiter: RateLimiter;
  clock: Clock;
}

function sendJson(res: ServerResponse, status: number, body: SubmissionReceipt | SubmissionRejection): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/** The whole path of a base of the request table, with or without its trailing slash. */
function exactBase(base: string): RegExp {
  const escaped = base.replace(/\/$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}/?$`);
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "(formulário)";
    errors[field] ??= issue.message;
  }
  return errors;
}

interface Accepting<T> {
  channel: Channel;
  schema: (today: string) => z.ZodMiniType<T>;
  kindOf: (submission: T) => string;
}

function submissionHandler<T>(options: SubmissionRouteOptions, accepting: Accepting<T>) {
  return async ({ req, res }: ApiRequest): Promise<void> => {
    const wait = options.limiter.take(req.socket.remoteAddress ?? "unknown");
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait));
      sendJson(res, 429, { message: "Muitos envios seguidos. Aguarde um minuto e tente de novo." });
      return;
    }
    const key = IdempotencyKeySchema.safeParse(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    if (!key.success) {
      sendJson(res, 400, { message: `Falta o cabeçalho ${IDEMPOTENCY_HEADER} (16 a 64 letras, dígitos ou hífens).` });
      return;
    }
    let body: unknown;
    try {
      body = await readJsonBody(req, BODY_LIMIT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      if (error.status === 413) res.setHeader("Connection", "close");
      sendJson(res, error.status, { message: error.message });
      return;
    }
    const now = options.clock.now();
    const parsed = accepting.schema(calendarDayInBrazil(now)).safeParse(body);
    if (!parsed.success) {
      sendJson(res, 400, { message: "Revise os campos indicados.", fieldErrors: fieldErrorsOf(parsed.error.issues) });
      return;
    }
    const saved = options.store.saveOnce(accepting.channel, accepting.kindOf(parsed.data), key.data, parsed.data, now);
    sendJson(res, saved.created ? 201 : 200, { id: saved.id, status: saved.created ? "recebido" : "repetido" });
  };
}

export function submissionRoutes(options: SubmissionRouteOptions): ApiRoute[] {
  return [
    {
      pattern: exactBase(REQUEST_TABLE.portal.lead),
      methods: ["POST"],
      handle: submissionHandler(options, { channel: "lead", schema: leadSchema, kindOf: (lead) => lead.kind }),
    },
    {
      pattern: exactBase(REQUEST_TABLE.portal.contact),
      methods: ["POST"],
      handle: submissionHandler(options, {
        channel: "contact",
        schema: () => ContactMessageSchema,
        kindOf: () => "contato",
      }),
    },
  ];
}
