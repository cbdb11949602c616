// Plain constants, no zod: the web app's entry bundle imports them, and any module that builds a
// schema at load time would bring zod (~28 KB gzipped) into it. Re-exported from ./auth so every
// import path stays the same.

/** Identity calls. Document 1 §7 leaves their paths and payloads to us; these are ours. */
export const AUTH_PATHS = {
  signIn: '/v1/auth/sign-in',
  refresh: '/v1/auth/refresh',
  signOut: '/v1/auth/sign-out',
  passwordResetRequest: '/v1/auth/password-reset',
  passwordResetConfirm: '/v1/auth/password-reset/confirm',
  /** Introspection: 200 with the session when the bearer token is valid and not revoked. */
  session: '/v1/auth/session',
  profile: '/v1/me',
  jwks: '/.well-known/jwks.json',
} as const;

/** The HttpOnly cookie that carries the refresh token for the web app, and the path it is sent on. */
export const REFRESH_COOKIE = { name: 'fleet_refresh', path: '/v1/auth' } as const;

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export const TOKEN_ISSUER = 'fleet-identity';
export const TOKEN_AUDIENCE = 'fleet';
