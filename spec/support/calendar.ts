import { TIMEZONE } from "./settings";

/**
 * Calendar arithmetic of the spec's own, the oracle for the dates the site
 * shows: plain days of the Gregorian calendar, in Brazil's time zone where an
 * instant has to become a day. Written here rather than borrowed from the
 * site, so a bug in the site's dates cannot pass its own check.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "yyyy-mm-dd" of an instant, as a calendar in Brazil reads it. */
export function calendarDayInBrazil(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: "year" | "month" | "day") => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar day "yyyy-mm-dd" as a Brazilian writes it: "dd/mm/yyyy". */
export function writtenInBrazil(day: string): string {
  return day.split("-").reverse().join("/");
}

/** How many days a month has: thirty days have September, April, June and November… and February 28 or 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The last day of the month of a calendar day "yyyy-mm-dd", as the legal text writes it: "dd/mm/yyyy". */
export function lastDayOfMonthOf(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`"${day}" is not a calendar day (yyyy-mm-dd).`);
  const [year, month] = [Number(match[1]), Number(match[2])];
  return `${pad(daysInMonth(year, month))}/${pad(month)}/${pad(year, 4)}`;
}
