import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { IdempotencyKeySchema } from "../../contracts/submission";
import { attemptFor } from "../../site/src/forms/idempotency";
import { randomUuid } from "../../site/src/rules/random-uuid";

// A submission's JSON body, as the form builds it.
const payload = () => fc.json({ maxDepth: 2 });

describe("attemptFor @clause:FORM-7", () => {
  test.prop([payload()])("sending the same submission again reuses its key", (body) => {
    const first = attemptFor(body, undefined, randomUuid);
    expect(attemptFor(body, first, randomUuid)).toEqual(first);
  });

  test.prop([payload(), payload()])("a submission whose content changed gets a new key", (a, b) => {
    fc.pre(a !== b);
    const first = attemptFor(a, undefined, randomUuid);
    const second = attemptFor(b, first, randomUuid);
    expect(second.payload).toBe(b);
    expect(second.key).not.toBe(first.key);
  });

  test.prop([payload()])("makes keys the API accepts", (body) => {
    expect(IdempotencyKeySchema.safeParse(attemptFor(body, undefined, randomUuid).key).success).toBe(true);
  });
});
