/**
 * The median of the values that were measured: a run that measured nothing (Lighthouse's NaN for a page
 * whose largest paint it missed) is left out rather than sorted among numbers, which it cannot be.
 */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
