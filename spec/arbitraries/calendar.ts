import { fc } from "@fast-check/vitest";

// A year the legal text could name or the clock could read: four digits, leap and
// common years alike, with the century rules (1900, 2000, 2100) inside the range.
export const year = () => fc.integer({ min: 1000, max: 9999 });

// A month of the year, 1 to 12.
export const month = () => fc.integer({ min: 1, max: 12 });

// An instant of the visitor's clock, in the time zone the tests run in: any day
// and time from 1900 to 2200, so month ends, leap days and New Year's Eve occur.
export const clockInstant = () =>
  fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 11, 31, 23, 59, 59), noInvalidDate: true });

// A real calendar date written dd/mm/yyyy.
export const realDateToken = () =>
  fc.tuple(year(), month(), fc.integer({ min: 1, max: 31 })).map(([y, m, d]) => {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return `${String(Math.min(d, last)).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`;
  });

// Something shaped dd/mm/yyyy that is no day of the calendar: day 00, a day past the
// month's end (31/02, 30/02, 29/02 in a common year, 31/04…), or month 00 or 13-99.
export const impossibleDateToken = () =>
  fc.oneof(
    fc.tuple(year(), month()).map(([y, m]) => `00/${String(m).padStart(2, "0")}/${y}`),
    fc.tuple(year(), month(), fc.integer({ min: 1, max: 4 })).chain(([y, m, past]) => {
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const day = last + past;
      return day > 99
        ? fc.constant(`99/${String(m).padStart(2, "0")}/${y}`)
        : fc.constant(`${day}/${String(m).padStart(2, "0")}/${y}`);
    }),
    fc
      .tuple(fc.integer({ min: 1, max: 28 }), fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })), year())
      .map(([d, m, y]) => `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`),
  );

// Digit runs that only look like dates: a day or month of one digit, a year of two,
// three or five digits, or a date glued to more digits or slashes on either side.
export const dateLookalike = () =>
  fc.oneof(
    realDateToken().map((token) => token.slice(1)),
    realDateToken().map((token) => token.slice(0, -2)),
    realDateToken().map((token) => `${token}5`),
    realDateToken().map((token) => `1${token}`),
    realDateToken().map((token) => `${token}/2`),
    realDateToken().map((token) => `7/${token}`),
    fc
      .tuple(
        fc.integer({ min: 100, max: 999 }),
        fc.integer({ min: 10, max: 99 }),
        fc.integer({ min: 10000, max: 99999 }),
      )
      .map(([a, b, c]) => `${a}/${b}/${c}`),
  );

// Text around dates in a legal text: pt-BR words and punctuation (markup comes from
// legalHtml), never a digit or a slash, so no token can form across a boundary.
export const legalProse = () =>
  fc.stringMatching(/^[A-Za-zÀ-ú ,.;:()%ªº"'=!&-]{0,30}$/).map((text) => text.replace(/[\d/]/g, ""));

// One piece of a legal text: prose, a real date, an impossible date or a lookalike.
export type LegalPiece =
  | { kind: "prose"; text: string }
  | { kind: "date"; text: string }
  | { kind: "impossible"; text: string }
  | { kind: "lookalike"; text: string };

// A legal text as a list of pieces, each date kept apart from the next by prose of
// at least one character (as in any sentence), so the pieces are the tokens.
export const legalPieces = () =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: realDateToken().map((text): LegalPiece => ({ kind: "date", text })) },
        { weight: 1, arbitrary: impossibleDateToken().map((text): LegalPiece => ({ kind: "impossible", text })) },
        { weight: 1, arbitrary: dateLookalike().map((text): LegalPiece => ({ kind: "lookalike", text })) },
      ),
      { maxLength: 6 },
    )
    .chain((dates) =>
      fc
        .array(
          legalProse().map((text) => (text === "" ? " " : text)),
          {
            minLength: dates.length + 1,
            maxLength: dates.length + 1,
          },
        )
        .map((prose) => {
          const pieces: LegalPiece[] = [{ kind: "prose", text: prose[0] ?? " " }];
          dates.forEach((date, index) => {
            pieces.push(date, { kind: "prose", text: prose[index + 1] ?? " " });
          });
          return pieces;
        }),
    );

// Legal HTML as the catalogue writes it: paragraphs, emphasis and lists around dates.
export const legalHtml = () =>
  fc
    .array(
      fc.tuple(fc.constantFrom("p", "strong", "em", "li", "small"), legalPieces()).map(([tag, pieces]) => ({
        tag,
        pieces,
      })),
      { minLength: 1, maxLength: 4 },
    )
    .map((blocks) =>
      blocks.flatMap(({ tag, pieces }) => [
        { kind: "prose", text: `<${tag} class="nota">` } as LegalPiece,
        ...pieces,
        { kind: "prose", text: `</${tag}>` } as LegalPiece,
      ]),
    );
