import { describe, expect, test } from "vitest";
import { randomUuid } from "../../site/src/rules/random-uuid";

/** A version 4 UUID (RFC 9562 §5.4) from the bytes a generator gives: version 4, variant 10, the rest as drawn. */

describe("randomUuid @clause:TRACK-8 @clause:FORM-7", () => {
  test("keeps every drawn bit but the version's and the variant's", () => {
    expect(randomUuid((bytes) => bytes.fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(randomUuid((bytes) => bytes.fill(0x00))).toBe("00000000-0000-4000-8000-000000000000");
    expect(randomUuid((bytes) => bytes.map((_, index) => index * 17))).toBe("00112233-4455-4677-8899-aabbccddeeff");
  });
});
