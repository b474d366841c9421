import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { fixedClock } from "../../shared/clock";
import {
  applyLegalTextDates,
  dateTokens,
  endOfCurrentMonth,
  isCalendarDate,
  lastDayOfMonth,
} from "../../site/src/rules/legal-text";
import {
  clockInstant,
  dateLookalike,
  impossibleDateToken,
  type LegalPiece,
  legalHtml,
  legalPieces,
  month,
  realDateToken,
  year,
} from "../arbitraries/calendar";

const join = (pieces: LegalPiece[]) => pieces.map((piece) => piece.text).join("");
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

/** The Gregorian calendar, written independently of the code under test. */
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (y: number, m: number) => (m === 2 && isLeapYear(y) ? 29 : (DAYS[m - 1] ?? 0));
/** Whether day/month/year is a day of the calendar (years 1 to 9999). */
const isRealDay = (d: number, m: number, y: number) => y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
/** The last day of the month an instant falls in where the tests run, written dd/mm/yyyy. */
const endOfMonthOf = (instant: Date) => {
  const [y, m] = [instant.getFullYear(), instant.getMonth() + 1];
  return `${daysIn(y, m)}/${String(m).padStart(2, "0")}/${String(y).padStart(4, "0")}`;
};

describe("lastDayOfMonth @clause:CONST-7", () => {
  test.prop([year(), month()])("gives the month's length, 29 in a leap February", (y, m) => {
    expect(lastDayOfMonth(y, m)).toBe(daysIn(y, m));
  });

  test.prop([year(), month()])("is followed by the first day of the next month", (y, m) => {
    const next = new Date(Date.UTC(y, m - 1, lastDayOfMonth(y, m) + 1));
    expect(next.getUTCDate()).toBe(1);
    expect(next.getUTCMonth()).toBe(m % 12);
  });

  test("knows the century rules", () => {
    expect(lastDayOfMonth(2000, 2)).toBe(29);
    expect(lastDayOfMonth(2100, 2)).toBe(28);
    expect(lastDayOfMonth(2024, 2)).toBe(29);
    expect(lastDayOfMonth(2027, 2)).toBe(28);
    expect(lastDayOfMonth(2028, 2)).toBe(29);
  });
});

describe("isCalendarDate @clause:CAT-6", () => {
  test.prop([fc.integer({ min: -1, max: 40 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 10000 })])(
    "is true exactly for the days of the Gregorian calendar, years 1 to 9999",
    (d, m, y) => {
      expect(isCalendarDate(d, m, y)).toBe(isRealDay(d, m, y));
    },
  );

  test("starts at the first day of year 1 and ends at the last of 9999", () => {
    expect(isCalendarDate(1, 1, 1)).toBe(true);
    expect(isCalendarDate(31, 12, 0)).toBe(false);
    expect(isCalendarDate(31, 12, 9999)).toBe(true);
    expect(dateTokens("até 01/01/0001")).toEqual([{ token: "01/01/0001", real: true }]);
  });
});

describe("endOfCurrentMonth @clause:CONST-7", () => {
  test.prop([clockInstant()])("is the last day of the clock's month and year, as dd/mm/yyyy", (instant) => {
    expect(endOfCurrentMonth(fixedClock(instant))).toBe(endOfMonthOf(instant));
  });

  test("reads the month where the clock is read, at any hour", () => {
    expect(endOfCurrentMonth(fixedClock(new Date(2028, 1, 15, 12)))).toBe("29/02/2028");
    expect(endOfCurrentMonth(fixedClock(new Date(2027, 1, 1, 0, 0)))).toBe("28/02/2027");
    expect(endOfCurrentMonth(fixedClock(new Date(2026, 11, 31, 23, 59)))).toBe("31/12/2026");
  });
});

describe("applyLegalTextDates", () => {
  test.prop([legalPieces(), clockInstant()])(
    "replaces every real dd/mm/yyyy date by the month's last day and changes nothing else @clause:CONST-7 @clause:CAT-6",
    (pieces, instant) => {
      const clock = fixedClock(instant);
      const expected = pieces.map((piece) => (piece.kind === "date" ? endOfMonthOf(instant) : piece.text)).join("");
      expect(applyLegalTextDates(join(pieces), clock)).toBe(expected);
    },
  );

  test.prop([legalHtml(), clockInstant()])(
    "is idempotent: applying it again changes nothing @clause:CONST-7",
    (pieces, instant) => {
      const clock = fixedClock(instant);
      const once = applyLegalTextDates(join(pieces), clock);
      expect(applyLegalTextDates(once, clock)).toBe(once);
    },
  );

  test.prop([legalHtml(), clockInstant()])(
    "keeps the HTML around the dates intact @clause:CONST-7",
    (pieces, instant) => {
      const html = join(pieces);
      const shown = applyLegalTextDates(html, fixedClock(instant));
      expect(tagsOf(shown)).toEqual(tagsOf(html));
      expect(shown.length).toBe(html.length);
    },
  );

  test.prop([impossibleDateToken(), clockInstant()])(
    "leaves impossible dates as written @clause:CAT-6",
    (token, instant) => {
      const text = `<p>Válido até ${token}.</p>`;
      expect(applyLegalTextDates(text, fixedClock(instant))).toBe(text);
    },
  );

  test.prop([dateLookalike(), clockInstant()])(
    "leaves digit runs that only look like dates as written @clause:CAT-6",
    (lookalike, instant) => {
      const text = `Código ${lookalike} da oferta`;
      expect(applyLegalTextDates(text, fixedClock(instant))).toBe(text);
    },
  );

  test("rewrites the catalogue's way of writing validity dates @clause:CONST-7", () => {
    const february2028 = fixedClock(new Date(2028, 1, 15, 12));
    expect(applyLegalTextDates("<p>Preços válidos até 30/11/2026.</p>", february2028)).toBe(
      "<p>Preços válidos até 29/02/2028.</p>",
    );
    expect(applyLegalTextDates("De 01/11/2026 a 30/11/2026; 31/02/2024 e 15414.900877/2026-31", february2028)).toBe(
      "De 29/02/2028 a 29/02/2028; 31/02/2024 e 15414.900877/2026-31",
    );
  });
});

describe("dateTokens", () => {
  test.prop([realDateToken()])("finds a real date as real", (token) => {
    expect(dateTokens(` ${token} `)).toEqual([{ token, real: true }]);
  });

  test.prop([impossibleDateToken()])("finds an impossible date as not real @clause:CAT-6", (token) => {
    expect(dateTokens(` ${token} `)).toEqual([{ token, real: false }]);
  });

  test.prop([dateLookalike()])("finds no date in a lookalike", (lookalike) => {
    expect(dateTokens(`a ${lookalike} b`)).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 })])(
    "finds any dd/mm/yyyy token, real exactly when it is a day of the calendar",
    (d, m, y) => {
      const token = `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${String(y).padStart(4, "0")}`;
      expect(dateTokens(token)).toEqual([{ token, real: isRealDay(d, m, y) }]);
    },
  );
});
