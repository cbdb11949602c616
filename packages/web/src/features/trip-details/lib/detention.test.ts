import type { DetentionDetail } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { makeDetentionRecord, makeTrip } from '../testing/trip-fixture';
import { clockStartsAtArrival, detentionBadge, formatZoned, visibleDetention } from './detention';

describe('detention badges', () => {
  it.each([
    ['PRE_DETENTION', 'PRE-DETENTION', '#5c6b1f'],
    ['IN_DETENTION', 'IN-DETENTION', '#237032'],
    ['POST_DETENTION', 'DETENTION', '#1864ab'],
    ['PRE_LOSS', 'PRE-LOSS', '#a6570b'],
    ['IN_LOSS', 'IN-LOSS', '#c92a2a'],
    ['POST_LOSS', 'LOSS', '#862e9c'],
  ] as const)('%s shows %s', (status, label, color) => {
    expect(detentionBadge(status)).toEqual({ label, color });
  });

  it('hides NOT_DETENTION and NOT_LOSS', () => {
    expect(detentionBadge('NOT_DETENTION')).toBeNull();
    expect(detentionBadge('NOT_LOSS')).toBeNull();
  });
});

describe('visibleDetention', () => {
  it('keeps visible records with their stop, in stop order', () => {
    const trip = makeTrip();
    const base = makeDetentionRecord();
    const detail = base.detention_detail as DetentionDetail;
    const records = [
      makeDetentionRecord({ stop_id: 'stop-3' }),
      makeDetentionRecord({
        stop_id: 'stop-1',
        detention_detail: { ...detail, status: 'NOT_DETENTION' },
      }),
      makeDetentionRecord({
        stop_id: 'stop-2',
        is_on_time: false,
        is_loss: true,
        detention_detail: null,
        loss_detail: { ...detail, status: 'PRE_LOSS' },
      }),
    ];
    const items = visibleDetention(records, trip.stops);
    expect(items.map((i) => [i.stop?.stop_order, i.badge.label])).toEqual([
      [2, 'PRE-LOSS'],
      [3, 'IN-DETENTION'],
    ]);
  });
});

describe('detention times', () => {
  it("formats a time in its stop's zone, else at the record's offset", () => {
    const at = { utc_datetime: '2026-03-03T13:50:00.000Z', offset_minutes: -420 };
    expect(formatZoned(at, 'America/Phoenix')).toBe('Mar 3, 06:50 MST');
    expect(formatZoned(at, 'America/Chicago')).toBe('Mar 3, 07:50 CST');
    expect(formatZoned(at)).toBe('Mar 3, 06:50 UTC-07:00');
    expect(formatZoned({ ...at, offset_minutes: 330 })).toBe('Mar 3, 19:20 UTC+05:30');
    expect(formatZoned(null)).toBe('-');
  });

  it('tells a clock started at arrival from one started at the appointment', () => {
    const record = makeDetentionRecord();
    const detail = record.detention_detail as DetentionDetail;
    expect(clockStartsAtArrival(record, detail)).toBe(false);
    expect(clockStartsAtArrival(record, { ...detail, start_time: '2026-03-03T13:50:00Z' })).toBe(
      true,
    );
  });
});
