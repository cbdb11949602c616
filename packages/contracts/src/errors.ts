import { z } from 'zod';

export { AUTH_ERRORS, GENERIC_API_ERROR } from './error-codes';

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
