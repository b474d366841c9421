/**
 * Calendar days as the visitor reads them, written by Intl in pt-BR
 * ("15 de setembro de 2026"). A day of the data ("2026-09-15") is a day, not an
 * instant: it is read and written in UTC, so it never slips to the day before
 * in a time zone behind Greenwich, and the build and the browser agree.
 */
const LONG_DATE = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

function utcDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** "2026-09-15" → "15 de setembro de 2026". */
export function longDate(day: string): string {
  return LONG_DATE.format(utcDay(day));
}
