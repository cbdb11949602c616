import { describe, expect, it } from 'vitest';
import { makeCall } from '../testing/fake-carrier-sales';
import { keepFinalBookings } from './use-campaign-machine';

describe('keepFinalBookings (a read of the calls against what pushes already said)', () => {
  const booked = makeCall({ call_uid: 'c1', booking_status: 'Booked' });
  const rejected = makeCall({ call_uid: 'c2', booking_status: 'Rejected' });
  const negotiating = makeCall({ call_uid: 'c3', booking_status: 'Negotiating' });

  it('keeps a booking a push made final when the read still has the earlier one', () => {
    const read = [
      { ...booked, booking_status: 'Negotiating' as const, conversation: [] },
      { ...rejected, booking_status: 'Not Booked' as const },
      { ...negotiating, booking_status: 'Booked' as const },
    ];
    expect(
      keepFinalBookings(read, [booked, rejected, negotiating]).map((c) => c.booking_status),
    ).toEqual(['Booked', 'Rejected', 'Booked']);
  });

  it('takes everything else from the read: its other fields, its new calls, any read without a cache', () => {
    const read = [
      { ...booked, booking_status: 'Negotiating' as const, carrier_rate: 2100 },
      makeCall({ call_uid: 'c4', booking_status: 'Not Booked' }),
    ];
    const merged = keepFinalBookings(read, [booked]);
    expect(merged[0]).toEqual({ ...read[0], booking_status: 'Booked' });
    expect(merged[1]).toBe(read[1]);
    expect(keepFinalBookings(read, undefined)).toBe(read);
  });
});
