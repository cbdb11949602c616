/**
 * Every layout in generation order, which layouts also get a scanned copy, and each document's
 * seed: shared by generate.ts and the checks, so both draw the very same documents.
 */
import { INVOICE_LAYOUTS, type InvoiceLayout } from './layouts';
import { UNSEEN_LAYOUTS } from './layouts-unseen';
import { UNSEEN_LAYOUTS_2 } from './layouts-unseen-2';
import { UNSEEN_LAYOUTS_3 } from './layouts-unseen-3';
import { UNSEEN_LAYOUTS_4 } from './layouts-unseen-4';
import { UNSEEN_LAYOUTS_5 } from './layouts-unseen-5';
import { UNSEEN_LAYOUTS_6 } from './layouts-unseen-6';
import { UNSEEN_LAYOUTS_7 } from './layouts-unseen-7';
import { UNSEEN_LAYOUTS_8 } from './layouts-unseen-8';
import { UNSEEN_LAYOUTS_9 } from './layouts-unseen-9';
import { UNSEEN_LAYOUTS_10 } from './layouts-unseen-10';
import { UNSEEN_LAYOUTS_11 } from './layouts-unseen-11';
import { UNSEEN_LAYOUTS_12 } from './layouts-unseen-12';

/** The later layouts come after the first ones, so every earlier document keeps its seed. */
export const LAYOUTS: InvoiceLayout[] = [
  ...INVOICE_LAYOUTS,
  ...UNSEEN_LAYOUTS,
  ...UNSEEN_LAYOUTS_2,
  ...UNSEEN_LAYOUTS_3,
  ...UNSEEN_LAYOUTS_4,
  ...UNSEEN_LAYOUTS_5,
  ...UNSEEN_LAYOUTS_6,
  ...UNSEEN_LAYOUTS_7,
  ...UNSEEN_LAYOUTS_8,
  ...UNSEEN_LAYOUTS_9,
  ...UNSEEN_LAYOUTS_10,
  ...UNSEEN_LAYOUTS_11,
  ...UNSEEN_LAYOUTS_12,
];

export const DEFAULT_SEED = 20261126;
export const PER_LAYOUT = 3;

/** Layouts that also get a scanned copy (a different document), dev and held-out. */
export const SCANNED = [
  'fuel-receipt',
  'lumper-receipt',
  'repair-shop',
  'scale-parking',
  'towing',
  'truck-wash',
  'permit-service',
  'roadside-mechanic',
  'crossdock-storage',
  'tractor-rental-return',
  'reefer-washout-cert',
  'estimate-to-invoice',
  'pilot-escort-invoice',
  'toll-by-plate-notice',
  'customs-broker-invoice',
  'equipment-bill-of-sale',
  'irp-registration-invoice',
  'shop-waste-service-ticket',
  'retread-casing-credit-memo',
  'occ-clinic-employer-invoice',
  'truck-lettering-invoice',
  'uniform-rental-invoice',
  'truck-auction-buyer-invoice',
  'yard-dot-inspection-invoice',
];

/** Document `n` of layout `layoutIndex` (the scanned copy is n = PER_LAYOUT). */
export function docSeed(seed: number, layoutIndex: number, n: number): number {
  return (
    ((seed + 7919) ^ Math.imul(layoutIndex + 1, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0
  );
}
