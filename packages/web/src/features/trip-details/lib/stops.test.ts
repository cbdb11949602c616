import { describe, expect, it } from 'vitest';
import { makeStop } from '../testing/trip-fixture';
import {
  cityState,
  isPending,
  stopApptTime,
  stopDate,
  stopLabel,
  stopPosition,
  stopStatusText,
} from './stops';

describe('stop card values', () => {
  it('labels by type and order', () => {
    expect(stopLabel(makeStop({ stop_type: 'Delivery', stop_order: 3 }))).toBe('Delivery 3');
  });

  it('reads Picked Up / Delivered for completed stops, the reported status otherwise', () => {
    expect(stopStatusText(makeStop({ stop_type: 'Pickup', deliver_status: 'Completed' }))).toBe(
      'Picked Up',
    );
    expect(stopStatusText(makeStop({ stop_type: 'Delivery', deliver_status: 'Completed' }))).toBe(
      'Delivered',
    );
    expect(stopStatusText(makeStop({ deliver_status: 'On Time' }))).toBe('On Time');
    expect(stopStatusText(makeStop({ deliver_status: '' }))).toBe('-');
  });

  it('is pending only when Pending', () => {
    expect(isPending(makeStop({ deliver_status: 'Pending' }))).toBe(true);
    expect(isPending(makeStop({ deliver_status: 'Arrived' }))).toBe(false);
  });

  it('shows city, state, either alone, or a dash', () => {
    expect(cityState({ city: 'Fresno', state: 'CA' })).toBe('Fresno, CA');
    expect(cityState({ city: '', state: 'CA' })).toBe('CA');
    expect(cityState({ city: 'Fresno', state: ' ' })).toBe('Fresno');
    expect(cityState({ city: '', state: '' })).toBe('-');
  });

  it("formats the appointment in the stop's zone; invalid dates read as a dash or Not Available", () => {
    const stop = makeStop({
      deliver_date: '2026-03-02T16:00:00.000Z',
      timezone: 'America/Chicago',
    });
    expect(stopDate(stop)).toBe('Mar 2, 2026');
    expect(stopApptTime(stop)).toBe('Mar 2, 10:00 CST');
    expect(stopApptTime({ ...stop, deliver_date_end: '2026-03-02T18:30:00.000Z' })).toBe(
      'Mar 2, 10:00 CST - 12:30 CST',
    );
    // After the spring change the same zone reads CDT.
    expect(stopApptTime({ ...stop, deliver_date: '2026-07-02T16:00:00.000Z' })).toBe(
      'Jul 2, 11:00 CDT',
    );
    const bad = makeStop({ deliver_date: 'garbage' });
    expect(stopDate(bad)).toBe('-');
    expect(stopApptTime(bad)).toBe('Not Available');
  });

  it('places stops against the active one', () => {
    expect(stopPosition(1, 2)).toBe('before');
    expect(stopPosition(2, 2)).toBe('active');
    expect(stopPosition(3, 2)).toBe('after');
    expect(stopPosition(1, null)).toBe('after');
  });
});
