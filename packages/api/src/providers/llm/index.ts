import { createOpenAiCompatibleLlm } from './openai-compatible';
import type { LlmClient } from './types';

export { createOpenAiCompatibleLlm } from './openai-compatible';
export { type ChatMessage, type LlmClient, LlmError } from './types';

export interface LlmSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}

/**
 * The configured language model, or null (the default: nothing set). A half-configured one
 * (a key or a model without an endpoint, an endpoint without a model) stops the start with an
 * error that names what is missing.
 */
export function selectLlm(config: { llm: LlmSettings }): LlmClient | null {
  const { baseUrl, apiKey, model, timeoutMs } = config.llm;
  if (!baseUrl && !apiKey && !model) return null;
  const missing = [!baseUrl && 'LLM_BASE_URL', !model && 'LLM_MODEL'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `The LLM provider is half configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing (LLM_BASE_URL and LLM_MODEL go together; LLM_API_KEY is optional). Set them, or unset every LLM_ variable to run without one.`,
    );
  }
  return createOpenAiCompatibleLlm({ baseUrl: baseUrl!, apiKey, model: model!, timeoutMs });
}
