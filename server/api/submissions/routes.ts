import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
import { allowOnly } from "../../http/allow-only";
import { JSON_ERRORS } from "../../http/error-answers";
import type { Channel, SubmissionStore } from "../../store/submission-store";
import { fieldErrorsOf, ptBrIssueMessage } from "./field-errors";
import { ILL_FORMED_TEXT_MESSAGE, illFormedFields } from "./ill-formed-text";
import { jsonBodyKeepingIllFormedText } from "./json-body";
import { SubmissionBudgets } from "./submission-budgets";

/**
 * POST {portal lead base} and POST {portal contact base} (source spec §7): the
 * forms' submissions, validated with the same contracts the forms use.
 *
 * | Status | When |
 * |---|---|
 * | 201 | stored: `{ id, status: "recebido" }` |
 * | 200 | the idempotency key was stored before with this same submission: `{ id, status: "repetido" }` |
 * | 400 | not JSON, no idempotency key, text that is not well-formed Unicode, or invalid fields: `{ message, fieldErrors }`, all in pt-BR |
 * | 413 | body over 16 KB |
 * | 415 | not `application/json` |
 * | 422 | the key was stored with another submission, or on the other channel: nothing stored |
 * | 429 | past the channel's budget per client and minute (`Retry-After`); only well-formed submissions count |
 */

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface SubmissionRouteOptions {
  store: SubmissionStore;
  clock: Clock;
  /** Well-formed submissions accepted per client, channel and minute. */
  submissionsPerMinute: number;
}

interface Accepting<T> {
  channel: Channel;
  base: string;
  schema: (today: string) => z.ZodMiniType<T>;
  kindOf: (submission: T) => string;
}

const CHANNELS = [
  {
    channel: "lead",
    base: REQUEST_TABLE.portal.lead,
    schema: leadSchema,
    kindOf: (lead: { kind: string }) => lead.kind,
  } satisfies Accepting<{ kind: string }>,
  {
    channel: "contact",
    base: REQUEST_TABLE.portal.contact,
    schema: () => ContactMessageSchema,
    kindOf: () => "contato",
  },
] as const;

export const REUSED_KEY_MESSAGE =
  "Esta chave de envio (Idempotency-Key) já foi usada para outro envio. Gere uma chave nova para cada envio.";

function sendJson(reply: FastifyReply, status: number, body: SubmissionReceipt | SubmissionRejection) {
  return reply.code(status).header("Cache-Control", "no-store").type("application/json; charset=utf-8").send(body);
}

/** What a well-formed request carries, from its validation to its handler. */
interface Checked {
  key: string;
  submission: unknown;
  kind: string;
  receivedAt: Date;
}

/**
 * The contract of the day, made once a day rather than once a request: making a
 * zod schema costs about ten validations with it, and under a burst every
 * request shares the day.
 */
function schemaOfTheDay<T>(schema: (today: string) => z.ZodMiniType<T>): (today: string) => z.ZodMiniType<T> {
  let made: { today: string; schema: z.ZodMiniType<T> } | undefined;
  return (today) => {
    if (made?.today !== today) made = { today, schema: schema(today) };
    return made.schema;
  };
}

export function submissionRoutes(options: SubmissionRouteOptions) {
  return async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false, store: SubmissionBudgets });
    // fastify reads text/plain bodies by default: here anything but JSON is a 415.
    app.removeContentTypeParser("text/plain");
    jsonBodyKeepingIllFormedText(app);
    const checked = new WeakMap<FastifyRequest, Checked>();

    for (const accepting of CHANNELS as readonly Accepting<unknown>[]) {
      const schemaOf = schemaOfTheDay(accepting.schema);
      // The address with or without its trailing slash (the router ignores it), one budget per channel.
      const url = accepting.base.replace(/\/$/, "");
      app.route({
        method: "POST",
        url,
        bodyLimit: BODY_LIMIT_BYTES,
        config: {
          ...JSON_ERRORS,
          rateLimit: {
            max: options.submissionsPerMinute,
            timeWindow: 60_000,
            // After validation: malformed requests are refused without spending a visitor's budget.
            hook: "preHandler",
            // The client's address as the trust-proxy setting reads it (the socket's, or X-Forwarded-For's).
            keyGenerator: (request: FastifyRequest) => request.ip,
            errorResponseBuilder: () =>
              Object.assign(new Error("Muitos envios seguidos. Aguarde um minuto e tente de novo."), {
                statusCode: 429,
              }),
          },
        },
        preValidation: async (request, reply) => {
          const key = IdempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
          if (!key.success) {
            return sendJson(reply, 400, {
              message: `Falta o cabeçalho ${IDEMPOTENCY_HEADER} (16 a 64 letras, algarismos ou hífens).`,
            });
          }
          // Before the contract and any store: both stores then see only well-formed text.
          const illFormed = illFormedFields(request.body);
          if (illFormed.length > 0) {
            return sendJson(reply, 400, {
              message: "Revise os campos indicados.",
              fieldErrors: Object.fromEntries(illFormed.map((field) => [field, ILL_FORMED_TEXT_MESSAGE])),
            });
          }
          const receivedAt = options.clock.now();
          const parsed = schemaOf(calendarDayInBrazil(receivedAt)).safeParse(request.body, { error: ptBrIssueMessage });
          if (!parsed.success) {
            return sendJson(reply, 400, {
              message: "Revise os campos indicados.",
              fieldErrors: fieldErrorsOf(parsed.error.issues),
            });
          }
          checked.set(request, {
            key: key.data,
            submission: parsed.data,
            kind: accepting.kindOf(parsed.data),
            receivedAt,
          });
        },
        handler: async (request, reply) => {
          const { key, submission, kind, receivedAt } = checked.get(request) as Checked;
          const saved = await options.store.saveOnce({
            channel: accepting.channel,
            kind,
            idempotencyKey: key,
            payload: submission,
            receivedAt,
          });
          if (saved.outcome === "conflict") return sendJson(reply, 422, { message: REUSED_KEY_MESSAGE });
          const stored = saved.outcome === "stored";
          return sendJson(reply, stored ? 201 : 200, { id: saved.id, status: stored ? "recebido" : "repetido" });
        },
      });
      allowOnly(app, url, ["POST"], true);
    }
  };
}
