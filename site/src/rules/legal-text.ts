import type { Clock } from "../../../shared/clock";

/**
 * The legal-text date rule (source spec §9): any date in dd/mm/yyyy form is
 * replaced by the last day of the current month, "current" read from the clock
 * in the visitor's time zone.
 *
 * A token is exactly two digits, two digits and four digits joined by slashes,
 * with no digit or slash right before or after it (so "123/45/67890", "1/2/2024"
 * and "01/02/2024/5" are not dates). Only real calendar dates are replaced: an
 * impossible date such as 31/02/2024 is left as written, because it is not a
 * date the visitor could be promised; the catalogue refuses such tokens when the
 * site builds, so none reaches a page.
 */

const DATE_TOKEN = /(^|[^\d/])(\d{2})\/(\d{2})\/(\d{4})(?![\d/])/g;

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** The number of days of a month (1-12) of a year, leap years included. */
export function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving edges.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether day/month/year name a real day of the calendar (years 1 to 9999). */
export function isCalendarDate(day: number, month: number, year: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= lastDayOfMonth(year, month);
}

/** The last day of the clock's current month, as dd/mm/yyyy. */
export function endOfCurrentMonth(clock: Clock): string {
  const now = clock.now();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return `${pad(lastDayOfMonth(year, month), 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** Every dd/mm/yyyy token of a text, in order, whether or not it is a real date. */
export function dateTokens(text: string): Array<{ token: string; real: boolean }> {
  return [...text.matchAll(DATE_TOKEN)].map(([, , day, month, year]) => ({
    token: `${day}/${month}/${year}`,
    real: isCalendarDate(Number(day), Number(month), Number(year)),
  }));
}

/** The legal text with every real dd/mm/yyyy date replaced by the last day of the current month. */
export function applyLegalTextDates(text: string, clock: Clock): string {
  const endOfMonth = endOfCurrentMonth(clock);
  return text.replace(DATE_TOKEN, (whole, before: string, day: string, month: string, year: string) =>
    isCalendarDate(Number(day), Number(month), Number(year)) ? `${before}${endOfMonth}` : whole,
  );
}
