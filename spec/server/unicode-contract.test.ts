import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { INVISIBLE_FORMATTING_MESSAGE } from "../../contracts/text-fields";
import { ILL_FORMED_TEXT_MESSAGE } from "../../server/api/submissions/ill-formed-text";
import { fixedClock } from "../../shared/clock";
import { bodyOf, illFormedPiece, invisiblePiece, type Piece, withPieceInside } from "./support/hostile-text";
import { freshDatabase } from "./support/postgres";
import { servedForSuite } from "./support/served";
import { QUOTE_LEAD } from "./support/submissions";

/**
 * One contract, both stores: what the API takes or refuses does not depend on
 * where it keeps leads. Before issue 52 a lead whose city held a lone
 * surrogate was stored by SQLite (201) and refused by PostgreSQL with a 500
 * that every retry met again: the lead was lost in the production mode;
 * truncated or CESU-8 UTF-8 was stored with U+FFFD; and U+202E, U+2028 and
 * U+200B were taken in one-line fields. The same properties run against each
 * store.
 */

const LEAD = { ...QUOTE_LEAD, message: "Quero saber o prazo de entrega." };
/** The lead's text fields, by path, and their valid values. */
const TEXT_FIELDS = {
  name: LEAD.name,
  city: LEAD.city,
  email: LEAD.email,
  phone: LEAD.phone,
  message: LEAD.message,
  "tracking.campaign.campanha": "lancamento-outlander",
} as const;
type TextField = keyof typeof TEXT_FIELDS;
/** The fields a person writes on one line. */
const ONE_LINE: readonly TextField[] = ["name", "city", "tracking.campaign.campanha"];

function leadWith(field: TextField, value: string): unknown {
  if (field === "tracking.campaign.campanha") return { ...LEAD, tracking: { campaign: { campanha: value } } };
  return { ...LEAD, [field]: value };
}

let keys = 0;

describe.each(["sqlite", "postgres"] as const)("the lead API on %s", (storeName) => {
  const served = servedForSuite(`unicode-${storeName}`, async () => ({
    databaseUrl: storeName === "postgres" ? await freshDatabase() : undefined,
    submissionsPerMinute: 1_000_000,
    clock: fixedClock("2026-11-22T15:00:00-03:00"),
  }));

  async function send(field: TextField, piece: Piece, at: number) {
    keys += 1;
    const value = withPieceInside(TEXT_FIELDS[field], piece, at);
    const response = await fetch(`${served.base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `unicode-${storeName}-${keys}-0123456789` },
      body: new Uint8Array(bodyOf(leadWith(field, value), piece)),
    });
    return { status: response.status, value, body: (await response.json()) as { id?: number; fieldErrors?: object } };
  }

  test.prop([fc.constantFrom(...(Object.keys(TEXT_FIELDS) as TextField[])), illFormedPiece(), fc.nat()], {
    numRuns: 60,
  })(
    "text that is not well-formed Unicode is a pt-BR 400 naming its field, and nothing is stored @clause:API-2 @clause:API-17",
    async (field, piece, at) => {
      const before = await served.site.store.count();
      const { status, body } = await send(field, piece, at);
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ [field]: ILL_FORMED_TEXT_MESSAGE });
      expect(await served.site.store.count()).toBe(before);
    },
  );

  test.prop([fc.constantFrom(...ONE_LINE), invisiblePiece(), fc.nat()], { numRuns: 40 })(
    "a one-line field refuses invisible format characters and line separators, naming the field @clause:API-12",
    async (field, piece, at) => {
      const { status, body } = await send(field, piece, at);
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ [field]: INVISIBLE_FORMATTING_MESSAGE });
    },
  );

  test.prop([invisiblePiece(), fc.nat()], { numRuns: 30 })(
    "a message keeps them, and the store gives back exactly what was sent @clause:API-12 @clause:API-17",
    async (piece, at) => {
      const { status, value, body } = await send("message", piece, at);
      expect(status).toBe(201);
      const stored = (await served.site.store.list({ channel: "lead" })).find((row) => row.id === body.id);
      expect((stored?.payload as { message?: string } | undefined)?.message).toBe(value);
    },
  );

  test("a lone surrogate in the city, as the probe sent it, is refused by name, not stored nor a 500 @clause:API-17", async () => {
    keys += 1;
    const response = await fetch(`${served.base}/api/lead/v1.0/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `sonda-${storeName}-${keys}-0123456789` },
      body: JSON.stringify({ ...QUOTE_LEAD, city: "S\ud800o Paulo" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Revise os campos indicados.",
      fieldErrors: { city: ILL_FORMED_TEXT_MESSAGE },
    });
  });
});
