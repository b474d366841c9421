import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addDays, bookableDays, isBookableDay } from "../../contracts/test-drive-days";

const DAY_MS = 86_400_000;
/** A day written yyyy-mm-dd, counted in whole days from 1970-01-01 (an independent calendar). */
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8))) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

// Today, from 2000 to 2099: month ends, leap days and New Year's Eve occur.
const today = () => fc.integer({ min: dayNumber("2000-01-01"), max: dayNumber("2099-12-31") }).map(dayOf);

describe("addDays @clause:FORM-12", () => {
  test.prop([today(), fc.integer({ min: -400, max: 400 })])(
    "counts whole days across months and years",
    (day, days) => {
      expect(addDays(day, days)).toBe(dayOf(dayNumber(day) + days));
    },
  );
});

describe("bookableDays @clause:FORM-12", () => {
  test.prop([today()])("run from tomorrow to 60 days ahead", (day) => {
    expect(bookableDays(day)).toEqual({ first: dayOf(dayNumber(day) + 1), last: dayOf(dayNumber(day) + 60) });
  });
});

describe("isBookableDay @clause:FORM-12", () => {
  test.prop([today(), fc.integer({ min: -5, max: 70 })])(
    "is true exactly from tomorrow to 60 days ahead",
    (day, ahead) => {
      expect(isBookableDay(dayOf(dayNumber(day) + ahead), day)).toBe(ahead >= 1 && ahead <= 60);
    },
  );

  test("refuses what is not a real day written yyyy-mm-dd", () => {
    for (const written of ["2026-02-30", "2026-13-01", "2026-11-5", "23/11/2026", "", "2026-11-23T10:00"]) {
      expect(isBookableDay(written, "2026-11-22"), written).toBe(false);
    }
  });
});
