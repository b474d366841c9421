import { SendSubmissions, type SentRequest } from "../screenplay/abilities";
import { NAVIGATION_TIMEOUT_MS } from "../settings";
import { HeldAnswers } from "./held-answers";
import type { RequestLog } from "./request-log";
import type { ScenarioBrowser } from "./scenario-browser";

/** The addresses the forms send to: the portal's lead and contact bases (source spec §7). */
export const SUBMISSION_ADDRESS = /\/api\/(?:lead|contact)\/v1\.0\/?(?:\?.*)?$/;

/** What the forms sent, and the network between them and the API (the export is the importer's: screenplay/forms/export.ts). */
export class Submissions extends SendSubmissions {
  private readonly heldAnswers = new HeldAnswers();
  /** Resolves when the submission held by holdNextAnswer has reached the server. */
  private heldSubmission: Promise<void> | undefined;

  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly requestLog: RequestLog,
  ) {
    super();
  }

  /** Every request the pages of this scenario made to the lead and contact bases. */
  sent(): SentRequest[] {
    return this.requestLog.requests
      .filter((request) => SUBMISSION_ADDRESS.test(new URL(request.url()).pathname))
      .map((request) => ({ method: request.method(), address: request.url() }));
  }

  /** The payloads the pages sent to the lead and contact bases, in order (parsed JSON; null for a body that is not). */
  payloads(): unknown[] {
    return this.requestLog.requests
      .filter((request) => request.method() === "POST" && SUBMISSION_ADDRESS.test(new URL(request.url()).pathname))
      .map((request) => {
        try {
          return JSON.parse(request.postData() ?? "null") as unknown;
        } catch {
          return null;
        }
      });
  }

  /** The next submission a form sends gets this status from the suite instead of the server (nothing is stored). */
  async answerNext(status: number, answer: object = { message: "Erro simulado pela especificação." }): Promise<void> {
    await this.browser.page.route(
      SUBMISSION_ADDRESS,
      (route) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(answer) }),
      { times: 1 },
    );
  }

  /**
   * The next submission a form sends is refused as the API refuses a value it does not take: a 400 whose
   * `fieldErrors` name the payload's fields (contracts/submission.ts), in place of the server (nothing is stored).
   */
  refuseNext(fieldErrors: Record<string, string>): Promise<void> {
    return this.answerNext(400, { message: "Revise os campos indicados.", fieldErrors });
  }

  /** The next submission a form sends fails as when the network is gone. */
  async dropNext(): Promise<void> {
    await this.browser.page.route(SUBMISSION_ADDRESS, (route) => route.abort("internetdisconnected"), { times: 1 });
  }

  /**
   * The next submission reaches the server, which stores it and answers, but the
   * answer is held back until the scenario ends, as on a connection that died
   * after sending: the page sees no answer at all.
   */
  async holdNextAnswer(): Promise<void> {
    const released = this.heldAnswers.hold();
    let arrived: () => void = () => undefined;
    this.heldSubmission = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await this.browser.page.route(
      SUBMISSION_ADDRESS,
      async (route) => {
        const response = await route.fetch();
        arrived();
        await released;
        // The page gave up waiting long ago: its request is gone, there is no one to answer.
        await route.fulfill({ response }).catch(() => undefined);
      },
      { times: 1 },
    );
  }

  /** Waits until the held submission has reached the server (the page is then waiting for its answer). */
  async heldAnswerReachedTheServer(): Promise<void> {
    if (!this.heldSubmission) throw new Error("No submission is held: call holdNextAnswer first.");
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    let reached = false;
    void this.heldSubmission.then(() => {
      reached = true;
    });
    // The page sends once its code for checking has arrived: let its due timers run meanwhile.
    while (!reached) {
      if (Date.now() > deadline) throw new Error("The held submission never reached the server.");
      await this.browser.page.clock.runFor(0);
    }
  }

  /** Lets the held answers go (the scenario is over). */
  releaseHeld(): void {
    this.heldAnswers.releaseAll();
  }
}
