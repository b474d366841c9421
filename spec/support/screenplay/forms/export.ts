import { csvRecords } from "../../csv";
import { STORAGE_KEYS } from "../../storage-keys";
import { UseTheBrowserStorage } from "../abilities";
import { type Question, question } from "../actor";
import { BrowseTheWeb } from "../browse-the-web";

/** A submission as the importer's export lists it: the CSV's columns (nome, email, celular, modelo…). */
export type ReceivedSubmission = Record<string, string>;

/**
 * The importer's ability to read what the server under test stored, as its owner reads it: the CSV export
 * of the reference API, read with the admin token (SPEC_ADMIN_TOKEN, which the local run sets up; a
 * deployment must give its own). No browser: a plain HTTP client.
 */
export class ReadTheExport {
  constructor(private readonly addressOf: (path: string) => string) {}

  async rows(): Promise<ReceivedSubmission[]> {
    const token = process.env.SPEC_ADMIN_TOKEN;
    if (!token) throw new Error("SPEC_ADMIN_TOKEN is not set: the suite cannot read what the forms sent.");
    // RFC 4180 is what csvRecords reads; the export's default is for Brazilian spreadsheets (API-13).
    const response = await fetch(this.addressOf("/api/admin/submissions.csv?format=rfc4180"), {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The submissions export answered ${response.status}.`);
    return csvRecords(await response.text());
  }
}

/** The rows of the export sent by one visitor (by their mit_gtm_uid): scenarios running beside it send their own. */
export const TheExport = {
  rowsOf: (visitor: string): Question<ReceivedSubmission[]> =>
    question(`the export's rows of the visitor ${visitor}`, async (actor) =>
      (await actor.abilityTo(ReadTheExport).rows()).filter((row) => row.visitante === visitor),
    ),
};

/**
 * The id the browser keeps for the visitor (§4 mit_gtm_uid), once the page has done what it was about to
 * do: a second send queued behind the first, or sent on a timer, has gone out by then.
 */
export const TheVisitorsId = (): Question<string> =>
  question("the visitor's id", async (actor) => {
    await BrowseTheWeb.as(actor).settle();
    const id = (await actor.abilityTo(UseTheBrowserStorage).entries("localStorage"))[STORAGE_KEYS.visitorId];
    if (!id) throw new Error("The visitor has no id (mit_gtm_uid): their submissions cannot be told apart.");
    return id;
  });
