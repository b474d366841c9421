/**
 * The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's
 * benchmark index of it.
 *
 * Lighthouse's mobile preset slows the CPU a fixed 4×, which its authors chose
 * for a machine of benchmark index about 1533; on a slower machine 4× emulates
 * a slower phone than the preset means (this 2-core machine read from 1044 to
 * 1906 in one morning, and the bare Gatsby page's TBT has read 124 to 598 ms
 * on different days). Lighthouse's docs ("CPU
 * Throttling" in docs/throttling.md) say to calibrate before comparing
 * reports, with the Lighthouse CPU-throttling calculator, whose mapping is
 * this one: 2000 → 6×, 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×, straight
 * lines between.
 *
 * What it corrects is the machine's speed, not the noise of one run: eight
 * runs of Dealers in a row (2026-11-29) read benchmark indexes 1174–1749 and
 * TBT 316–611 ms with no relation between the two.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_SLOWDOWN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  // Slower than a mid-tier phone already: no slowdown at all.
  return 1;
}

/** Lighthouse's mobile preset. */
export const DEFAULT_SLOWDOWN = 4;
