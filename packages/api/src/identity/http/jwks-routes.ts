import { AUTH_PATHS } from '@fleet/contracts';
import { Router } from 'express';
import type { TokenService } from '../domain/token-service';

export function jwksRoutes(tokens: TokenService): Router {
  const router = Router();
  router.get(AUTH_PATHS.jwks, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(tokens.jwks());
  });
  return router;
}
