import { fc } from "@fast-check/vitest";

// A price in whole reais as the catalogue holds it: from a few reais to a billion,
// with the spec's range (173 990 to 374 990) well inside.
export const reais = () =>
  fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 173_990, max: 374_990 }));

// Anything a price field could hold by mistake or by design: null, undefined,
// NaN, infinities, negatives and fractions.
export const oddPrice = () =>
  fc.oneof(
    fc.constant(null),
    fc.constant(undefined),
    fc.constant(Number.NaN),
    fc.constant(Number.POSITIVE_INFINITY),
    fc.constant(Number.NEGATIVE_INFINITY),
    fc.integer({ max: -1 }),
  );
