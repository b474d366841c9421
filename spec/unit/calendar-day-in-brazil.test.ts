import { afterEach, describe, expect, test, vi } from "vitest";

/**
 * How a locale writes a date is the engine's ICU data, not a rule: WebKitGTK (ICU 72) writes en-CA as
 * "12/6/2026" where Node and Chromium write "2026-12-06". The test-drive form's days start from this day,
 * and a wrong day left its page empty on WebKit (an invalid date thrown as the page loaded).
 */
describe("the day an instant falls on in Brazil @clause:FORM-12", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** The site's clock module loaded afresh (its formatter is made once), under an Intl that writes dates so. */
  async function underAnEngineWriting(written: (instant: Date) => string) {
    const Real = Intl.DateTimeFormat;
    class Engine extends Real {
      override format(instant?: Date | number): string {
        return written(new Date(instant ?? Date.now()));
      }
    }
    vi.stubGlobal("Intl", { ...Intl, DateTimeFormat: Engine });
    vi.resetModules();
    return (await import("../../shared/clock")).calendarDayInBrazil;
  }

  test("is yyyy-mm-dd in Brasília's time, however the engine writes en-CA dates", async () => {
    const calendarDayInBrazil = await underAnEngineWriting(
      (instant) => `${instant.getUTCMonth() + 1}/${instant.getUTCDate()}/${instant.getUTCFullYear()}`,
    );
    // 02:59 UTC on 7 December is still 6 December in Brasília (UTC-3).
    expect(calendarDayInBrazil(new Date("2026-12-07T02:59:00Z"))).toBe("2026-12-06");
    expect(calendarDayInBrazil(new Date("2026-12-07T03:00:00Z"))).toBe("2026-12-07");
    expect(calendarDayInBrazil(new Date("2027-01-01T02:00:00Z"))).toBe("2026-12-31");
  });
});
