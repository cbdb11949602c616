import { describe, expect, it } from 'vitest';
import { selectLlm } from '.';

describe('selectLlm', () => {
  const llm = (over: Record<string, string | undefined>) => ({
    llm: { timeoutMs: 1_000, ...over },
  });

  it('no LLM_ variable set: no model (the default)', () => {
    expect(selectLlm(llm({}))).toBeNull();
  });

  it('endpoint and model (key optional): a client for that model', () => {
    expect(selectLlm(llm({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm1' }))?.model).toBe('m1');
    expect(
      selectLlm(llm({ baseUrl: 'https://api.example.test/v1', model: 'm2', apiKey: 'k' }))?.model,
    ).toBe('m2');
  });

  it('half configured: a start-up error naming what is missing', () => {
    expect(() => selectLlm(llm({ apiKey: 'k' }))).toThrow(
      /half configured: LLM_BASE_URL and LLM_MODEL are missing/,
    );
    expect(() => selectLlm(llm({ baseUrl: 'http://127.0.0.1:1/v1' }))).toThrow(
      /LLM_MODEL is missing/,
    );
    expect(() => selectLlm(llm({ model: 'm' }))).toThrow(/LLM_BASE_URL is missing/);
  });
});
