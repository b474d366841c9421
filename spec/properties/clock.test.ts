import { test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { calendarDayInBrazil, calendarDayOf, clockOnDay, fixedClock, systemClock } from "../../shared/clock";
import { clockInstant } from "../arbitraries/calendar";

/** The day as Sweden writes it: yyyy-mm-dd in the time zone the tests run in (an independent writer). */
const swedishDay = (instant: Date) => instant.toLocaleDateString("sv-SE");

// A calendar day written yyyy-mm-dd, from 1900 to 2200.
const calendarDay = () => clockInstant().map(swedishDay);

describe("fixedClock @clause:CAT-7", () => {
  test.prop([clockInstant()])("always reads the instant it was given, as a new Date each time", (instant) => {
    const clock = fixedClock(instant);
    expect(clock.now().getTime()).toBe(instant.getTime());
    expect(clock.now()).not.toBe(clock.now());
    expect(fixedClock(instant.toISOString()).now().getTime()).toBe(instant.getTime());
  });
});

describe("systemClock @clause:CAT-7", () => {
  test("reads the machine's time", () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});

describe("calendarDayOf @clause:CAT-7", () => {
  test.prop([clockInstant()])("is the day the instant falls on where the code runs, yyyy-mm-dd", (instant) => {
    expect(calendarDayOf(instant)).toBe(swedishDay(instant));
  });
});

describe("calendarDayInBrazil @clause:FORM-12", () => {
  test("is the day in Brasília's time, three hours behind Greenwich, wherever the code runs", () => {
    expect(calendarDayInBrazil(new Date("2026-01-01T02:59:59Z"))).toBe("2025-12-31");
    expect(calendarDayInBrazil(new Date("2026-01-01T03:00:00Z"))).toBe("2026-01-01");
    expect(calendarDayInBrazil(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-22");
  });
});

describe("clockOnDay @clause:CAT-7", () => {
  test.prop([calendarDay()])("stops at noon of the day, read as the same day where the code runs", (day) => {
    const now = clockOnDay(day).now();
    expect(swedishDay(now)).toBe(day);
    expect([now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds()]).toEqual([12, 0, 0, 0]);
  });

  test.prop([calendarDay()])("reads the same instant every time", (day) => {
    const clock = clockOnDay(day);
    expect(clock.now().getTime()).toBe(clock.now().getTime());
  });
});
