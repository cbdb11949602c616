/**
 * Every layout in generation order, which layouts also get a scanned copy, and each document's
 * seed: shared by generate.ts and the checks, so both draw the very same documents.
 */
import { LAYOUTS as FIRST_LAYOUTS, type Layout } from './layouts';
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
import { UNSEEN_LAYOUTS_13 } from './layouts-unseen-13';

/** The later layouts come after the first ones, so every earlier document keeps its seed. */
export const LAYOUTS: Layout[] = [
  ...FIRST_LAYOUTS,
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
  ...UNSEEN_LAYOUTS_13,
];

export const DEFAULT_SEED = 20261126;
export const PER_LAYOUT = 3;

/** Layouts that also get a scanned copy (a different load), dev and held-out. */
export const SCANNED = [
  'blocks-2col',
  'word-sheet',
  'stacked-sections',
  'dispatch-sheet',
  'tms-mono',
  'email-print',
  'tender-band',
  'multi-drop-route',
  'rate-sheet-grid',
  'dot-leader-form',
  'letter-bullets',
  'shipper-receiver-boxes',
  'rep-card-all-in',
  'flat-rate-sentence-letter',
  'revised-superseded-rates',
  'origin-dest-net-pay',
  'dedicated-lane-serif',
  'narrow-stop-lines',
  'checkbox-fill-form',
  'hazmat-placard-sheet',
  'per-ton-van-securement',
  'reefer-dual-scale-temp-table',
  'origin-dest-grid-appointments',
  'rate-in-acceptance-block',
  'email-cover-numbered-stops',
  'timeline-pay-by-stop',
];

/** Document `n` of layout `layoutIndex` (the scanned copy is n = PER_LAYOUT). */
export function docSeed(seed: number, layoutIndex: number, n: number): number {
  return (seed ^ Math.imul(layoutIndex + 1, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0;
}
