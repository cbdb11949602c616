import { VOICE_PATHS } from '@fleet/contracts';
import { type AuthContext, requireAuth, type TokenVerifier } from '@fleet/service-kit';
import { Router } from 'express';

/** What `GET /voice/session` answers: who the bearer token belongs to. */
export interface VoiceSessionResponse {
  user_id: string;
  account_id: string;
}

/** `GET /voice/session`: proves that a token verifies here (JWKS + introspection). */
export function sessionRoutes(verifier: TokenVerifier): Router {
  const router = Router();
  router.get(VOICE_PATHS.session, requireAuth(verifier), (_req, res) => {
    const auth = res.locals.auth as AuthContext;
    const body: VoiceSessionResponse = { user_id: auth.userId, account_id: auth.accountId };
    res.set('cache-control', 'no-store').json(body);
  });
  return router;
}
