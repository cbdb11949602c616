/**
 * Work per task: a task is long from 50 ms, and a phone's CPU (Lighthouse's mobile profile) is
 * taken to be four times slower than the one measuring here.
 */
export const SLICE_BUDGET_MS = 10;

/**
 * Hands `items` to `add` in order, a slice per task: each slice runs until `budgetMs` has passed
 * (at least one item), then yields to the browser (a new task), so a long drawing job never makes
 * one long task. `cancel` stops what has not run yet.
 */
export function drawInSlices<T>(
  items: readonly T[],
  add: (item: T) => void,
  { budgetMs = SLICE_BUDGET_MS, now = () => performance.now() } = {},
): { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let next = 0;
  const slice = () => {
    const started = now();
    do {
      add(items[next]!);
      next += 1;
    } while (next < items.length && now() - started < budgetMs);
    if (next < items.length) timer = setTimeout(slice, 0);
  };
  if (items.length > 0) timer = setTimeout(slice, 0);
  return { cancel: () => clearTimeout(timer) };
}
