import { z } from 'zod';

export {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTH_PATHS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './auth-constants';

export const useCaseSchema = z.enum(['carrier', 'broker']);
export type UseCase = z.infer<typeof useCaseSchema>;

export const signInRequestSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().max(1024),
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
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  /** Epoch milliseconds at which the access token expires. */
  expires_at: z.number().int().positive(),
  user: userSchema,
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });
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
