import { TmsUnavailableError } from './types';

/** What one HTTP exchange with a TMS gave back: status and body (JSON when it parses). */
export interface TmsReply {
  status: number;
  body: unknown;
  text: string;
}

export interface TmsHttpOptions {
  fetch?: typeof fetch;
  /** Per request (default 15 s). */
  timeoutMs?: number;
}

/**
 * One request to a TMS with a time limit; a network failure or a timeout is a
 * TmsUnavailableError naming the TMS, the method and path. The caller reads the status.
 */
export async function tmsRequest(
  label: string,
  url: string,
  init: RequestInit,
  options: TmsHttpOptions = {},
): Promise<TmsReply> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    throw new TmsUnavailableError(`${label} failed: ${reason}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

/** The provider's own words from an error body (message, title, detail), cut to 200 characters. */
export function providerMessage(reply: TmsReply): string {
  const body = reply.body as Record<string, unknown> | null;
  const said = [body?.message, body?.title, body?.detail, body?.error].find(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  return (said ?? reply.text ?? '').slice(0, 200) || `HTTP ${reply.status}`;
}
