import { afterEach, describe, expect, test, vi } from "vitest";
import { pushEvent } from "../../site/src/tracking/data-layer";

/** The one way events reach the tag manager's data layer (decision TRACK-7). */

afterEach(() => vi.unstubAllGlobals());

describe("pushEvent @clause:TRACK-7", () => {
  test("creates the layer when no tag has, and appends to it after", () => {
    const page: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", page);
    pushEvent({ event: "userId", user_id: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" });
    pushEvent({ event: "userId", user_id: "1f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" });
    expect(page.dataLayer).toEqual([
      { event: "userId", user_id: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" },
      { event: "userId", user_id: "1f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" },
    ]);
  });

  test("does nothing where there is no window (the build's server rendering)", () => {
    expect(typeof window).toBe("undefined");
    expect(() => pushEvent({ event: "userId", user_id: "0f8c7a52-1c4e-4b1a-9a51-5d7e8c1b2a3f" })).not.toThrow();
  });
});
