import { createLogger } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateconCorpus } from '../../test-fixtures/ratecon-corpus/index';
import { FakeLlm } from '../providers/llm/fake-llm.test-helper';
import { createDocumentsComponent } from '.';
import { extractRateConfirmation } from './domain/extract';

/**
 * The component's LLM wiring: selected from the config at creation (a half-configured one
 * stops it), carried by the pool the routes use, asked only about low-confidence fields.
 */
describe('documents component with an LLM', () => {
  const fake = new FakeLlm();
  const deps = {
    db: {} as Queryable,
    logger: createLogger('documents-test', 'silent'),
    requireSession: ((_req, _res, next) => next()) as RequestHandler,
  };
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('no LLM_ setting: no refiner; a half-configured one: a start-up error', async () => {
    const plain = createDocumentsComponent({
      ...deps,
      config: { llm: { timeoutMs: 1_000, refineBelow: 0.7 } },
    });
    expect(plain.pool.refiner).toBeUndefined();
    await plain.stop();
    expect(() =>
      createDocumentsComponent({
        ...deps,
        config: { llm: { apiKey: 'k', timeoutMs: 1_000, refineBelow: 0.7 } },
      }),
    ).toThrow(/LLM_BASE_URL and LLM_MODEL are missing/);
  });

  it('an extraction through the component asks the configured model about its unsure fields', async () => {
    const component = createDocumentsComponent({
      ...deps,
      // Every field is "unsure" below 1.01, so the model is always asked.
      config: {
        llm: {
          baseUrl: fake.baseUrl,
          model: 'm-test',
          apiKey: 'sk-c',
          timeoutMs: 5_000,
          refineBelow: 1.01,
        },
      },
    });
    const doc = loadRateconCorpus('dev').find((d) => !d.scanned)!;
    const expected = doc.expected();
    fake.reply({ content: JSON.stringify({ fields: { order_number: 'LLM-1' } }) });
    try {
      const result = await extractRateConfirmation(component.pool, {
        fileName: 'a.pdf',
        bytes: doc.pdf(),
        accountId: 'acct',
      });
      const request = fake.requests.at(-1)!;
      expect(request.body?.model).toBe('m-test');
      const prompt = request.body?.messages?.find((m) => m.role === 'user')?.content ?? '';
      expect(prompt).toContain('- order_number (current guess:');
      expect(prompt).toContain(String(expected.order_number));
      expect(result.refined).toEqual(['order_number']);
      expect(result.parsedData.order_number).toBe('LLM-1');
      expect(result.parsedData.confidence.order_number).toBe(0.7);
    } finally {
      await component.stop();
    }
  }, 60_000);
});
