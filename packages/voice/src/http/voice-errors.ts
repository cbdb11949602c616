import type { ApiError } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { z } from 'zod';

/**
 * Voice errors carry `detail` (what document 3's screens read: "the server's detail field is
 * preferred") as well as the shared `{code, message}` shape, with the same text in both.
 */
export type VoiceErrorBody = ApiError & { detail: string };

export function voiceError(
  status: number,
  code: string,
  detail: string,
  extra: Partial<ApiError> = {},
): HttpError {
  const body: VoiceErrorBody = { code, message: detail, detail, ...extra };
  return new HttpError(status, body);
}

export const badRequest = (detail: string, extra: Partial<ApiError> = {}) =>
  voiceError(400, 'validation/invalid', detail, extra);
export const notFound = (detail: string) => voiceError(404, 'not-found', detail);
export const conflict = (detail: string) => voiceError(409, 'conflict', detail);

/**
 * Parses input with a contracts schema; a failure is 400 whose detail names each bad field
 * ("rate_range.min: Too small..."), with one `errors` entry per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    propertyName: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  throw badRequest(errors.map((e) => `${e.propertyName}: ${e.message}`).join('; '), { errors });
}
