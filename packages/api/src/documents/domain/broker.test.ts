import { describe, expect, it } from 'vitest';
import { chooseBroker, domainMatches, looksLikeCompany } from './broker';

describe('the broker', () => {
  it('tells company names from other lines', () => {
    expect(looksLikeCompany('Northwind Freight Brokers')).toBe(true);
    expect(looksLikeCompany('Harbor Lane Logistics, Inc.')).toBe(true);
    expect(looksLikeCompany('Outlook')).toBe(false);
    expect(looksLikeCompany('Printed 03/01/2027')).toBe(false);
    expect(looksLikeCompany('Carrier: Big Rig LLC')).toBe(false);
  });

  it('matches e-mail domains to names (words, two words, initials)', () => {
    expect(domainMatches('ann@northwindfreight.com', 'Northwind Freight Brokers')).toBe(true);
    expect(domainMatches('ann@hll.net', 'Harbor Lane Logistics')).toBe(true);
    expect(domainMatches('ops@gmail.com', 'Northwind Freight Brokers')).toBe(false);
    expect(domainMatches('ops@bigrig-carriers.com', 'Northwind Freight Brokers')).toBe(false);
  });

  it('prefers a company whose e-mail domain agrees over a larger unrelated word, never the carrier', () => {
    const picked = chooseBroker(
      [
        { name: 'Outlook', score: 0.6 },
        { name: 'Big Rig Carriers LLC', score: 0.6 },
        { name: 'Northwind Freight Brokers', score: 0.55 },
      ],
      ['dispatch@bigrig.com', 'ann.lee@northwindfreight.com'],
      ['Big Rig Carriers LLC'],
    );
    expect(picked?.name).toBe('Northwind Freight Brokers');
    expect(picked!.score).toBeGreaterThan(0.6);
    expect(
      chooseBroker([{ name: 'Big Rig Carriers LLC', score: 0.9 }], [], ['big rig carriers llc']),
    ).toBeNull();
  });
});
