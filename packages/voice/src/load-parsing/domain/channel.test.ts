import { describe, expect, it } from 'vitest';
import { segmentChannel } from './channel';
import { brief } from './fields/test-helpers';
import { parseText } from './parse-text';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });

describe('team-chat channel copies', () => {
  it('takes headers, reactions and reply counts off; the sender with the load is the broker', () => {
    const seg = segmentChannel([
      'Nora Vance  7:02 AM',
      'Boise ID to Ogden UT, pu 11/24 0800, 300 mi, $1,000',
      ':thumbsup: 2  :eyes: 1',
      '2 replies  Last reply 7:30 AM',
      'bob_carrier  7:10 AM',
      'still open?',
    ]);
    expect(seg.sender).toBe('Nora Vance');
    expect(seg.lines).toEqual(['Boise ID to Ogden UT, pu 11/24 0800, 300 mi, $1,000']);
  });

  it('never reads a post time as an appointment', () => {
    const text = [
      'Nora Vance  7:02 AM',
      'Boise, ID -> Ogden, UT, pu 11/24 0800, 300 mi, $1,000',
      'Nora Vance  7:15 AM',
      'call me 208-555-0150',
    ].join('\n');
    expect(parse(text).loadDetails.stops.map(brief)[0]).toBe(
      'Boise, ID PICKUP APPT 2026-11-24 08:00',
    );
    expect(parse(text).callDetails.brokerName).toBe('Nora Vance');
  });

  it('knows Discord and Teams headers and bracketed stamps', () => {
    for (const head of [
      ['Nora Vance — Today at 7:02 AM'],
      ['Nora Vance', 'Yesterday 7:02 PM'],
      ['[11/20 7:02 AM] Nora Vance'],
    ]) {
      const text = [
        ...head,
        'Boise, ID -> Ogden, UT, 11/24 0800, 300 mi, $1,000',
        'bob — Today at 7:05 AM',
        'ok?',
      ];
      expect(segmentChannel(text).sender, head.join(' / ')).toBe('Nora Vance');
    }
    expect(
      segmentChannel([
        '[2026-11-20 07:02] nora.v: Boise, ID -> Ogden, UT $1,000',
        '[2026-11-20 07:03] nora.v: 300 mi',
      ]).lines,
    ).toEqual(['Boise, ID -> Ogden, UT $1,000', '300 mi']);
  });

  it("reads the broker's later correction first, without the value it replaces", () => {
    const text = [
      'Nora Vance  7:02 AM',
      'Boise, ID -> Ogden, UT',
      'PU 11/24 0800, DEL 11/24 appt 1500',
      '300 mi, $1,000 all in',
      'Nora Vance  7:40 AM',
      'update: rate is now $1,100 and delivery is 11/24 appt 16:00 not 15:00',
    ].join('\n');
    const data = parse(text);
    expect(data.loadDetails.brokerOfferedRate).toBe(1100);
    expect(data.loadDetails.stops.map(brief)[1]).toBe('Ogden, UT DELIVERY APPT 2026-11-24 16:00');
  });

  it("reads a screenshot's copy: one space before the time, a window title above", () => {
    const seg = segmentChannel([
      'Load Details',
      'Nora Vance 7:02 AM',
      'Boise, ID > Ogden, UT, 300 mi, $1,000',
      'bob — Today at 7:05 AM',
      'ok?',
    ]);
    expect(seg.sender).toBe('Nora Vance');
    // A route written with '>' inside a message stays.
    expect(seg.lines).toEqual(['Boise, ID > Ogden, UT, 300 mi, $1,000']);
  });

  it("never takes a stop's word before a time for a sender", () => {
    const lines = ['Pickup 8:00 AM', 'Boise, ID', 'Delivery 3:00 PM', 'Ogden, UT'];
    expect(segmentChannel(lines)).toEqual({ lines, sender: null });
  });

  it('leaves text without headers alone', () => {
    const lines = ['Boise, ID -> Ogden, UT', '300 mi $1,000'];
    expect(segmentChannel(lines)).toEqual({ lines, sender: null });
  });
});
