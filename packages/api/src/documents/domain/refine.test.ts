import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeLlm } from '../../providers/llm/fake-llm.test-helper';
import { createOpenAiCompatibleLlm } from '../../providers/llm/openai-compatible';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';
import { type LoadRefiner, refineLowConfidence } from './refine';

/** A small hand-written sheet: its one stop is found by its address only (low confidence). */
function sheet() {
  const rows = [
    'Northwind Freight Brokers',
    'Load #: NW-4410',
    '',
    'Lakeview Cold Storage',
    '1880 Harbor Rd, Duluth, MN 55802',
    'Appt 03/02/2027 07:00',
  ];
  const words: Word[] = rows.map((text, i) => ({
    text,
    x: 30,
    y: 40 + i * 12,
    width: text.length * 4.5,
    height: 9,
    page: 1,
  }));
  const page = { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) };
  return { ...readRateConfirmation([page]), text: rows.join('\n') };
}

describe('LLM refinement of low-confidence fields', () => {
  const fake = new FakeLlm();
  const errors: unknown[] = [];
  let refiner: LoadRefiner;
  /** The same with a short time limit, for the reply that comes too late. */
  let impatient: LoadRefiner;
  const refinerWithin = (timeoutMs: number): LoadRefiner => ({
    llm: createOpenAiCompatibleLlm({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-doc-test',
      model: 'extract-1',
      timeoutMs,
    }),
    below: 0.7,
    onError: (e) => errors.push(e),
  });
  beforeAll(async () => {
    await fake.start();
    // A limit a loaded test machine cannot reach for a local reply (300 ms could).
    refiner = refinerWithin(10_000);
    impatient = refinerWithin(300);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
    errors.length = 0;
  });

  it('asks about the low-confidence fields only, with the document text, and applies valid answers', async () => {
    const { load, confidence, text } = sheet();
    const low = Object.keys(confidence).filter((k) => confidence[k]! < 0.7);
    expect(low).toContain('stops.0.city');
    const cityBefore = confidence['stops.0.city']!;
    expect(confidence.order_number).toBeGreaterThanOrEqual(0.7);
    fake.reply({
      content: JSON.stringify({
        fields: {
          'stops.0.city': 'Duluth',
          'stops.0.company_name': 'Lakeview Cold Storage Inc',
          'stops.0.state': 'Minnesota',
          order_number: 'HACKED',
        },
      }),
    });
    const changed = await refineLowConfidence(refiner, text, load, confidence);

    const [req] = fake.requests;
    expect(req?.authorization).toBe('Bearer sk-doc-test');
    expect(req?.body?.model).toBe('extract-1');
    const prompt = req?.body?.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(prompt).toContain('1880 Harbor Rd, Duluth, MN 55802');
    for (const path of low) expect(prompt).toContain(`- ${path} (current guess:`);
    expect(prompt).not.toContain('- order_number');

    // A different valid value replaces the guess; agreement raises the confidence; a value of
    // the wrong shape ("Minnesota" for a state) and fields not asked about change nothing.
    expect(changed).toEqual(['stops.0.company_name']);
    expect(load.stops[0]?.company_name).toBe('Lakeview Cold Storage Inc');
    expect(confidence['stops.0.company_name']).toBe(0.7);
    expect(confidence['stops.0.city']).toBeCloseTo(Math.min(0.85, cityBefore + 0.15), 2);
    expect(load.stops[0]?.state).toBe('MN');
    expect(load.order_number).toBe('NW-4410');
  });

  it('a time-out, an HTTP error or a reply without JSON leaves the built-in result unchanged', async () => {
    for (const [reply, within] of [
      [{ content: '{"fields": {}}', delayMs: 1_500 }, impatient],
      [{ status: 503, raw: 'busy' }, refiner],
      [{ content: 'Sorry, I cannot help with that.' }, refiner],
    ] as const) {
      const { load, confidence, text } = sheet();
      const before = JSON.stringify({ load, confidence });
      fake.reply(reply);
      expect(await refineLowConfidence(within, text, load, confidence)).toEqual([]);
      expect(JSON.stringify({ load, confidence })).toBe(before);
    }
    expect(errors).toHaveLength(3);
  });

  it('nothing unsure: no request at all', async () => {
    const { load, text } = sheet();
    expect(await refineLowConfidence(refiner, text, load, { order_number: 0.9 })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});
