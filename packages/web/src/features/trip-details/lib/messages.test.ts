import type { DetentionDetail } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { makeDetentionRecord, makeTrip } from '../testing/trip-fixture';
import { visibleDetention } from './detention';
import { APPROVAL_LINE, customerMessages } from './messages';

const detail = makeDetentionRecord().detention_detail as DetentionDetail;

function tripWith(status: DetentionDetail['status'], loss = false) {
  const record = loss
    ? makeDetentionRecord({
        is_on_time: false,
        is_loss: true,
        detention_detail: null,
        loss_detail: { ...detail, status, late_duration_total: 25 },
      })
    : makeDetentionRecord({ detention_detail: { ...detail, status } });
  const trip = makeTrip({ detention: [record] });
  return { trip, items: visibleDetention(trip.detention, trip.stops) };
}

describe('customer messages', () => {
  it('pre-detention: names the trip, the stop, the arrival, free time end and rate', () => {
    const { trip, items } = tripWith('PRE_DETENTION');
    const [message, ...rest] = customerMessages(trip, items, false);
    expect(rest).toEqual([]);
    expect(message?.title).toBe('Pre-Detention Message (Delivery 2)');
    expect(message?.text).toContain('trip #T1001');
    expect(message?.text).toContain('Valley Foods (Delivery 2, Phoenix, AZ)');
    expect(message?.text).toContain('Mar 3, 06:50 MST');
    expect(message?.text).toContain('Free time ends at Mar 3, 09:00 MST');
    expect(message?.text).toContain('$75 per hour');
    expect(message?.text).toContain('unloaded');
  });

  it('pre-loss: says how late the driver was', () => {
    const { trip, items } = tripWith('PRE_LOSS', true);
    const [message] = customerMessages(trip, items, false);
    expect(message?.title).toBe('Pre-Loss Message (Delivery 2)');
    expect(message?.text).toContain('25m after the');
  });

  it('in-detention: gives the time and amount so far', () => {
    const { trip, items } = tripWith('IN_DETENTION');
    const [message] = customerMessages(trip, items, false);
    expect(message?.title).toBe('In-Detention Message (Delivery 2)');
    expect(message?.text).toContain('1h 30m so far ($112.50)');
  });

  it('in-loss: asks when the truck will be worked', () => {
    const { trip, items } = tripWith('IN_LOSS', true);
    const [message] = customerMessages(trip, items, false);
    expect(message?.title).toBe('In-Loss Message (Delivery 2)');
    expect(message?.text).toContain('3h 30m so far');
  });

  it('completed trip with detention: one message ending with the approval line', () => {
    const { trip, items } = tripWith('POST_DETENTION');
    const messages = customerMessages(trip, items, true);
    expect(messages.map((m) => m.title)).toEqual(['Completed Trip Message']);
    const text = messages[0]?.text ?? '';
    expect(text.endsWith('Please approve the detention payment.')).toBe(true);
    expect(text).toContain(
      '- Valley Foods (Delivery 2, Phoenix, AZ): 1h 30m of detention, $112.50',
    );
    expect(text).toContain('Total detention: 1h 30m at $75 per hour, $112.50.');
    expect(APPROVAL_LINE).toBe('Please approve the detention payment.');
  });

  it('no completed message without a detention amount, no pre/in messages once completed', () => {
    const { trip, items } = tripWith('PRE_DETENTION');
    const summary = trip.detention_summary;
    if (!summary) throw new Error('fixture');
    const zero = { ...trip, detention_summary: { ...summary, detention_total_amount: 0 } };
    expect(customerMessages(zero, items, true)).toEqual([]);
    expect(customerMessages({ ...trip, detention_summary: null }, items, true)).toEqual([]);
  });

  it('no messages for departed stops of an active trip', () => {
    const { trip, items } = tripWith('POST_DETENTION');
    expect(customerMessages(trip, items, false)).toEqual([]);
  });
});
