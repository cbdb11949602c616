import { afterAll, describe, expect, it } from 'vitest';
import { loadInvoiceCorpus } from '../../../test-fixtures/invoice-corpus/index';
import { accuracy, scoreInvoice } from '../../../test-fixtures/invoice-corpus/score';
import { closeOcr } from '../domain/ocr';
import { createParsePool } from '../domain/parse-pool';
import { extractInvoice } from './extract-invoice';

/**
 * The invoice reader over the corpus's dev split (the held-out layouts are scored only by
 * bench/invoice-extraction.ts, never here). Floors are what the reader reaches, a little under:
 * text PDFs 97.6-100 % per layout when measured (99.94 % overall after round 5: the layouts
 * spent in rounds 4 and 5 at 100 %, truck-stop-charge 97.6 % for its fine print read as notes), so no
 * text layout needs a known gap. Scanned documents: OCR misreads digits and names; a layout under
 * 97 % is listed in KNOWN_SCAN_GAPS at what it reaches now, rounded down, and why.
 */
const pool = createParsePool({ workers: 2, perAccount: 2, timeoutMs: 60_000 });
afterAll(async () => {
  await pool.close();
  await closeOcr();
});

const dev = loadInvoiceCorpus('dev');

/**
 * Each document is read once per file: the scanned-PDF test and the receipt test check the same
 * OCR of the receipt (2–3 s of tesseract each time), so the second asks for what the first read.
 */
const extractions = new Map<string, ReturnType<typeof extractInvoice>>();
function extract(doc: (typeof dev)[number]): ReturnType<typeof extractInvoice> {
  let result = extractions.get(doc.id);
  if (!result) {
    result = extractInvoice(pool, {
      fileName: `${doc.id}.pdf`,
      bytes: doc.pdf(),
      accountId: 'corpus',
    });
    extractions.set(doc.id, result);
  }
  return result;
}

/**
 * Text layouts under 97 % (none after round 13: the five moved in before it read 98.1-100 %
 * after it); a layout listed here is held to its own floor.
 */
const KNOWN_GAPS: Record<string, number> = {};

/**
 * Text documents whose totals the reader finds not adding up (it flags the mismatch rather than
 * invent a figure); every other text document must add up. None now (the service ticket moved in
 * before round 11 adds up since its hand-written numbers are read beside their titles).
 */
const KNOWN_TOTALS_MISMATCHES = new Set<string>([]);

/** Scanned layouts under 97 %, at what they reach (measured after round 4), and why. */
const KNOWN_SCAN_GAPS: Record<string, number> = {
  'fuel-receipt': 0.84, // OCR: "LLe", digits of a phone and a card number
  'scale-parking': 0.84, // OCR: "us" for MS, digits of a phone
  'roadside-mechanic': 0.83, // OCR: a header of two titles read into the first row, "3/8 x 15 ft"
  'crossdock-storage': 0.91, // OCR: digits in a phone, an e-mail, a city, a date range
  'truck-wash': 0.93, // OCR: digits of a phone and a name
  'tractor-rental-return': 0.94, // OCR: "Dmiti", "retuned" (letters lost in words)
  'permit-service': 0.96, // OCR: the number "PS5-…", the letterhead name read as noise
  // OCR of a small half-letter ticket at 144 dpi: letters of the e-mail and a description,
  // a digit of the phone (round 5: 52.8 -> 91.7 % by the receipt-row and tax-rate repairs).
  'reefer-washout-cert': 0.91,
  // Moved into dev in round 7 (layouts-unseen-5): OCR lost the one-letter job codes ("D") and
  // the spaces between words of the note; and the spaces in one description.
  'estimate-to-invoice': 0.9,
  'pilot-escort-invoice': 0.94,
  // Moved into dev in round 8 (layouts-unseen-6): "4.85" for 4.65 (several rows could take the
  // digit back, so the sums do not say which), "Cenval", two words run together.
  'toll-by-plate-notice': 0.95,
  // Moved into dev in round 9 (layouts-unseen-7): the quantity title read as "ary]" and its
  // small digits lost, "GT71." for GTZL, the rep's name run into "accountrepumes"; a trade-in
  // allowance read as "(2.90.00)", a row's text OCR set under its numbers with noise in it.
  // (Round 12: the quantities under the title OCR read "ary" are amount ÷ rate: 79.7 -> 90.6 %.)
  'customs-broker-invoice': 0.9,
  'equipment-bill-of-sale': 0.7,
  // Moved into dev before round 10 (layouts-unseen-8): 26.3 -> 78.9 % in round 10 (rows split
  // over two baselines joined, amounts' points and digits repaired); OCR lost the state codes
  // ("AR Arkansas" read "Arkansas"), a digit of a date, "01d" for Old, a cents pair ("a9.").
  'irp-registration-invoice': 0.78,
  // Moved into dev before round 11 (layouts-unseen-9): 86.4 -> 90.9 % in round 11 (numbers read
  // beside their titles, the signed statement no note); OCR of the hand-written script (names,
  // the comment).
  'shop-waste-service-ticket': 0.9,
  // Moved into dev before round 12 (layouts-unseen-10): the credit memo 40.0 -> 96.7 % (points
  // read as gaps before a credit's minus, a lost minus, a count a digit short; left: OCR's letters
  // in the codes); the clinic's 50.0 -> 83.3 % (a value on the next baseline, a date without its
  // slashes, the fee column as the price though OCR misread two of its rows; left: those two rows,
  // dates and words OCR ran together).
  'retread-casing-credit-memo': 0.96,
  'occ-clinic-employer-invoice': 0.83,
  // Moved into dev before round 13 (layouts-unseen-11): the lettering scan 86.4 -> 93.2 % (hours
  // whose point OCR lost, a price whose cents it lost; left: the invoice number, a state code, a
  // description); the uniform scan 87.5 % (left: the due date, a quantity title read "BILL", two
  // rows OCR merged).
  'truck-lettering-invoice': 0.93,
  'uniform-rental-invoice': 0.87,
};
describe('invoice extraction over the dev corpus', () => {
  it('text PDFs: ≥ 99.97 % of fields overall and ≥ 97 % in every layout (or its known gap), a confidence for every field filled', async () => {
    const byLayout = new Map<string, ReturnType<typeof scoreInvoice>>();
    for (const doc of dev.filter((d) => !d.scanned)) {
      const { parsedData } = await extractInvoice(pool, {
        fileName: `${doc.id}.pdf`,
        bytes: doc.pdf(),
        accountId: 'corpus',
      });
      byLayout.set(doc.layout, [
        ...(byLayout.get(doc.layout) ?? []),
        ...scoreInvoice(doc.id, doc.expected(), parsedData),
      ]);
      for (const [path, c] of Object.entries(parsedData.confidence)) {
        expect(c, `${doc.id} ${path}`).toBeGreaterThan(0);
        expect(c, `${doc.id} ${path}`).toBeLessThanOrEqual(1);
      }
      expect(parsedData.totals_mismatch, doc.id).toBe(KNOWN_TOTALS_MISMATCHES.has(doc.id));
    }
    const all = accuracy([...byLayout.values()].flat());
    // 99.96 % after round 9 (8165/8168: truck-stop-charge's fine print read as notes); 97.00 %
    // (9002/9280) with the five layouts moved in before round 10, 99.97 % (9277/9280) after it;
    // 97.49 % (10041/10300) with the five moved in before round 11, 99.19 % (10217/10300) after
    // its Quebec and fuel-tax readings, 99.50 % (10249/10300) with the service ticket's, 99.65 %
    // (10264/10300) with the supplier invoice's, 99.95 % (10295/10300) after round 11; 99.67 %
    // (11390/11428) with the five moved in before round 12, 99.96 % (11423/11428) after its text
    // readings (rates to five decimals, salesman, remarks, contacts, a payment with its date),
    // 99.97 % (11425/11428) after round 12 (truck-stop-charge's fine print left); 99.64 %
    // (12295/12340) with the five moved in before round 13, 99.98 % (12337/12340) after its
    // tax-row, count-column, date-label, carrier-driver, help-line, stub-address and
    // summary-page-note readings (truck-stop-charge's fine print left).
    expect(all.overall).toBeGreaterThanOrEqual(0.9997);
    for (const [layout, results] of byLayout) {
      expect(accuracy(results).overall, layout).toBeGreaterThanOrEqual(KNOWN_GAPS[layout] ?? 0.97);
    }
  }, 120_000);

  it('scanned PDFs: ≥ 97 % in every layout but the known gaps, ≥ 90.5 % overall', async () => {
    const results: ReturnType<typeof scoreInvoice> = [];
    for (const doc of dev.filter((d) => d.scanned)) {
      const { parsedData } = await extract(doc);
      const scored = scoreInvoice(doc.id, doc.expected(), parsedData);
      results.push(...scored);
      expect(accuracy(scored).overall, doc.id).toBeGreaterThanOrEqual(
        KNOWN_SCAN_GAPS[doc.layout] ?? 0.97,
      );
    }
    // 90.8 % after round 9 (654/720; the two scans moved in then at 79.7 and 70.5 %); 84.7 %
    // (674/796) with the scan moved in before round 10 (26.3 %), 89.7 % (714/796) after it; 89.5 %
    // (752/840) with the scan moved in before round 11 (86.4 %), 89.8 % (754/840) after it; 84.6 %
    // (802/948) with the two scans moved in before round 12 (40.0 and 50.0 %), 90.6 % (859/948)
    // after it; 90.3 % (946/1048) with the two scans moved in before round 13 (86.4 and 87.5 %),
    // 90.55 % (949/1048) after it.
    expect(accuracy(results).overall).toBeGreaterThanOrEqual(0.905);
  }, 300_000);

  it('a scanned receipt is read through OCR (≥ 85 % of fields), its confidences lowered', async () => {
    const doc = dev.find((d) => d.id === 'lumper-receipt-scan')!;
    const result = await extract(doc);
    expect(result.ocrPages).toBe(1);
    expect(
      accuracy(scoreInvoice(doc.id, doc.expected(), result.parsedData)).overall,
    ).toBeGreaterThanOrEqual(0.85);
    expect(Math.max(...Object.values(result.parsedData.confidence))).toBeLessThan(0.95);
  }, 180_000);
});
