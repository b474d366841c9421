import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import { VisitorIdSchema } from "../../contracts/campaign";
import { newVisitorId, visitorId } from "../../site/src/tracking/visitor-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Any 16 random bytes the browser's generator could return.
const randomBytes = fc.uint8Array({ minLength: 16, maxLength: 16 });

// What local storage may hold under mit_gtm_uid: ids of this site, ids of an
// earlier version, and junk (empty, too short, spaces, markup).
const storedValue = fc.oneof(
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9._-]{8,40}$/),
  // Tokens of every length around the bounds, 128 kept and 129 not: an id of an earlier version may be long.
  fc
    .integer({ min: 1, max: 140 })
    .chain((length) =>
      fc.string({ unit: fc.constantFrom(..."Ab9._-".split("")), minLength: length, maxLength: length }),
    ),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    "null",
    "undefined",
    "<script>",
    "a b c d e f g h",
    "a".repeat(7),
    "a".repeat(128),
    "a".repeat(129),
  ),
);

/** What decision TRACK-8 keeps as an id left by an earlier version: 8 to 128 letters, digits, dots, hyphens, underscores. */
const LOOKS_LIKE_A_TOKEN = /^[A-Za-z0-9._-]{8,128}$/;

function storageWith(value: string | null) {
  const entries = new Map<string, string>();
  if (value !== null) entries.set("mit_gtm_uid", value);
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, next: string) => void entries.set(key, next),
  };
}

describe("newVisitorId @clause:STATE-14 @clause:TRACK-8", () => {
  test.prop([randomBytes])("is a version-4 UUID, whatever the random bytes", (bytes) => {
    const id = newVisitorId((target) => {
      target.set(bytes);
      return target;
    });
    expect(id).toMatch(UUID_V4);
    expect(VisitorIdSchema.safeParse(id).success).toBe(true);
  });

  test("draws from the browser's cryptographic generator", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newVisitorId()));
    expect(ids.size).toBe(200);
    // Its bytes are crypto.getRandomValues's: every bit set there, every free bit of the UUID set (not Math.random's).
    const generator = vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation((target) => {
      (target as Uint8Array).fill(0xff);
      return target;
    });
    try {
      expect(newVisitorId()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
      expect(generator).toHaveBeenCalled();
    } finally {
      generator.mockRestore();
    }
  });
});

describe("visitorId @clause:STATE-14 @clause:TRACK-8 @clause:TRACK-23", () => {
  test.prop([storedValue])("keeps an id already stored, and replaces anything else", (stored) => {
    const storage = storageWith(stored);
    const id = visitorId(storage, () => "0c6a3b3e-1d9f-4a51-9f0e-2b1c5d7e8f90");
    if (LOOKS_LIKE_A_TOKEN.test(stored)) expect(id).toBe(stored);
    else expect(id).toBe("0c6a3b3e-1d9f-4a51-9f0e-2b1c5d7e8f90");
    expect(storage.entries.get("mit_gtm_uid")).toBe(id);
  });

  test("is made once, then the same on every later call", () => {
    const storage = storageWith(null);
    const first = visitorId(storage);
    expect(visitorId(storage)).toBe(first);
    expect(storage.entries.get("mit_gtm_uid")).toBe(first);
    expect(first).toMatch(UUID_V4);
  });
});
