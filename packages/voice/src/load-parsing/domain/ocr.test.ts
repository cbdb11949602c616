import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_NOW, screenshotPath } from '../../../test-fixtures/load-corpus/index';
import { closeOcr, OcrCancelledError, parseLoadImages } from './index';
import { layoutText, ocrPaths } from './ocr';

/**
 * Real OCR (tesseract.js, English model from @tesseract.js-data/eng, nothing downloaded) on a few
 * corpus screenshots, one per visual style. The bench reads all of them.
 */
describe('OCR', { timeout: 90_000 }, () => {
  afterAll(async () => {
    await closeOcr();
  });

  it('loads everything from installed packages', () => {
    const paths = ocrPaths();
    for (const path of Object.values(paths)) expect(path).toMatch(/node_modules/);
    expect(paths.langPath).toMatch(/@tesseract\.js-data[/\\]eng/);
  });

  it('reads a load-board table (white)', async () => {
    const data = await parseLoadImages([readFileSync(screenshotPath('dat-01'))], {
      now: CORPUS_NOW,
    });
    expect(data.metadata.source).toBe('image');
    expect(data.metadata.ocrConfidence).toBeGreaterThan(60);
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual(['Dallas, TX', 'Atlanta, GA']);
    expect(data.loadDetails).toMatchObject({
      totalDistance: 781,
      originDeadhead: 45,
      brokerOfferedRate: 2450,
      weight: 42000,
    });
    expect(data.callDetails.brokerPhone).toBe('+1-214-555-0143');
  });

  it('reads a dark-theme detail card, an e-mail and a text message', async () => {
    const images = ['ts-01', 'em-01', 'sms-02'].map((id) => readFileSync(screenshotPath(id)));
    const ts = await parseLoadImages([images[0]!], { now: CORPUS_NOW });
    expect(ts.loadDetails.stops[0]).toMatchObject({
      cityState: 'Joliet, IL',
      appointmentType: 'FCFS',
      appointmentDate: '2026-11-30',
      appointmentWindowStart: '07:00',
    });
    expect(ts.loadDetails).toMatchObject({
      brokerOfferedRate: 1650,
      totalDistance: 512,
      equipmentType: 'dry_van',
    });

    const em = await parseLoadImages([images[1]!], { now: CORPUS_NOW });
    expect(em.loadDetails.stops.map((s) => s.cityState)).toEqual(['Savannah, GA', 'Charlotte, NC']);
    expect(em.loadDetails).toMatchObject({
      brokerOfferedRate: 1100,
      weight: 44000,
      commodity: 'paper rolls',
    });
    expect(em.callDetails).toMatchObject({ brokerPhone: '+1-912-555-0137', brokerExtension: '18' });

    const text = await parseLoadImages([images[2]!], { now: CORPUS_NOW });
    expect(text.loadDetails).toMatchObject({
      temperature: -5,
      equipmentType: 'reefer',
      brokerOfferedRate: 2300,
    });
  });

  it('stops reading when the client leaves: a running image is abandoned, the rest never start', async () => {
    const shot = readFileSync(screenshotPath('dat-01'));
    const left = new AbortController();
    const reading = parseLoadImages([shot, shot, shot], { now: CORPUS_NOW }, left.signal);
    setTimeout(() => left.abort(), 50);
    await expect(reading).rejects.toBeInstanceOf(OcrCancelledError);
    const already = new AbortController();
    already.abort();
    await expect(parseLoadImages([shot], {}, already.signal)).rejects.toBeInstanceOf(
      OcrCancelledError,
    );
    // The next reader gets a fresh worker and a full answer.
    const data = await parseLoadImages([shot], { now: CORPUS_NOW });
    expect(data.loadDetails.weight).toBe(42000);
  });

  it('joins the text of several images', async () => {
    const data = await parseLoadImages(
      [readFileSync(screenshotPath('mx-01')), readFileSync(screenshotPath('cv-02'))],
      { now: CORPUS_NOW },
    );
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Chicago, IL',
      'Milwaukee, WI',
    ]);
    expect(data.loadDetails).toMatchObject({ brokerOfferedRate: 2450, totalDistance: 780 });
  });

  it('fails cleanly on an image that passes the header check but cannot be decoded', async () => {
    const png = Buffer.from(readFileSync(screenshotPath('mx-01')));
    const idat = png.indexOf(Buffer.from('IDAT'));
    for (let i = idat + 20; i < Math.min(png.length - 20, idat + 400); i++)
      png[i] = (png[i]! * 7 + 13) & 0xff;
    await expect(parseLoadImages([png])).rejects.toThrow(/could not be read/);
    // The shared worker is replaced and keeps working.
    const again = await parseLoadImages([readFileSync(screenshotPath('mx-01'))]);
    expect(again.loadDetails.stops).toHaveLength(2);
  });
});

describe('layoutText', () => {
  const word = (text: string, x0: number, y0: number, width = text.length * 12) => ({
    text,
    bbox: { x0, y0, x1: x0 + width, y1: y0 + 24 },
  });

  it('rebuilds rows, marks column gaps with tabs and drops table borders', () => {
    const text = layoutText([
      word('Origin', 10, 10),
      word('Trip', 200, 12),
      word('Dallas,', 10, 50),
      word('TX', 100, 50),
      word('|', 170, 50),
      word('781', 200, 51),
    ]);
    expect(text).toBe('Origin\tTrip\nDallas, TX\t781');
  });

  it('joins a wrapped line and keeps paragraphs apart', () => {
    const line1 = 'picking up in Savannah, GA on 11/24, delivering to Charlotte,'.split(' ');
    let x = 10;
    const words = line1.map((w) => {
      const item = word(w, x, 10);
      x += w.length * 12 + 8;
      return item;
    });
    words.push(word('NC', 10, 44), word('on', 46, 44), word('Thanks,', 10, 120));
    expect(layoutText(words, x + 40)).toBe(`${line1.join(' ')} NC on\n\nThanks,`);
  });
});
