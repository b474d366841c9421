/**
 * Runs items through two stages, the way the rule breaks use two working
 * copies: an item's first stage (apply the break, build) runs beside the
 * previous item's second stage (its scenarios), on the other copy.
 *
 * At most one item is in each stage at a time, items enter each stage in
 * order, and item i + 2's first stage starts only once item i's second stage
 * has ended, so two copies used in turn (item i on copy i % 2) never hold two
 * items at once. On this two-core machine a build and a scenario run together
 * take about the time of the build alone: each leaves much of the other core
 * idle (the build's single-threaded webpack stages, the scenarios' waits on the
 * page and on Playwright's timeouts).
 *
 * The results come back in the items' order. The first error of either stage
 * ends the run once the stage in flight beside it has settled.
 */
export async function twoStagePipeline<Item, Middle, Result>(
  items: readonly Item[],
  first: (item: Item, index: number) => Promise<Middle>,
  second: (item: Item, middle: Middle, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  // A second stage's failure is held here rather than left as a rejection no one awaits yet.
  let failed: { error: unknown } | undefined;
  let inSecondStage: Promise<void> = Promise.resolve();
  for (const [index, item] of items.entries()) {
    let middle: Middle;
    try {
      middle = await first(item, index);
    } finally {
      await inSecondStage;
    }
    if (failed) break;
    inSecondStage = second(item, middle, index).then(
      (result) => {
        results.push(result);
      },
      (error: unknown) => {
        failed = { error };
      },
    );
  }
  await inSecondStage;
  if (failed) throw failed.error;
  return results;
}
