import { describe, expect, it } from 'vitest';
import { createVirtualClock, isAbortError, scaledClock } from './clock';

describe('clocks', () => {
  it('when waits overlap on the virtual clock, then they fire in call-time order, instantly', async () => {
    const clock = createVirtualClock(new Date('2025-03-03T15:00:00Z'));
    const order: string[] = [];
    const started = Date.now();
    await Promise.all([
      clock.sleep(60_000).then(() => order.push('a@60s')),
      clock.sleep(1_000).then(() => order.push('b@1s')),
      clock.sleep(1_000).then(() => order.push('c@1s')),
      clock.sleep(5 * 60_000).then(() => order.push('d@5m')),
    ]);
    expect(order).toEqual(['b@1s', 'c@1s', 'a@60s', 'd@5m']);
    expect(clock.now().toISOString()).toBe('2025-03-03T15:05:00.000Z');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('when a wait is aborted, then it rejects with an AbortError and no longer holds time', async () => {
    const clock = createVirtualClock();
    const abort = new AbortController();
    const waiting = clock.sleep(10_000, abort.signal);
    abort.abort();
    await expect(waiting).rejects.toSatisfy(isAbortError);
    expect(clock.pending()).toBe(0);
    await clock.sleep(5);
    expect(clock.elapsedMs()).toBe(5);
  });

  it('when a clock is scaled, then waits take ms × scale of wall time', async () => {
    const clock = scaledClock(0.01);
    const started = Date.now();
    await clock.sleep(3_000);
    const wall = Date.now() - started;
    expect(wall).toBeGreaterThanOrEqual(25);
    expect(wall).toBeLessThan(1_000);
    expect(clock.timeScale).toBe(0.01);
    expect(() => scaledClock(-1)).toThrow(RangeError);
  });
});
