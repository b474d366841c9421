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
