import { ControlTheClock } from "./abilities";
import { type Task, task } from "./actor";

/** The visitor's clock: virtual and paused, so time passes only when a step says so; nothing sleeps. */
export const TheClock = {
  /** Sets the visitor's clock to an instant before the visit (it stays paused). */
  setTo: (instant: Date): Task =>
    task(`set the clock to ${instant.toISOString()}`, (actor) => actor.abilityTo(ControlTheClock).setTo(instant)),

  /** Lets time pass on the page's virtual clock: its timers fall due and fire. */
  pass: (milliseconds: number): Task =>
    task(`let ${milliseconds} ms pass`, (actor) => actor.abilityTo(ControlTheClock).pass(milliseconds)),
};
