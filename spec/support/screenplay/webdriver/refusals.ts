import { ENGINE_POWER_TAGS, type EnginePower } from "../../settings";

/**
 * The error of a power W3C WebDriver classic does not have (no BiDi: no script before the page's own,
 * no network interception, no virtual clock), naming the tag that keeps a scenario needing it off the
 * WebKit engine.
 */
export function refused(what: string, power: EnginePower): Error {
  return new Error(
    `The WebKit engine cannot ${what}: WebDriver classic has no ${power}. ` +
      `Tag the scenario ${ENGINE_POWER_TAGS[power]} (the runner then leaves it out when SPEC_ENGINE=webkit).`,
  );
}
