import { describe, expect, it } from 'vitest';
import { extractEquipment } from './equipment';
import { docOf } from './test-helpers';

describe('extractEquipment', () => {
  it.each([
    ['Truck: V', 'dry_van'],
    ['Equip: R', 'reefer'],
    ['Equip: F', 'flatbed'],
    ['Equipment: V, R', 'dry_van'],
    ["53' dry van", 'dry_van'],
    ["Van 53'", 'dry_van'],
    ['Reefer load', 'reefer'],
    ['Step Deck Load', 'flatbed'],
    ['FB load', 'flatbed'],
    ['Conestoga needed', 'flatbed'],
    ["48' flat needed", 'flatbed'],
    ['26ft box truck', 'box_truck'],
    ['Expedite - Sprinter Van', 'sprinter_van'],
    ['cargo van', 'sprinter_van'],
    ['v 781mi 42k lbs', 'dry_van'],
    ['Truck: \\', 'dry_van'],
  ])('%s → %s', (text, type) => {
    expect(extractEquipment(docOf(text))).toBe(type);
  });

  it('does not read a flat rate or a truck as equipment', () => {
    expect(extractEquipment(docOf('$1,300 flat, truck empty in Memphis'))).toBeNull();
  });
});
