import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedStop } from '@fleet/contracts';

/**
 * The load-posting corpus: hand-written postings in the styles of load boards, broker e-mails,
 * text messages and call utterances, each with the values a dispatcher would read off it.
 * In `expected`, a field left out means null (no value); stop fields left out are null too.
 * Dates are relative to CORPUS_NOW.
 */

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = join(CORPUS_DIR, 'screenshots');

/** The corpus was written on Friday 20 November 2026 (US business hours). */
export const CORPUS_NOW = new Date('2026-11-20T15:00:00.000Z');

export type Style = 'table' | 'dark' | 'email' | 'sms';

export interface ExpectedStop {
  cityState: string;
  stopType: ExtractedStop['stopType'];
  appointmentType: ExtractedStop['appointmentType'];
  appointmentDate?: string;
  appointmentTime?: string;
  appointmentWindowStart?: string;
  appointmentWindowEnd?: string;
}

export interface Expected {
  stops: ExpectedStop[];
  originDeadhead?: number;
  totalDistance?: number;
  totalDistanceWithDeadhead?: number;
  brokerOfferedRate?: number;
  ratePerMile?: number;
  ratePerMileWithDeadhead?: number;
  marketRateRange?: { min: number; max: number };
  weight?: number;
  commodity?: string;
  temperature?: number;
  equipmentType?: string;
  specialInstructions?: string;
  referenceNumber?: string;
  brokerPhone?: string;
  brokerExtension?: string;
  brokerName?: string;
  brokerCompany?: string;
}

export interface Posting {
  id: string;
  style: Style;
  text: string;
  options?: { truckLocation?: string };
  expected: Expected;
}

interface RawPosting extends Omit<Posting, 'text'> {
  text: string | string[];
}

export function loadCorpus(): Posting[] {
  const postings: Posting[] = [];
  for (const file of readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const raw = JSON.parse(readFileSync(join(CORPUS_DIR, file), 'utf8')) as {
      postings: RawPosting[];
    };
    for (const p of raw.postings) {
      postings.push({ ...p, text: Array.isArray(p.text) ? p.text.join('\n') : p.text });
    }
  }
  return postings;
}

export function screenshotPath(id: string): string {
  return join(SCREENSHOT_DIR, `${id}.png`);
}
