/**
 * A language model that answers a chat with text. Used only to refine the values a built-in
 * reader is unsure of; everything that asks it must work the same when there is none.
 */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LlmClient {
  /** A name for logs (the model). */
  readonly model: string;
  /** The reply's text; rejects on a network error, a non-2xx answer, or after the time limit. */
  chat(messages: ChatMessage[], options?: { jsonOnly?: boolean }): Promise<string>;
}

export class LlmError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'http' | 'network' | 'malformed',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
