// Plain constants, no zod: the web app's entry bundle imports them, and any module that builds a
// schema at load time would bring zod (~28 KB gzipped) into it. Re-exported from ./errors so every
// import path stays the same.

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
