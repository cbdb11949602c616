import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeLlm } from '../fake-llm.test-helper';
import { LlmError } from '../types';
import { createOpenAiCompatibleLlm } from '.';

describe('OpenAI-compatible chat completions', () => {
  const fake = new FakeLlm();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const client = (timeoutMs = 2_000, apiKey: string | null = 'sk-test-123') =>
    createOpenAiCompatibleLlm({
      baseUrl: fake.baseUrl,
      apiKey: apiKey ?? undefined,
      model: 'tiny-model',
      timeoutMs,
    });

  it('posts the model and messages with the bearer key and returns the reply text', async () => {
    fake.reply({ content: 'hello' });
    const reply = await client().chat(
      [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: 'hi' },
      ],
      { jsonOnly: true },
    );
    expect(reply).toBe('hello');
    const [req] = fake.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.authorization).toBe('Bearer sk-test-123');
    expect(req?.body?.model).toBe('tiny-model');
    expect(req?.body?.messages).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'hi' },
    ]);
    expect(req?.body?.response_format).toEqual({ type: 'json_object' });
  });

  it('sends no Authorization header without a key (local servers)', async () => {
    fake.reply({ content: 'ok' });
    await client(2_000, null).chat([{ role: 'user', content: 'hi' }]);
    expect(fake.requests[0]?.authorization).toBeUndefined();
  });

  it('fails with a kind: time limit, HTTP status, a body that is no completion', async () => {
    fake.reply({ content: 'late', delayMs: 600 });
    await expect(client(150).chat([{ role: 'user', content: 'x' }])).rejects.toMatchObject({
      kind: 'timeout',
    });
    fake.reply({ status: 500, raw: '{"error":"boom"}' });
    await expect(client().chat([{ role: 'user', content: 'x' }])).rejects.toMatchObject({
      kind: 'http',
      message: 'answered 500',
    });
    fake.reply({ raw: '{"choices": []}' });
    await expect(client().chat([{ role: 'user', content: 'x' }])).rejects.toBeInstanceOf(LlmError);
    fake.reply({ raw: 'not json' });
    await expect(client().chat([{ role: 'user', content: 'x' }])).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
