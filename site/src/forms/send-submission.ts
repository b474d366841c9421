import { IDEMPOTENCY_HEADER } from "../../../contracts/idempotency-key";
import type { SubmissionReceipt, SubmissionRejection } from "../../../contracts/submission";
import { type BodyParams, buildRequest } from "../requests/request-builder";
import type { PendingSubmission } from "./idempotency";

/**
 * Sends a form's submission to the portal (source spec §7: POST to the lead or
 * contact base, through the one request builder) and says how it went, in the
 * terms the form shows the visitor. Never throws: every failure is an outcome.
 */

/** How long a send may take before the form gives up and offers to try again. */
export const SEND_TIMEOUT_MS = 20_000;

export type SendOutcome =
  /** Stored (201), or stored before under the same key (200): the thank-you shows. */
  | { kind: "sent"; receipt: SubmissionReceipt | undefined }
  /** The API refused the fields (400): its pt-BR messages go beside them. */
  | { kind: "rejected"; rejection: SubmissionRejection }
  /** Too many sends from this address (429). */
  | { kind: "rate-limited" }
  /** Any other answer (5xx, or one the form does not expect). */
  | { kind: "server-error"; status: number }
  /** No answer within SEND_TIMEOUT_MS. */
  | { kind: "timeout" }
  /** No answer at all: the network is down or the connection broke. */
  | { kind: "offline" };

export type SendFailure = Exclude<SendOutcome, { kind: "sent" } | { kind: "rejected" }>["kind"];

export interface SendEnvironment {
  fetch: typeof fetch;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export interface Submission {
  channel: "lead" | "contact";
  /** The attempt: its key and the exact JSON body it sends. */
  attempt: PendingSubmission;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isReceipt(body: unknown): body is SubmissionReceipt {
  const { id, status } = (body ?? {}) as Partial<SubmissionReceipt>;
  return typeof id === "number" && (status === "recebido" || status === "repetido");
}

function rejectionOf(body: unknown): SubmissionRejection {
  const { message, fieldErrors } = (body ?? {}) as Partial<SubmissionRejection>;
  const errors: Record<string, string> = {};
  if (fieldErrors && typeof fieldErrors === "object") {
    for (const [field, text] of Object.entries(fieldErrors)) if (typeof text === "string") errors[field] = text;
  }
  return { message: typeof message === "string" ? message : "Revise os campos indicados.", fieldErrors: errors };
}

export async function sendSubmission(
  { channel, attempt }: Submission,
  environment: SendEnvironment,
): Promise<SendOutcome> {
  const request = buildRequest({
    method: "POST",
    service: { kind: "portal", section: channel },
    params: JSON.parse(attempt.payload) as BodyParams,
    headers: { [IDEMPOTENCY_HEADER]: attempt.key },
  });
  const controller = new AbortController();
  let timedOut = false;
  const timer = environment.setTimer(() => {
    timedOut = true;
    controller.abort();
  }, SEND_TIMEOUT_MS);
  try {
    const response = await environment.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
      // A submission is never cached, nor answered from a cache.
      cache: "no-store",
    });
    if (response.status === 200 || response.status === 201) {
      const body = await readJson(response);
      return { kind: "sent", receipt: isReceipt(body) ? body : undefined };
    }
    if (response.status === 400) return { kind: "rejected", rejection: rejectionOf(await readJson(response)) };
    if (response.status === 429) return { kind: "rate-limited" };
    return { kind: "server-error", status: response.status };
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "offline" };
  } finally {
    environment.clearTimer(timer);
  }
}
