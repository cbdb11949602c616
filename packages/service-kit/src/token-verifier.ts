import {
  AUTH_ERRORS,
  AUTH_PATHS,
  accessTokenClaimsSchema,
  sessionInfoSchema,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '@fleet/contracts';
import type { RequestHandler } from 'express';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { HttpError } from './errors';

export interface AuthContext {
  userId: string;
  accountId: string;
  sessionId: string;
  email: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TokenVerifier {
  verify(token: string | undefined): Promise<AuthContext>;
}

const refused = (error: keyof typeof AUTH_ERRORS, action: 'refreshToken' | 'forceLogout') =>
  new HttpError(401, { ...AUTH_ERRORS[error], action });

/**
 * Verifies our access tokens outside the API: signature, issuer, audience and expiry against the
 * API's JWKS, then asks the API that the session is still live, so a token revoked by sign-out is
 * refused at once everywhere (the introspection call is one cheap indexed lookup).
 */
export function createTokenVerifier(options: {
  apiUrl: string;
  fetch?: typeof fetch;
}): TokenVerifier {
  const doFetch = options.fetch ?? fetch;
  const jwks = createRemoteJWKSet(new URL(AUTH_PATHS.jwks, options.apiUrl), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });

  return {
    async verify(token) {
      if (!token) throw refused('missingToken', 'forceLogout');
      let claims: ReturnType<typeof accessTokenClaimsSchema.parse>;
      try {
        const { payload } = await jwtVerify(token, jwks, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        });
        claims = accessTokenClaimsSchema.parse(payload);
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw refused('tokenExpired', 'refreshToken');
        throw refused('invalidToken', 'forceLogout');
      }
      const response = await doFetch(new URL(AUTH_PATHS.session, options.apiUrl), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (response.status === 401) throw refused('invalidToken', 'forceLogout');
      if (!response.ok) {
        throw new HttpError(503, {
          code: 'auth/unavailable',
          message: 'Sign-in service is unavailable. Please try again.',
        });
      }
      const session = sessionInfoSchema.parse(await response.json());
      if (session.session_id !== claims.sid || session.user.account_id !== claims.acc) {
        throw refused('invalidToken', 'forceLogout');
      }
      return {
        userId: claims.sub,
        accountId: claims.acc,
        sessionId: claims.sid,
        email: claims.email,
        expiresAt: claims.exp * 1000,
      };
    },
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Express middleware: 401 unless the bearer token verifies; sets res.locals.auth. */
export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    // An earlier middleware of this request (a feature gate) may have verified the caller already.
    res.locals.auth ??= await verifier.verify(bearerToken(req.headers.authorization));
    next();
  };
}
