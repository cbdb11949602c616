import { AUTH_ERRORS } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';

type AuthErrorName = keyof typeof AUTH_ERRORS;

const ACTIONS: Partial<Record<AuthErrorName, 'refreshToken' | 'forceLogout'>> = {
  tokenExpired: 'refreshToken',
  invalidToken: 'forceLogout',
  missingToken: 'forceLogout',
  invalidRefreshToken: 'forceLogout',
};

const STATUS: Partial<Record<AuthErrorName, number>> = {
  invalidCredential: 401,
  tokenExpired: 401,
  invalidToken: 401,
  missingToken: 401,
  invalidRefreshToken: 401,
  tooManyRequests: 429,
};

/** The HttpError for one of document 1 §8's auth errors, with the client's next step. */
export function authError(name: AuthErrorName): HttpError {
  const action = ACTIONS[name];
  return new HttpError(STATUS[name] ?? 400, {
    ...AUTH_ERRORS[name],
    ...(action ? { action } : {}),
  });
}
