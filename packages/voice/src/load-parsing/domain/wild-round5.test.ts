import { describe, expect, it } from 'vitest';
import { checkLoadText } from './input-checks';
import { parseText } from './parse-text';

/**
 * Issue 18, fifth round on the wild corpus (the spent fourth held-out split moved into dev):
 * general behaviours of contacts, equipment, deadhead, spoken postings, multi-stop lists and rate
 * changes, each shown on made-up postings (not corpus text).
 */

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(checkLoadText(text), { now: NOW });
const load = (text: string) => parse(text).loadDetails;
const call = (text: string) => parse(text).callDetails;

describe('who the broker is', () => {
  it('drops the words before a company name (posted by, call, contact)', () => {
    expect(
      call(
        'Erie, PA → Albany, NY\nVan · 380 mi · $900\nPosted by Lakeview Freight Group · 814-555-0101',
      ).brokerCompany,
    ).toBe('Lakeview Freight Group');
    expect(
      call(
        'Erie, PA → Albany, NY\nVan · 380 mi · $900\nCall Lakeview Expedite Board 814-555-0101 to book',
      ).brokerCompany,
    ).toBe('Lakeview Expedite Board');
  });

  it('knows expedite, courier, supply, distribution and specialized outfits as companies', () => {
    for (const company of [
      'Harbor Expedited',
      'Metro Courier',
      'Prairie Parts Supply',
      'Coastal Furniture Distribution',
      'Ridge Specialized',
      'Gulf Drayage',
      'Summit Consolidators',
    ]) {
      const c = call(
        `Erie, PA to Albany, NY\nVan, 380 mi, $900 flat\n${company} – Dana – 814-555-0101`,
      );
      expect(c.brokerCompany, company).toBe(company);
      expect(c.brokerName, company).toBe('Dana');
    }
  });

  it('takes no desk or department for the company or the name', () => {
    const a = call(
      'Erie, PA to Albany, NY, $900\nContact: Heavy Haul Desk – Ridge Specialized – 814-555-0101',
    );
    expect(a.brokerCompany).toBe('Ridge Specialized');
    expect(a.brokerName).toBeNull();
    const b = call(
      'Erie, PA to Albany, NY, $900\n\nPrairie Tractor Logistics – Shipping Dept\n814-555-0101',
    );
    expect(b.brokerCompany).toBe('Prairie Tractor Logistics');
  });
});

describe('equipment', () => {
  it('asks for no trailer on a power-only load, whatever trailer it names', () => {
    for (const text of [
      "POWER ONLY – Erie, PA to Albany, NY – customer's 53' dry van, preloaded – $900",
      "Tractor only: hook to our loaded 48' flatbed in Erie, PA, deliver Albany, NY, $900",
      "PO needed: pull an empty 53' reefer trailer from Erie, PA to Albany, NY, $900",
      'Equip\tOrigin\tDest\tRate\nPO\tErie, PA\tAlbany, NY\t$900',
    ])
      expect(load(text).equipmentType, text).toBeNull();
    // A purchase order is no power-only load.
    expect(load('Erie, PA to Albany, NY, dry van, PO 44810, $900').equipmentType).toBe('dry_van');
  });

  it('reads expedite and heavy-haul codes and a length before the code', () => {
    const row = (code: string) =>
      load(`Veh\tOrigin\tDest\tPay\n${code}\tErie, PA\tAlbany, NY\t$900`).equipmentType;
    expect(row('C/V')).toBe('sprinter_van');
    expect(row('S/T')).toBe('box_truck');
    expect(row('F-OD')).toBe('flatbed');
    expect(row('SD-OW')).toBe('flatbed');
    expect(load('TEAM ST 24ft – Erie PA → Albany NY – $900').equipmentType).toBe('box_truck');
    expect(load('Erie PA → Albany NY | 53V | 26,000 lb | $900').equipmentType).toBe('dry_van');
    expect(load('Erie PA → Albany NY | 53R | 26,000 lb | $900').equipmentType).toBe('reefer');
  });
});

describe('deadhead', () => {
  it('reads how far the pickup is from the truck as the deadhead, not the trip', () => {
    const a = load(
      'Pickup: Erie, PA (about 45 mi from your truck)\nDelivery: Albany, NY\n380 miles · $900',
    );
    expect(a.originDeadhead).toBe(45);
    expect(a.totalDistance).toBe(380);
    const b = load('Erie, PA → Albany, NY\n380 mi · $900 · 18 mi from you');
    expect(b.originDeadhead).toBe(18);
    expect(b.totalDistance).toBe(380);
  });
});
