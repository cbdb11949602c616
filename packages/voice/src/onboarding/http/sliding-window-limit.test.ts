import { describe, expect, it } from 'vitest';
import { SlidingWindowLimit } from './sliding-window-limit';

describe('SlidingWindowLimit', () => {
  it('when a key has used its takes, then it waits for the window to slide', () => {
    const limit = new SlidingWindowLimit(2, 1_000);
    expect(limit.tryTake('a', 0)).toBe(true);
    expect(limit.tryTake('a', 100)).toBe(true);
    expect(limit.tryTake('a', 200)).toBe(false);
    expect(limit.tryTake('b', 200)).toBe(true);
    expect(limit.tryTake('a', 1_001)).toBe(true);
    expect(limit.tryTake('a', 1_050)).toBe(false);
  });

  it('when a take is refunded, then it can be taken again', () => {
    const limit = new SlidingWindowLimit(1, 1_000);
    expect(limit.tryTake('a', 0)).toBe(true);
    limit.refund('a');
    expect(limit.tryTake('a', 10)).toBe(true);
    expect(limit.tryTake('a', 20)).toBe(false);
  });
});
