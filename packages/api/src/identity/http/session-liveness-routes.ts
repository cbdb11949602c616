import { timingSafeEqual } from 'node:crypto';
import {
  SESSION_LIVENESS_PATH,
  type SessionLivenessResponse,
  sessionLivenessRequestSchema,
} from '@fleet/contracts';
import { bearerToken, HttpError, validate } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { Router } from 'express';

/**
 * The gateway's batched question "which of these sessions have ended?" (signed out, password
 * reset, revoked, expired, unknown). Internal: with a service token configured, only a caller
 * presenting it is answered; unset (development) answers anyone, as the voice service does.
 */
export function sessionLivenessRoutes(deps: { db: Database; internalToken?: string }): Router {
  const router = Router();
  router.post(SESSION_LIVENESS_PATH, async (req, res) => {
    const given = bearerToken(req.headers.authorization);
    if (deps.internalToken && !(given && sameSecret(given, deps.internalToken))) {
      throw new HttpError(401, {
        code: 'auth/invalid-token',
        message: 'This route needs the service token.',
      });
    }
    const asked = validate(sessionLivenessRequestSchema, req.body).sessions;
    const live = new Set<string>();
    if (asked.length > 0) {
      // Each pair is matched on both columns, so a session is only live within its own account.
      const rows = await deps.db.query<{ id: string }>(
        `SELECT s.id FROM sessions s
           JOIN unnest($1::uuid[], $2::uuid[]) AS q(account_id, id)
             ON s.account_id = q.account_id AND s.id = q.id
          WHERE s.revoked_at IS NULL AND s.expires_at > now()`,
        [asked.map((s) => s.account_id), asked.map((s) => s.session_id)],
      );
      for (const row of rows) live.add(row.id);
    }
    const body: SessionLivenessResponse = {
      ended: [...new Set(asked.map((s) => s.session_id))].filter((id) => !live.has(id)),
    };
    res.json(body);
  });
  return router;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
