// @ts-check

/** How many objects go up or down at once. */
const PARALLEL = 8;

/**
 * Runs `task` on every item, at most PARALLEL at a time.
 * @template T @param {T[]} items @param {(item: T) => Promise<unknown>} task
 */
export async function inParallel(items, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
