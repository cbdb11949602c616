import { describe, expect, it } from 'vitest';
import { parseCampaignSession } from './campaign-session';
import {
  emptyCampaignLoad,
  missingFields,
  parseRate,
  rangeText,
  stopAppointment,
} from './load-form';
import { canCloseTab, nextLoadName, syncTabs } from './tabs';

describe('tabs', () => {
  it('numbers new loads New Load, New Load 2, ... with the lowest free number', () => {
    expect(nextLoadName([])).toBe('New Load');
    expect(nextLoadName([{ name: 'New Load' }])).toBe('New Load 2');
    expect(nextLoadName([{ name: 'New Load' }, { name: 'New Load 3' }])).toBe('New Load 2');
    expect(nextLoadName([{ name: 'Dallas' }])).toBe('New Load');
  });

  it('closes only unsaved tabs when more than one exists', () => {
    const draft = { key: 'a', name: 'New Load', campaignId: null };
    const saved = { key: 'b', name: 'Run', campaignId: 'camp-1' };
    expect(canCloseTab(draft, 1)).toBe(false);
    expect(canCloseTab(draft, 2)).toBe(true);
    expect(canCloseTab(saved, 2)).toBe(false);
  });

  it('follows the stored ids and never leaves zero tabs', () => {
    const tabs = [
      { key: 'a', name: 'New Load', campaignId: null },
      { key: 'b', name: 'Run', campaignId: 'camp-1' },
    ];
    expect(syncTabs(tabs, ['camp-2'], new Map([['camp-2', 'Other']])).map((t) => t.name)).toEqual([
      'New Load',
      'Other',
    ]);
    const only = syncTabs([{ key: 'b', name: 'Run', campaignId: 'camp-1' }], []);
    expect(only).toHaveLength(1);
    expect(only[0]?.campaignId).toBeNull();
  });

  it('reads only a well-formed session', () => {
    expect(parseCampaignSession('["a","b","a"]')).toEqual(['a', 'b']);
    expect(parseCampaignSession('{"a":1}')).toEqual([]);
    expect(parseCampaignSession('not json')).toEqual([]);
    expect(parseCampaignSession(null)).toEqual([]);
  });
});

describe('load form', () => {
  it('parses desired rates as whole numbers, blank or negative as 0', () => {
    expect(parseRate('1800.9')).toBe(1800);
    expect(parseRate('')).toBe(0);
    expect(parseRate('  ')).toBe(0);
    expect(parseRate('-5')).toBe(0);
    expect(parseRate('abc')).toBe(0);
  });

  it('needs stops, weight, both rates and a commodity', () => {
    const load = emptyCampaignLoad();
    expect(missingFields({ load, rateFrom: '', rateTo: '' })).toEqual([
      'Stops',
      'Weight',
      'Desired Rate',
      'Commodity',
    ]);
    expect(
      missingFields({
        load: { ...load, stops: [], weight: 1, commodity: '  ' },
        rateFrom: '1',
        rateTo: '0',
      }),
    ).toEqual(['Stops', 'Desired Rate', 'Commodity']);
  });

  it('shows appointments and ranges as §2 and §9 say', () => {
    const stop = {
      cityState: 'Dallas, TX',
      appointmentType: 'FCFS' as const,
      appointmentDate: '2026-03-10',
      appointmentTime: null,
      appointmentWindowStart: '08:00',
      appointmentWindowEnd: '12:00',
    };
    expect(stopAppointment(stop)).toBe('2026-03-10 08:00 - 12:00');
    expect(stopAppointment({ ...stop, appointmentType: 'Set', appointmentTime: '14:00' })).toBe(
      '2026-03-10 14:00',
    );
    expect(
      stopAppointment({
        ...stop,
        appointmentDate: null,
        appointmentWindowStart: null,
        appointmentWindowEnd: null,
      }),
    ).toBe('TBD');
    expect(rangeText({ min: 1800, max: 2200.4 })).toBe('$1,800 - $2,200');
    expect(rangeText(null)).toBe('N/A');
  });
});
