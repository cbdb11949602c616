import { describe, expect, it } from 'vitest';
import { CANCELLED, FairGate } from './fair-gate';

/** A job that records when it starts and finishes when the test says so. */
function jobs() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish.set(name, () => resolve(name));
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const done = async (name: string) => {
    finish.get(name)!();
    await settle();
  };
  return { started, job, done, settle };
}

describe('fair gate', () => {
  it('when one account floods, then another account is served next, not after the flood', async () => {
    const gate = new FairGate(1, 3);
    const { started, job, done, settle } = jobs();
    const results = [
      gate.run('A', job('A1')),
      gate.run('A', job('A2')),
      gate.run('A', job('A3')),
      gate.run('A', job('A4')),
      gate.run('B', job('B1')),
    ];
    await settle();
    expect(started).toEqual(['A1']);
    await done('A1');
    expect(started).toEqual(['A1', 'A2']);
    await done('A2');
    expect(started).toEqual(['A1', 'A2', 'B1']);
    await done('B1');
    await done('A3');
    await done('A4');
    expect(await Promise.all(results)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1']);
  });

  it('when an account already has its share waiting, then its next job is refused with voice/busy, others are not', async () => {
    const gate = new FairGate(1, 2);
    const { job, done, settle } = jobs();
    const running = gate.run('A', job('A1'));
    const waiting = [gate.run('A', job('A2')), gate.run('A', job('A3'))];
    await expect(gate.run('A', job('A4'))).rejects.toMatchObject({
      status: 503,
      body: { code: 'voice/busy' },
    });
    const other = gate.run('B', job('B1'));
    expect(gate.waiting('B')).toBe(1);
    await settle();
    await done('A1');
    await done('A2');
    await done('B1');
    await done('A3');
    await Promise.all([running, ...waiting, other]);
  });

  it('when a waiting job is abandoned, then it leaves the line and never runs', async () => {
    const gate = new FairGate(1, 3);
    const { started, job, done, settle } = jobs();
    const first = gate.run('A', job('A1'));
    const leaving = new AbortController();
    const abandoned = gate.run('A', job('A2'), leaving.signal);
    const kept = gate.run('B', job('B1'));
    leaving.abort();
    await expect(abandoned).rejects.toThrow(CANCELLED);
    expect(gate.waiting('A')).toBe(0);
    await settle();
    await done('A1');
    await done('B1');
    await Promise.all([first, kept]);
    expect(started).toEqual(['A1', 'B1']);
  });
});
