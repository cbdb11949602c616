import type { Request, Response } from 'express';
import { voiceError } from '../../http/voice-errors';

/**
 * Set on a request one replica hands to another, so a call whose owner changed in between (it
 * moved, or the lease ran out) answers "try again" instead of bouncing between replicas.
 */
export const FORWARDED_HEADER = 'x-voice-forwarded';
const FORWARD_TIMEOUT_MS = 5_000;

export const CALL_MOVING =
  'The call is moving between voice service instances. Please try again in a moment.';

/**
 * Hands a request for a call or a campaign another replica runs to that replica (`ownerUrl`),
 * and answers with that replica's answer, status and body as they are. The same method, path,
 * query and JSON body go along with the caller's own Authorization: the owner checks it (and the
 * account's feature flag) again.
 */
export async function forwardRequest(ownerUrl: string, req: Request, res: Response): Promise<void> {
  if (req.get(FORWARDED_HEADER)) throw voiceError(503, 'voice/call-moving', CALL_MOVING);
  const target = new URL(req.originalUrl, ownerUrl);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  let answer: globalThis.Response;
  try {
    answer = await fetch(target, {
      method: req.method,
      headers: {
        [FORWARDED_HEADER]: '1',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch {
    throw voiceError(503, 'voice/call-moving', CALL_MOVING);
  }
  const body = await answer.text();
  res
    .status(answer.status)
    .type(answer.headers.get('content-type') ?? 'application/json')
    .send(body);
}
