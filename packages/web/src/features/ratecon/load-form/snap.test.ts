import { describe, expect, it } from 'vitest';
import { emptyLoadRecord } from './empty';
import { closestOption, SNAP_MIN_SIMILARITY } from './snap';
import { snapExtractedNames } from './snap-record';

const drivers = [
  { label: 'John Smith', value: 'D-1' },
  { label: 'Maria Garcia', value: 'D-2' },
  { label: 'Joan Smith', value: 'D-3' },
];

describe('closestOption (how an extracted name snaps)', () => {
  it('takes an exact match, ignoring case, punctuation and spacing', () => {
    const customers = [{ label: 'Acme Logistics, Inc.', value: 'C-1' }];
    expect(closestOption('ACME  logistics inc', customers)?.value).toBe('C-1');
  });

  it('snaps a misread name to the closest option', () => {
    expect(closestOption('Maria Garcla', drivers)?.value).toBe('D-2');
    expect(closestOption('Jon Smth', [drivers[0]!, drivers[1]!])?.value).toBe('D-1');
  });

  it('does not snap nonsense or a name too far from every option', () => {
    expect(SNAP_MIN_SIMILARITY).toBe(0.75);
    expect(closestOption('xyz', drivers)).toBeNull();
    expect(closestOption('Sunrise Farms', [{ label: 'Sunset Foods', value: 'C-9' }])).toBeNull();
    expect(closestOption('   ', drivers)).toBeNull();
  });

  it('does not guess between two options equally close', () => {
    // 'Jo n Smith' is one edit from both John Smith and Joan Smith.
    expect(closestOption('Jo_n Smith', drivers)).toBeNull();
  });

  it('never snaps across a different number (a different unit, not a misread)', () => {
    const trucks = [
      { label: 'Truck 103', value: 'T-103' },
      { label: 'Truck 210', value: 'T-210' },
    ];
    expect(closestOption('Truck 102', trucks)).toBeNull();
    expect(closestOption('Truk 103', trucks)?.value).toBe('T-103');
  });
});

describe('snapExtractedNames', () => {
  it('snaps customer, driver, truck and trailer names in one new record and sets their ids', () => {
    const record = {
      ...emptyLoadRecord(),
      customer_name: 'Acme Logistic',
      carrier: {
        ...emptyLoadRecord().carrier,
        driver_name: 'Jon Smith',
        truck: 'Truck 103',
        trailer: 'Nonsense',
      },
    };
    const next = snapExtractedNames(record, {
      customer_id: [{ label: 'Acme Logistics', value: 'C-1' }],
      driver_id: [drivers[0]!, drivers[1]!],
      truck_id: [{ label: 'Truck 103', value: 'T-103' }],
      trailer_id: [{ label: 'Reefer 53', value: 'R-53' }],
    });
    expect(next).toMatchObject({
      customer_name: 'Acme Logistics',
      customer_id: 'C-1',
      carrier: {
        driver_name: 'John Smith',
        driver_id: 'D-1',
        truck: 'Truck 103',
        truck_id: 'T-103',
        trailer: 'Nonsense',
      },
    });
    expect(next.carrier.trailer_id).toBeUndefined();
  });

  it('returns the same record when every name is already an option with its id', () => {
    const record = {
      ...emptyLoadRecord(),
      customer_name: 'Acme Logistics',
      customer_id: 'C-1',
    };
    expect(
      snapExtractedNames(record, { customer_id: [{ label: 'Acme Logistics', value: 'C-1' }] }),
    ).toBe(record);
    // Lookups not answered yet: nothing to snap to.
    expect(snapExtractedNames({ ...record, customer_id: undefined }, {})).toEqual({
      ...record,
      customer_id: undefined,
    });
  });
});
