import { describe, expect, it, vi } from 'vitest';
import { pasteProblem } from '../api/parse-load-details';
import {
  BOOKING_SESSION_KEY,
  createBookingSession,
  parseBookingSession,
  watchBookingSession,
} from './booking-session';
import { readPaste } from './clipboard';
import { ceilCents, formatMoney, formatRateRange, ratePerMile } from './money';
import { readTruckDetails, TRUCK_DETAILS_KEY, writeTruckDetails } from './truck-details';

describe('money', () => {
  it('rounds rate per mile up to the cent, ignoring float noise', () => {
    expect(ceilCents(2.3601)).toBe(2.37);
    expect(ceilCents(1.1)).toBe(1.1);
    expect(ceilCents(2)).toBe(2);
    expect(ratePerMile({ ratePerMile: 2.341 })).toBe(2.35);
    expect(ratePerMile({ brokerOfferedRate: 1850, totalDistance: 781 })).toBe(2.37);
    expect(ratePerMile({ brokerOfferedRate: 1850, totalDistance: 0 })).toBeNull();
  });

  it('shows currency with $ and 2 decimals', () => {
    expect(formatMoney(1850)).toBe('$1,850.00');
    expect(formatMoney(2.5)).toBe('$2.50');
    expect(formatMoney(null)).toBe('N/A');
    expect(formatRateRange({ min: 1800, max: 2100 })).toBe('$1,800.00 - $2,100.00');
    expect(formatRateRange({ min: 0, max: 0 })).toBe('N/A');
  });
});

describe('truck details storage', () => {
  it('keeps complete truck details and ignores anything else', () => {
    const truck = {
      location: 'Dallas, TX',
      date: '2026-03-10',
      time: { hour: 7, minutes: 5 },
      equipmentType: 'reefer' as const,
    };
    writeTruckDetails(truck);
    expect(readTruckDetails()).toEqual(truck);
    window.localStorage.setItem(TRUCK_DETAILS_KEY, JSON.stringify({ ...truck, date: '' }));
    expect(readTruckDetails()).toBeNull();
    window.localStorage.setItem(
      TRUCK_DETAILS_KEY,
      JSON.stringify({ ...truck, time: { hour: 25, minutes: 0 } }),
    );
    expect(readTruckDetails()).toBeNull();
    window.localStorage.setItem(TRUCK_DETAILS_KEY, '{oops');
    expect(readTruckDetails()).toBeNull();
  });
});

describe('pastes', () => {
  const clipboard = (items: { kind: string; type: string; file?: File }[], text = '') => ({
    items: items.map((item) => ({
      kind: item.kind,
      type: item.type,
      getAsFile: () => item.file ?? null,
    })) as unknown as DataTransferItemList,
    getData: (type: string) => (type === 'text/plain' ? text : ''),
  });

  it('takes images first, then text; blank or other files are nothing', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    expect(readPaste(clipboard([{ kind: 'file', type: 'image/png', file: png }], 'text'))).toEqual({
      type: 'image',
      images: [png],
    });
    expect(readPaste(clipboard([], 'Dallas to Atlanta'))).toEqual({
      type: 'text',
      text: 'Dallas to Atlanta',
    });
    expect(readPaste(clipboard([], '  \n '))).toBeNull();
    expect(readPaste(clipboard([{ kind: 'file', type: 'application/pdf', file: png }]))).toBeNull();
    expect(readPaste(null)).toBeNull();
  });

  it('refuses what the service would refuse before sending it', () => {
    expect(pasteProblem({ type: 'text', text: 'x'.repeat(20_000) })).toBeNull();
    expect(pasteProblem({ type: 'text', text: 'x'.repeat(20_001) })).toBe(
      'Pasted text is too long: at most 20,000 characters.',
    );
    const big = new Blob([new Uint8Array(8 * 1024 * 1024 + 1)]);
    expect(pasteProblem({ type: 'image', images: [big] })).toBe(
      'A pasted image is too large: at most 8 MB.',
    );
    const small = new Blob(['x']);
    expect(pasteProblem({ type: 'image', images: Array(6).fill(small) })).toBe(
      'Too many pasted images: at most 5.',
    );
  });
});

describe('booking session', () => {
  it('keeps unique ids in localStorage and tells subscribers', () => {
    const session = createBookingSession();
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.add('a');
    session.add('a');
    session.add('b');
    expect(window.localStorage.getItem(BOOKING_SESSION_KEY)).toBe('["a","b"]');
    expect(session.getIds()).toBe(session.getIds());
    session.remove('a');
    expect(session.getIds()).toEqual(['b']);
    session.clear();
    expect(window.localStorage.getItem(BOOKING_SESSION_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKING_SESSION_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(5);
    stop();
  });

  it("hears only the other tabs' writes", () => {
    const session = createBookingSession();
    const heard = vi.fn();
    const stop = watchBookingSession(session, heard);
    session.add('a');
    expect(heard).not.toHaveBeenCalled();
    window.localStorage.setItem(BOOKING_SESSION_KEY, '["a","b"]');
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKING_SESSION_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(heard).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    stop();
    session.clear();
  });

  it('ignores junk in storage', () => {
    expect(parseBookingSession('not json')).toEqual([]);
    expect(parseBookingSession('{"a":1}')).toEqual([]);
    expect(parseBookingSession('["x","x",""]')).toEqual([]);
    expect(parseBookingSession('["x","x"]')).toEqual(['x']);
  });
});
