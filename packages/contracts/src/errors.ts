import { z } from 'zod';

/**
 * Every error response of every service has this shape. `message` is what the browser shows
 * (document 1 §8: message, error or detail field, else 'API Error'). `action` tells the client
 * what to do with its session: refreshToken (refresh and retry, no toast) or forceLogout.
 */
export const sessionActionSchema = z.enum(['refreshToken', 'forceLogout']);
export type SessionAction = z.infer<typeof sessionActionSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  action: sessionActionSchema.optional(),
  /** Validation failures: one entry per bad field (document 2: {propertyName, message}). */
  errors: z.array(z.object({ propertyName: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Codes and messages of document 1 §8 plus the ones our identity service adds. */
export const AUTH_ERRORS = {
  invalidPassword: { code: 'auth/invalid-password', message: 'Password provided is not corrected' },
  invalidEmail: { code: 'auth/invalid-email', message: 'Email provided is invalid' },
  invalidCredential: { code: 'auth/invalid-credential', message: 'Invalid Credential' },
  tooManyRequests: {
    code: 'auth/too-many-requests',
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  tokenExpired: { code: 'auth/token-expired', message: 'Your session has expired.' },
  invalidToken: { code: 'auth/invalid-token', message: 'Your session is no longer valid.' },
  missingToken: { code: 'auth/missing-token', message: 'Sign in to continue.' },
  invalidRefreshToken: {
    code: 'auth/invalid-refresh-token',
    message: 'Your session has ended. Please sign in again.',
  },
  invalidResetLink: {
    code: 'auth/invalid-reset-link',
    message: 'This password reset link is invalid or has expired.',
  },
  weakPassword: {
    code: 'auth/weak-password',
    message: 'Password must be at least 8 characters.',
  },
} as const;

export const GENERIC_API_ERROR = 'API Error';
