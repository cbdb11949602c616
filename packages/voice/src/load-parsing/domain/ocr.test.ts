import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_NOW, screenshotPath } from '../../../test-fixtures/load-corpus/index';
import { renderLoadScreenPng, SCREEN_SCALES } from '../../testing/load-screens';
import { decodeGrey, type GreyImage, resizeGrey } from './image-input';
import { closeOcr, OcrCancelledError, parseLoadImages } from './index';
import {
  estimateTextHeight,
  layoutText,
  normalizeContrast,
  ocrPaths,
  prepareForOcr,
  rowBackgrounds,
  TARGET_TEXT_HEIGHT,
} from './ocr';

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

  it("keeps a '|' between words, drops a border's, and mends a misread bullet and 1", () => {
    const spaced = (texts: string[], y: number) => {
      let x = 10;
      return texts.map((t) => {
        const item = word(t, x, y);
        x += t.length * 12 + 6;
        return item;
      });
    };
    expect(
      layoutText(
        [
          ...spaced(['Carlos', 'Vega', '|', '912-555-0152', '«', 'Ext.', '14'], 10),
          ...spaced(['pickup', '7am-1lam,', 'miles', '2l5'], 44),
        ],
        2000,
      ),
    ).toBe('Carlos Vega | 912-555-0152 • Ext. 14\npickup 7am-11am, miles 215');
  });

  it('never joins a list item, a quoted line or a chat message to the line above', () => {
    const row = (text: string, y: number) => {
      let x = 10;
      return text.split(' ').map((w) => {
        const item = word(w, x, y);
        x += w.length * 12 + 8;
        return item;
      });
    };
    const lines = [
      '1. Charlotte, NC to Raleigh, NC 11/25 FCFS 8-4 van 168 mi $650 38k',
      '2. Charlotte, NC to Greenville, SC',
      '> On Fri, Nov 20, 2026 at 10:15 AM Carly Voss wrote: Load 88123 now',
      '> PU Boise, ID 11/21 10:00',
      '20/11/2026, 14:31 - Gurpreet: pickup Mississauga ON to Montreal QC',
      '20/11/2026, 14:32 - Gurpreet: Monday',
    ];
    const words = lines.flatMap((line, i) => row(line, 10 + i * 34));
    expect(layoutText(words).split('\n')).toEqual(lines);
  });
});

/** A board posting (label lines and a table) and a chat, as the bench renders them. */
const BOARD = {
  style: 'table',
  text: [
    'Origin: Dallas, TX    Destination: Atlanta, GA',
    'Pickup: 11/24 07:00-11:00',
    'Age\tOrigin\tDH\tDestination\tTrip\tRate',
    '3m\tDallas, TX\t45\tAtlanta, GA\t781\t$2,450',
    'Weight: 42,000 lbs    Equipment: Dry Van',
    'Broker: Lone Star Freight, call 214-555-0143 ext 12',
  ].join('\n'),
};
const CHAT = {
  style: 'sms',
  text: 'hey got a reefer load for you\nfort smith ar to little rock ar 12/2 pu 9-1\n160 mi $750 mike 479-555-0138',
};

function pixelsOf(png: Buffer): GreyImage {
  const grey = decodeGrey(png);
  if (!grey) throw new Error('not decoded');
  return grey;
}

const darkest = (values: Uint8Array) => values.reduce((a, b) => Math.min(a, b), 255);

const mode = (values: ArrayLike<number>) => {
  const hist = new Array<number>(256).fill(0);
  for (let i = 0; i < values.length; i++) hist[values[i]!]!++;
  return hist.indexOf(Math.max(...hist));
};

describe('OCR preprocessing', () => {
  it('decodes a PNG to grey with its size', () => {
    const png = renderLoadScreenPng(BOARD, { scale: 1, theme: 'light' });
    const grey = pixelsOf(png);
    expect(grey.data.length).toBe(grey.width * grey.height);
    expect(grey.width).toBeGreaterThanOrEqual(720);
    // The card is white, the text nearly black.
    expect(mode(grey.data)).toBeGreaterThan(230);
    expect(darkest(grey.data)).toBeLessThan(60);
    expect(decodeGrey(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });

  it('estimates the text height of renders at every device scale (13 px text at 1)', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const scale of SCREEN_SCALES) {
        for (const posting of [BOARD, CHAT]) {
          const { image } = normalizeContrast(
            pixelsOf(renderLoadScreenPng(posting, { scale, theme })),
          );
          const height = estimateTextHeight(image)!;
          // A line's ink (capitals to descenders) is about 0.9 of the font size.
          expect(height / scale, `${posting.style} ${theme} at ${scale}`).toBeGreaterThan(10.5);
          expect(height / scale, `${posting.style} ${theme} at ${scale}`).toBeLessThan(14);
        }
      }
    }
  });

  it('inverts a dark theme to dark text on white, and leaves a light one', () => {
    for (const posting of [BOARD, CHAT]) {
      const dark = pixelsOf(renderLoadScreenPng(posting, { scale: 1, theme: 'dark' }));
      expect(mode(dark.data)).toBeLessThan(60);
      const cleaned = normalizeContrast(dark);
      expect(cleaned.inverted).toBe(true);
      expect(mode(cleaned.image.data)).toBe(255);
      expect(darkest(cleaned.image.data)).toBeLessThan(40);
      const light = normalizeContrast(
        pixelsOf(renderLoadScreenPng(posting, { scale: 1, theme: 'light' })),
      );
      expect(light.inverted).toBe(false);
      expect(mode(light.image.data)).toBe(255);
    }
  });

  it("brings each row's background to white (title bars, shaded rows)", () => {
    const light = pixelsOf(renderLoadScreenPng(BOARD, { scale: 2, theme: 'light' }));
    // The light theme's title bar is dark blue: its rows are inverted as well.
    expect(rowBackgrounds(light)[10]).toBeLessThan(128);
    const backgrounds = rowBackgrounds(normalizeContrast(light).image);
    expect(Math.min(...backgrounds)).toBe(255);
  });

  it('resizes a grey image, keeping its mean', () => {
    const data = new Uint8Array(40 * 20);
    for (let i = 0; i < data.length; i++) data[i] = (i * 37) % 256;
    const image = { width: 40, height: 20, data };
    const mean = (d: Uint8Array) => d.reduce((a, b) => a + b, 0) / d.length;
    for (const factor of [0.5, 1.5, 2, 3]) {
      const out = resizeGrey(image, factor);
      expect([out.width, out.height]).toEqual([Math.round(40 * factor), Math.round(20 * factor)]);
      expect(Math.abs(mean(out.data) - mean(data))).toBeLessThan(6);
    }
  });

  it('scales small text up and large text down to the target height, and tells the layout', () => {
    const factors = SCREEN_SCALES.map(
      (scale) => prepareForOcr(renderLoadScreenPng(BOARD, { scale, theme: 'dark' })).factor,
    );
    // 13 px text draws 12 px lines at 1×, 19 px at 1.5×: both enlarged to the target.
    expect(factors[0]).toBeGreaterThan((TARGET_TEXT_HEIGHT / 13) * 0.95);
    expect(factors[0]).toBeLessThanOrEqual((TARGET_TEXT_HEIGHT / 11) * 1.05);
    expect(factors[1]).toBeGreaterThan(1.3);
    expect(factors[2]).toBe(1);
    expect(factors[3]).toBe(1);
    const huge = prepareForOcr(renderLoadScreenPng(BOARD, { scale: 4.5, theme: 'light' }));
    expect(huge.factor).toBeLessThan(0.8);
    const board = prepareForOcr(renderLoadScreenPng(BOARD, { scale: 1, theme: 'light' }));
    expect(board.layout).toBe('columns');
    expect(board.textHeight! * board.factor).toBeCloseTo(TARGET_TEXT_HEIGHT, -1);
    expect(prepareForOcr(renderLoadScreenPng(CHAT, { scale: 1, theme: 'light' })).layout).toBe(
      'prose',
    );
    // What the decoder does not read goes to OCR as it is.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(prepareForOcr(jpeg)).toMatchObject({ image: jpeg, factor: 1 });
  });
});

describe('OCR of small screenshots', { timeout: 90_000 }, () => {
  afterAll(async () => {
    await closeOcr();
  });

  it('reads a dark-theme board at device scale 1 (13 px text) like one at 2', async () => {
    for (const scale of [1, 2]) {
      const data = await parseLoadImages([renderLoadScreenPng(BOARD, { scale, theme: 'dark' })], {
        now: CORPUS_NOW,
      });
      expect(
        data.loadDetails.stops.map((s) => s.cityState),
        `at ${scale}`,
      ).toEqual(['Dallas, TX', 'Atlanta, GA']);
      expect(data.loadDetails, `at ${scale}`).toMatchObject({
        weight: 42000,
        brokerOfferedRate: 2450,
        equipmentType: 'dry_van',
      });
      expect(data.callDetails.brokerPhone, `at ${scale}`).toBe('+1-214-555-0143');
    }
  });
});
