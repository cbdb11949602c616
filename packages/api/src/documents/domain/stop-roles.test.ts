import { describe, expect, it } from 'vitest';
import { foldBilingualTitle, roleMentioned, roleTitle } from './stop-roles';

describe('stop roles', () => {
  it.each([
    ['Pickup', 'Pickup', ''],
    ['01 PU', 'Pickup', ''],
    ['2. Consignee', 'Delivery', ''],
    ['Stop 3 - Drop', 'Delivery', ''],
    ['#4 Receiver', 'Delivery', ''],
    ['Ship From:', 'Pickup', ':'],
    ['Deliver to: Lakeside Foods', 'Delivery', ': Lakeside Foods'],
    ['Load at', 'Pickup', ''],
    ['P/U 1', 'Pickup', '1'],
    ['D2', 'Delivery', ''],
    ['Origin', 'Pickup', ''],
    ['DESTINATION', 'Delivery', ''],
    ['2nd Pickup', 'Pickup', ''],
    ['Final Delivery:', 'Delivery', ':'],
    ['STOP 3 · DROP 1 of 2', 'Delivery', '1 of 2'],
    ['Stop 5 | Final Drop (3 of 3)', 'Delivery', '(3 of 3)'],
    ['Entrega', 'Delivery', ''],
    ['ADDL PICKUP', 'Pickup', ''],
    ['Stop 1 (LD)', 'Pickup', ''],
    ['STOP 2 - UL', 'Delivery', ''],
    ['Stop 3: Live Unload', 'Delivery', ''],
    ['Stop 4 (LL) Acme Foods', 'Pickup', 'Acme Foods'],
    ['Additional Drop:', 'Delivery', ':'],
    ['Livraison:', 'Delivery', ':'],
    ['Expéditeur', 'Pickup', ''],
    ['ORIGEN / ORIGIN', 'Pickup', ''],
    ['RECOLECCIÓN / PICKUP — Parada 2 / Stop 2', 'Pickup', '— Stop 2'],
  ])('%s is a %s title', (text, role, rest) => {
    expect(roleTitle(text)).toEqual({ role, rest });
  });

  it.each([
    'LD',
    'UL 1',
    'Stop 2 Ludlow Farms',
    'PU7781',
    'Delaware Cold Storage',
    'Pickering Farms',
    'Dropbox receipt',
    '12 Main St',
  ])('%s is no title (a word that only starts like one)', (text) => {
    expect(roleTitle(text)).toBeNull();
  });

  it('finds the role named inside a stop, ignoring reference labels that name both', () => {
    expect(roleMentioned('Type: Drop · dock 4')).toBe('Delivery');
    expect(roleMentioned('Shipper hours 8-4')).toBe('Pickup');
    expect(roleMentioned('Pickup/Delivery # 4471')).toBeNull();
    expect(roleMentioned('PU# 5521 at the consignee gate')).toBe('Delivery');
    expect(roleMentioned('Lakeside Foods, 5 Dock Rd')).toBeNull();
  });

  it('says a two-language title once, and leaves other slashes alone', () => {
    expect(foldBilingualTitle('DESTINO / DESTINATION - Arrêt 3 / Stop 3')).toBe('DESTINO - Stop 3');
    expect(foldBilingualTitle('Pickup / Delivery #')).toBe('Pickup / Delivery #');
    expect(foldBilingualTitle('Tractor / Trailer')).toBe('Tractor / Trailer');
  });
});
