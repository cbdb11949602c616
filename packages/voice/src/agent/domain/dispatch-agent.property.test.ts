import { DISPATCH_CALL_STATUSES } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONA_TABLE } from '../../providers/telephony/simulated/personas';
import { makePlan, runCall } from './testing/harness';
import type { AgentEvent } from './types';

/** Status paths a call may take (document 3 §4 raw values). */
const PATHS = [
  ['initiated', 'busy'],
  ['initiated', 'failed'],
  ['initiated', 'ringing', 'no-answer'],
  ['initiated', 'ringing', 'in-progress', 'completed'],
  ['initiated', 'ringing', 'in-progress', 'canceled'],
  ['initiated', 'ringing', 'canceled'],
  ['initiated', 'canceled'],
];

type Control = 'none' | 'approve' | 'reject' | 'terminate' | 'hop-in';

const scenario = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  suffix: fc.oneof(
    fc.constantFrom(...PERSONA_TABLE.map((row) => row.suffix)),
    fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
  ),
  min: fc.integer({ min: 6, max: 140 }).map((n) => n * 25),
  spread: fc.integer({ min: 0, max: 40 }).map((n) => n * 25),
  detailsOnly: fc.boolean(),
  approvalRequired: fc.boolean(),
  equipment: fc.constantFrom('dry_van', 'reefer', 'flatbed', '') as fc.Arbitrary<
    'dry_van' | 'reefer' | 'flatbed' | ''
  >,
  control: fc.constantFrom<Control>('none', 'approve', 'reject', 'terminate', 'hop-in'),
  controlAt: fc.integer({ min: 0, max: 30 }),
  approvalDelayMs: fc.integer({ min: 0, max: 400_000 }),
});

describe('dispatch call invariants (property)', () => {
  it('hold for random brokers, ranges, modes and dispatcher actions', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const rateRange = s.detailsOnly
          ? { min: 0, max: 0 }
          : { min: s.min, max: s.min + s.spread };
        const plan = makePlan({
          to: `+1555010${s.suffix}`,
          detailsOnly: s.detailsOnly,
          approvalRequired: !s.detailsOnly && s.approvalRequired,
          rateRange,
          equipmentType: s.equipment,
        });
        let lines = 0;
        const run = await runCall(plan, {
          seed: s.seed,
          onEvent: (event, handle, clock) => {
            if (event.type === 'transcript') lines += 1;
            if (event.type === 'transcript' && lines === s.controlAt) {
              if (s.control === 'terminate') handle.terminate('property');
              if (s.control === 'hop-in') handle.hopIn('Hi, this is Sam, the dispatcher.');
            }
            if (event.type === 'approval_requested') {
              const act = () =>
                s.control === 'reject'
                  ? handle.reject('no')
                  : s.control === 'approve' && handle.approve();
              void clock.sleep(s.approvalDelayMs).then(act);
            }
          },
        });
        checkInvariants(run.events, rateRange, run.telephony.inspect(plan.callId)?.load?.ceiling);
      }),
      { numRuns: 150, seed: 20250303 },
    );
  });
});

function checkInvariants(
  events: AgentEvent[],
  range: { min: number; max: number },
  ceiling: number | undefined,
): void {
  // Exactly one 'ended', and it is the last event.
  const ended = events.filter((e) => e.type === 'ended');
  expect(ended).toHaveLength(1);
  expect(events.at(-1)?.type).toBe('ended');
  const end = ended[0] as Extract<AgentEvent, { type: 'ended' }>;

  // Transcript indices run 0..n-1.
  const indices = events.flatMap((e) => (e.type === 'transcript' ? [e.index] : []));
  expect(indices).toEqual(indices.map((_, i) => i));

  // Statuses are §4 values, follow a known path, and the last one is the end status.
  const statuses = events.flatMap((e) => (e.type === 'status' ? [e.status] : []));
  for (const status of statuses) expect(DISPATCH_CALL_STATUSES).toContain(status);
  expect(PATHS.map((p) => p.join('>'))).toContain(statuses.join('>'));
  expect(statuses.at(-1)).toBe(end.status);
  expect(end.status === 'canceled').toBe(end.outcome === 'terminated');

  // Our asks stay inside the range and never rise.
  const asks = events.flatMap((e) =>
    e.type === 'history' && e.entry.type === 'rate_countered'
      ? [Number(/\$([\d,]+)/.exec(e.entry.details)![1]!.replace(/,/g, ''))]
      : [],
  );
  for (const ask of asks) {
    expect(ask).toBeGreaterThanOrEqual(range.min);
    expect(ask).toBeLessThanOrEqual(range.max);
  }
  for (let i = 1; i < asks.length; i++) expect(asks[i]).toBeLessThanOrEqual(asks[i - 1]!);

  // A booked rate is at least min, at most max unless the broker itself offered more, and never
  // above what the broker would pay.
  if (end.outcome === 'booked') {
    const rate = end.bookedRate!;
    expect(rate).toBeGreaterThanOrEqual(range.min);
    const firstOffer = events.find(
      (e) => e.type === 'history' && e.entry.type === 'rate_offered',
    ) as Extract<AgentEvent, { type: 'history' }> | undefined;
    const offered = firstOffer
      ? Number(/\$([\d,]+)/.exec(firstOffer.entry.details)![1]!.replace(/,/g, ''))
      : 0;
    if (rate > range.max) expect(rate).toBeLessThanOrEqual(Math.max(offered, range.max));
    if (ceiling !== undefined) expect(rate).toBeLessThanOrEqual(ceiling);
  } else if (end.outcome !== 'terminated') {
    expect(end.bookedRate).toBeNull();
  }

  // Every approval request is resolved exactly once.
  const requested = events.filter((e) => e.type === 'approval_requested').length;
  const resolved = events.filter((e) => e.type === 'approval_resolved').length;
  expect(resolved).toBe(requested);
  expect(requested).toBeLessThanOrEqual(1);

  expect(Number.isInteger(end.durationSec)).toBe(true);
  expect(end.durationSec).toBeGreaterThanOrEqual(0);
}
