import { z } from 'zod';
import type { ChatMessage, LlmClient } from '../types';
import { LlmError } from '../types';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; local servers may need none. */
  apiKey?: string;
  model: string;
  /** The whole request's time limit. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The part of a chat-completions answer we read. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure-style proxies, vLLM, Ollama …). */
export function createOpenAiCompatibleLlm(options: OpenAiCompatibleOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return {
    model: options.model,
    async chat(messages: ChatMessage[], chatOptions = {}): Promise<string> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const body: Record<string, unknown> = { model: options.model, messages, temperature: 0 };
      if (chatOptions.jsonOnly) body.response_format = { type: 'json_object' };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LlmError(`no answer within ${options.timeoutMs} ms`, 'timeout');
        }
        throw new LlmError(`request failed: ${(error as Error).message}`, 'network');
      }
      if (!response.ok) {
        // The body may echo the prompt: only the status is kept.
        await response.body?.cancel().catch(() => undefined);
        throw new LlmError(`answered ${response.status}`, 'http');
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LlmError(`no answer within ${options.timeoutMs} ms`, 'timeout');
        }
        throw new LlmError('the answer is not JSON', 'malformed');
      }
      const parsed = completionSchema.safeParse(json);
      if (!parsed.success) throw new LlmError('the answer has no message', 'malformed');
      return parsed.data.choices[0]!.message.content ?? '';
    },
  };
}
