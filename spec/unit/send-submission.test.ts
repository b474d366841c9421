import { afterEach, describe, expect, test, vi } from "vitest";
import { type SendEnvironment, sendSubmission } from "../../site/src/forms/send-submission";

/**
 * Sending a form's submission, with a fake network: every answer of the API
 * and every way the network fails becomes an outcome the form can show.
 */

const attempt = {
  key: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f",
  payload: JSON.stringify({ name: "Ana", tracking: { campaign: {} } }),
};

function environment(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const env: SendEnvironment = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
  return { env, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** How long a send may take before the form gives up (decision FORM-5). */
const SEND_TIMEOUT_MS = 20_000;

afterEach(() => {
  vi.useRealTimers();
});

describe("sendSubmission @clause:FORM-10 @clause:CALL-6", () => {
  test("posts the exact body to the portal base of its channel, with the idempotency key and the default headers", async () => {
    const { env, calls } = environment(async () => json(201, { id: 7, status: "recebido" }));
    expect(await sendSubmission({ channel: "lead", attempt }, env)).toEqual({
      kind: "sent",
      receipt: { id: 7, status: "recebido" },
    });
    await sendSubmission({ channel: "contact", attempt }, env);
    expect(calls.map((call) => call.url)).toEqual(["/api/lead/v1.0/", "/api/contact/v1.0"]);
    const { init } = calls[0] as { init: RequestInit };
    expect(init.method).toBe("POST");
    expect(init.body).toBe(attempt.payload);
    expect(init.headers).toMatchObject({
      "Idempotency-Key": attempt.key,
      "Content-Type": "application/json",
      Accept: "*/*",
      "Cache-Control": "no-cache",
    });
  });
});

describe("what a send comes to @clause:FORM-5 @clause:FORM-19 @clause:FORM-8", () => {
  test("a submission stored before under the same key counts as sent", async () => {
    const { env } = environment(async () => json(200, { id: 7, status: "repetido" }));
    expect(await sendSubmission({ channel: "lead", attempt }, env)).toEqual({
      kind: "sent",
      receipt: { id: 7, status: "repetido" },
    });
  });

  test("refused fields come back with the API's pt-BR messages", async () => {
    const { env } = environment(async () =>
      json(400, { message: "Revise os campos indicados.", fieldErrors: { phone: "Informe um celular com DDD." } }),
    );
    expect(await sendSubmission({ channel: "lead", attempt }, env)).toEqual({
      kind: "rejected",
      rejection: { message: "Revise os campos indicados.", fieldErrors: { phone: "Informe um celular com DDD." } },
    });
  });

  test("too many sends, server errors and unexpected answers are failures to retry", async () => {
    for (const [status, kind] of [
      [429, "rate-limited"],
      [500, "server-error"],
      [503, "server-error"],
      [413, "server-error"],
      [404, "server-error"],
    ] as const) {
      const { env } = environment(async () => new Response("x", { status }));
      expect(await sendSubmission({ channel: "lead", attempt }, env)).toMatchObject({ kind });
    }
  });

  test("a network that fails is 'offline'", async () => {
    const { env } = environment(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendSubmission({ channel: "contact", attempt }, env)).toEqual({ kind: "offline" });
  });

  test(`no answer within ${SEND_TIMEOUT_MS / 1000} seconds is a timeout, and the request is aborted`, async () => {
    vi.useFakeTimers();
    let aborted = false;
    const { env } = environment(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const sending = sendSubmission({ channel: "lead", attempt }, env);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ kind: "timeout" });
    expect(aborted).toBe(true);
  });

  test("an answer in time clears the timer", async () => {
    vi.useFakeTimers();
    const { env } = environment(async () => json(201, { id: 1, status: "recebido" }));
    await sendSubmission({ channel: "lead", attempt }, env);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("answers the form cannot read @clause:FORM-5 @clause:FORM-8", () => {
  test("a 200 or 201 whose body is not a receipt is sent without a protocol number", async () => {
    for (const body of [
      "não é JSON",
      JSON.stringify({ id: "7", status: "recebido" }),
      JSON.stringify({ id: 7, status: "aceito" }),
      JSON.stringify({ status: "recebido" }),
      JSON.stringify(null),
    ]) {
      const { env } = environment(async () => new Response(body, { status: 201 }));
      expect(await sendSubmission({ channel: "lead", attempt }, env), body).toEqual({
        kind: "sent",
        receipt: undefined,
      });
    }
  });

  test("a 400 keeps only the field messages that are text, and says 'Revise os campos indicados.' when it says nothing", async () => {
    const cases = [
      ["", { message: "Revise os campos indicados.", fieldErrors: {} }],
      [JSON.stringify(null), { message: "Revise os campos indicados.", fieldErrors: {} }],
      [
        JSON.stringify({ message: 42, fieldErrors: { phone: "Informe um celular com DDD.", email: 7 } }),
        { message: "Revise os campos indicados.", fieldErrors: { phone: "Informe um celular com DDD." } },
      ],
      [
        JSON.stringify({ message: "Campos inválidos.", fieldErrors: "phone" }),
        { message: "Campos inválidos.", fieldErrors: {} },
      ],
    ] as const;
    for (const [body, rejection] of cases) {
      const { env } = environment(async () => new Response(body, { status: 400 }));
      expect(await sendSubmission({ channel: "contact", attempt }, env), body).toEqual({ kind: "rejected", rejection });
    }
  });

  test("a submission is never answered from a cache", async () => {
    const { env, calls } = environment(async () => json(201, { id: 7, status: "recebido" }));
    await sendSubmission({ channel: "lead", attempt }, env);
    expect(calls[0]?.init.cache).toBe("no-store");
  });
});
