import { csvRecords } from "../csv";
import { NAVIGATION_TIMEOUT_MS } from "../settings";
import { STORAGE_KEYS } from "../storage-keys";
import type { BrowserStorage } from "./browser-storage";
import { HeldAnswers } from "./held-answers";
import type { Navigation } from "./navigation";
import type { RequestLog } from "./request-log";
import type { ScenarioBrowser } from "./scenario-browser";

/** A submission as the importer's export lists it: the CSV's columns (nome, email, celular, modelo…). */
export type ReceivedSubmission = Record<string, string>;

/** The addresses the forms send to: the portal's lead and contact bases (source spec §7). */
export const SUBMISSION_ADDRESS = /\/api\/(?:lead|contact)\/v1\.0\/?(?:\?.*)?$/;

/** What the forms sent, what the server under test received, and the network between them. */
export class Submissions {
  private readonly heldAnswers = new HeldAnswers();
  /** Resolves when the submission held by holdNextAnswer has reached the server. */
  private heldSubmission: Promise<void> | undefined;

  constructor(
    private readonly browser: ScenarioBrowser,
    private readonly navigation: Navigation,
    private readonly storage: BrowserStorage,
    private readonly requestLog: RequestLog,
  ) {}

  /** Every request the pages of this scenario made to the lead and contact bases. */
  requests(): string[] {
    return this.requestLog.urls.filter((url) => SUBMISSION_ADDRESS.test(new URL(url).pathname));
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

  /**
   * What the server under test stored, as its owner reads it: the CSV export of
   * the reference API, read with the admin token (SPEC_ADMIN_TOKEN, which the
   * local run sets up; a deployment must give its own).
   */
  async received(): Promise<ReceivedSubmission[]> {
    const token = process.env.SPEC_ADMIN_TOKEN;
    if (!token) throw new Error("SPEC_ADMIN_TOKEN is not set: the suite cannot read what the forms sent.");
    // RFC 4180 is what csvRecords reads; the export's default is for Brazilian spreadsheets (API-13).
    const response = await fetch(this.navigation.address("/api/admin/submissions.csv?format=rfc4180"), {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The submissions export answered ${response.status}.`);
    return csvRecords(await response.text());
  }

  /** The submissions of this scenario's visitor (by their mit_gtm_uid): scenarios running beside it send their own. */
  async ofThisVisitor(): Promise<ReceivedSubmission[]> {
    const visitor = (await this.storage.entries("localStorage"))[STORAGE_KEYS.visitorId];
    if (!visitor) throw new Error("The visitor has no id (mit_gtm_uid): their submissions cannot be told apart.");
    return (await this.received()).filter((submission) => submission.visitante === visitor);
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
