import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawInSlices } from './draw-in-slices';

afterEach(() => {
  vi.useRealTimers();
});

/** A clock that each added item moves by `cost` ms. */
function costly(cost: (item: number) => number) {
  let clock = 0;
  const added: number[][] = [[]];
  return {
    now: () => clock,
    add: (item: number) => {
      added.at(-1)!.push(item);
      clock += cost(item);
    },
    /** Starts a new task's record (call before each timer run). */
    nextTask: () => added.push([]),
    added,
  };
}

describe('drawInSlices', () => {
  it('adds every item in order, a slice per task, each slice ending once the budget is spent', () => {
    vi.useFakeTimers();
    const run = costly(() => 4);
    drawInSlices([1, 2, 3, 4, 5, 6, 7], run.add, { budgetMs: 10, now: run.now });
    expect(run.added.flat()).toEqual([]); // nothing in the caller's task
    while (vi.getTimerCount() > 0) {
      run.nextTask();
      vi.runOnlyPendingTimers();
    }
    const tasks = run.added.filter((task) => task.length > 0);
    expect(tasks).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('adds an item that alone costs more than the budget in a task of its own', () => {
    vi.useFakeTimers();
    const run = costly((item) => (item === 2 ? 30 : 1));
    drawInSlices([1, 2, 3], run.add, { budgetMs: 10, now: run.now });
    while (vi.getTimerCount() > 0) {
      run.nextTask();
      vi.runOnlyPendingTimers();
    }
    expect(run.added.filter((task) => task.length > 0)).toEqual([[1, 2], [3]]);
  });

  it('adds nothing more once cancelled', () => {
    vi.useFakeTimers();
    const run = costly(() => 6);
    const drawing = drawInSlices([1, 2, 3, 4, 5], run.add, { budgetMs: 10, now: run.now });
    vi.runOnlyPendingTimers();
    drawing.cancel();
    vi.runAllTimers();
    expect(run.added.flat()).toEqual([1, 2]);
  });
});
