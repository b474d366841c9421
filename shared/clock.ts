/**
 * The one clock of the site. Every rule that depends on "now" (legal-text
 * dates, cookie lifetimes) takes a Clock, so tests can fix the time and the
 * browser suite can move it with Playwright's virtual clock.
 */
export interface Clock {
  now(): Date;
}

/** The real time of the visitor's browser (or of the build, at build time). */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at a given instant, for tests. */
export function fixedClock(instant: Date | string | number): Clock {
  const time = new Date(instant).getTime();
  return { now: () => new Date(time) };
}

/** A day of the calendar, written "yyyy-mm-dd", free of time of day and time zone. */
export type CalendarDay = string;

const pad = (value: number) => String(value).padStart(2, "0");

/** The day an instant falls on where this code runs (the visitor's browser, or the build machine). */
export function calendarDayOf(instant: Date): CalendarDay {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** An instant's date and time of day in Brazil's official time (Brasília): the year in four digits, the rest in two. */
export interface BrasiliaTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// Made once: a formatter with a time zone costs about 100 times one format, and the API asks for every lead.
let brasilia: Intl.DateTimeFormat | undefined;

/**
 * An instant as Brasília's clocks and calendars show it, wherever this code runs (the server, any visitor's
 * browser). Read from the formatter's parts, never from its text: how a locale writes a date depends on
 * the ICU data of the engine (WebKitGTK's ICU 72 writes en-CA as "12/6/2026", not "2026-12-06").
 */
export function inBrasilia(instant: Date): BrasiliaTime {
  brasilia ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(brasilia.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    year: part.year ?? "",
    month: part.month ?? "",
    day: part.day ?? "",
    hour: part.hour ?? "",
    minute: part.minute ?? "",
    second: part.second ?? "",
  };
}

/** The day an instant falls on in Brazil's official time (Brasília), wherever this code runs. */
export function calendarDayInBrazil(instant: Date): CalendarDay {
  const { year, month, day } = inBrasilia(instant);
  return `${year}-${month}-${day}`;
}

/**
 * A clock stopped at noon of a calendar day, wherever it is read: the day the
 * site was built, handed to the browser, reads as the same day in every time
 * zone, so a page renders the same in the build and at hydration.
 */
export function clockOnDay(day: CalendarDay): Clock {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const time = new Date(year, month - 1, date, 12).getTime();
  return { now: () => new Date(time) };
}
