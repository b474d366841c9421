/**
 * The days a test drive can be booked for: from tomorrow to
 * TEST_DRIVE_MAX_DAYS_AHEAD days ahead, "today" being the caller's (the form's
 * or the API's clock, in Brazil). Plain rules without zod, so the form's date
 * field shows its limits without loading a schema; the lead contract
 * (lead.ts) checks the date with the same rule.
 */

/** How far ahead a test drive can be booked. */
export const TEST_DRIVE_MAX_DAYS_AHEAD = 60;

export const DATE_MESSAGE = `Escolha uma data entre amanhã e os próximos ${TEST_DRIVE_MAX_DAYS_AHEAD} dias.`;

/** "yyyy-mm-dd" of a calendar day, `days` after the given one. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and the last day a test drive can be booked for, seen from `today`. */
export function bookableDays(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, TEST_DRIVE_MAX_DAYS_AHEAD) };
}

/** Whether a "yyyy-mm-dd" names a real day between tomorrow and the last bookable day. */
export function isBookableDay(isoDay: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return false;
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) return false;
  const { first, last } = bookableDays(today);
  return isoDay >= first && isoDay <= last;
}
