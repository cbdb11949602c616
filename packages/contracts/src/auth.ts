import { z } from 'zod';

export {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTH_PATHS,
  REFRESH_COOKIE,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './auth-constants';

export const useCaseSchema = z.enum(['carrier', 'broker']);
export type UseCase = z.infer<typeof useCaseSchema>;

/**
 * How the refresh token travels. 'cookie' (what the web app asks for): an HttpOnly, SameSite=Strict
 * cookie scoped to the identity routes, never readable by script; 'body' (the default, for API
 * clients and tools): in the JSON answer. A refresh answers the way the token came in.
 */
export const refreshTransportSchema = z.enum(['body', 'cookie']);
export type RefreshTransport = z.infer<typeof refreshTransportSchema>;

export const signInRequestSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().max(1024),
  refresh_transport: refreshTransportSchema.optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  account_id: z.string(),
  account_name: z.string(),
  use_case: useCaseSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionTokensSchema = z.object({
  access_token: z.string(),
  /** Absent when the refresh token travels in the HttpOnly cookie (refresh_transport 'cookie'). */
  refresh_token: z.string().optional(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  /** Epoch milliseconds at which the access token expires. */
  expires_at: z.number().int().positive(),
  user: userSchema,
  /**
   * Never sent by the server: the browser stamps it when the answer arrives, as the server's clock
   * minus its own (from expires_at − expires_in), so every expiry decision uses the server's time.
   */
  clock_skew_ms: z.number().int().optional(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** The refresh token in the body, or none when it travels in the cookie. */
export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1).max(512).optional(),
});
export const signOutRequestSchema = z.object({ refresh_token: z.string().max(512).optional() });

export const passwordResetRequestSchema = z.object({ email: z.string().trim().min(1).max(320) });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(512),
  password: z.string().min(8).max(1024),
});

export const messageResponseSchema = z.object({ message: z.string() });

export const profileUpdateSchema = z.object({
  display_name: z.string().trim().min(1).max(120),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Claims of our access token (a JWT signed with a key published in the JWKS). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  /** Account (tenant) id. */
  acc: z.string(),
  /** Session id, revoked on sign-out. */
  sid: z.string(),
  email: z.string(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const sessionInfoSchema = z.object({
  session_id: z.string(),
  user: userSchema,
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
