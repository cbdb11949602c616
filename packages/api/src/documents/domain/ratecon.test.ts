import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateconCorpus } from '../../../test-fixtures/ratecon-corpus/index';
import { scoreLoad } from '../../../test-fixtures/ratecon-corpus/score';
import { accuracy, type FieldResult } from '../../../test-fixtures/shared/score-core';
import { extractRateConfirmation } from './extract';
import { closeOcr } from './ocr';
import { createParsePool } from './parse-pool';

/**
 * Extraction over the dev split only (the held-out layouts are scored by bench/ and never looked
 * at here): per layout, field-level accuracy.
 */
describe('rate-confirmation extraction (dev split)', () => {
  const pool = createParsePool({ timeoutMs: 20_000 });
  afterAll(async () => {
    await pool.close();
    await closeOcr();
  });
  const dev = loadRateconCorpus('dev');
  // The workers load pdf.js once, before the timed tests (the machine may be busy).
  beforeAll(async () => {
    const first = dev.find((d) => !d.scanned)!;
    await extractRateConfirmation(pool, {
      fileName: 'warm.pdf',
      bytes: first.pdf(),
      accountId: 'a',
    });
  }, 120_000);
  const layouts = [...new Set(dev.map((d) => d.layout))];
  // Layouts measured once as held out and moved to dev after this round's rules were started:
  // a floor at what the rules read today (text), raised as their failure classes are closed;
  // every other layout is held at 97 %. The five layouts of layouts-unseen-12.ts (measured once
  // at 89.85 %) moved in before round 14, two of them below 97 % as text (rate in an acceptance
  // block 95.6 %, calendar-tile itinerary 53.1 %); both read 100 % after round 14's readings, so
  // no layout is below 97 % today.
  const KNOWN_GAPS: Record<string, number> = {};

  for (const layout of layouts) {
    const floor = KNOWN_GAPS[layout] ?? 0.97;
    it(`${layout}: text PDFs at ≥ ${Math.round(floor * 100)} % of fields, a confidence for every field filled`, async () => {
      const results: FieldResult[] = [];
      for (const doc of dev.filter((d) => d.layout === layout && !d.scanned)) {
        const { parsedData } = await extractRateConfirmation(pool, {
          fileName: `${doc.id}.pdf`,
          bytes: doc.pdf(),
          accountId: 'a',
        });
        results.push(...scoreLoad(doc.id, doc.expected(), parsedData));
        // Every value filled has a confidence in 0..1.
        const filled = [
          ...Object.entries(parsedData)
            .filter(([k, v]) => !['stops', 'carrier', 'confidence'].includes(k) && v !== null)
            .map(([k]) => k),
          ...Object.entries(parsedData.carrier)
            .filter(([, v]) => v !== null)
            .map(([k]) => `carrier.${k}`),
          ...parsedData.stops.flatMap((s, i) =>
            Object.entries(s)
              .filter(([, v]) => v !== null)
              .map(([k]) => `stops.${i}.${k}`),
          ),
        ];
        for (const path of filled) {
          expect(parsedData.confidence[path], path).toBeGreaterThan(0);
          expect(parsedData.confidence[path], path).toBeLessThanOrEqual(1);
        }
      }
      expect(accuracy(results).overall).toBeGreaterThanOrEqual(floor);
    }, 120_000);
  }

  it('a scanned confirmation is read by OCR', async () => {
    const scans = dev.filter((d) => d.scanned && !(d.layout in KNOWN_GAPS));
    const doc = scans.find((d) => d.pages === 1) ?? scans[0]!;
    const result = await extractRateConfirmation(pool, {
      fileName: `${doc.id}.pdf`,
      bytes: doc.pdf(),
      accountId: 'a',
    });
    expect(result.ocrPages).toBe(doc.pages);
    expect(accuracy(scoreLoad(doc.id, doc.expected(), result.parsedData)).overall).toBeGreaterThan(
      0.8,
    );
  }, 120_000);
});
