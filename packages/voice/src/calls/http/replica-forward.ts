import type { SessionUpdateRequest } from '@fleet/contracts';
import { VOICE_PATHS } from '@fleet/contracts';
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
 * Hands a dispatcher's control (sessions/update) to the replica that runs the call and answers
 * with that replica's answer, status and body as they are. The caller's own Authorization goes
 * along: the owner checks it (and the account's feature flag) again.
 */
export async function forwardControl(
  ownerUrl: string,
  uid: string,
  update: SessionUpdateRequest,
  req: Request,
  res: Response,
): Promise<void> {
  if (req.get(FORWARDED_HEADER)) throw voiceError(503, 'voice/call-moving', CALL_MOVING);
  const target = new URL(VOICE_PATHS.sessionsUpdate, ownerUrl);
  target.searchParams.set('uid', uid);
  let answer: globalThis.Response;
  try {
    answer = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [FORWARDED_HEADER]: '1',
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      },
      body: JSON.stringify(update),
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
