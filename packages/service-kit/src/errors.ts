import type { ApiError } from '@fleet/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { isDatabaseUnavailable } from './db/unavailable';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error whose body goes to the client as is (document 1 §8 shapes). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    propertyName: issue.path.join('.') || '(request)',
    message: issue.message,
  }));
  throw new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: ${errors.map((e) => `${e.propertyName}: ${e.message}`).join('; ')}`,
    errors,
  });
}

export const notFoundHandler: RequestHandler = (req) => {
  throw new HttpError(404, {
    code: 'not-found',
    message: `No route for ${req.method} ${req.path}`,
  });
};

/**
 * The one place where errors become responses. `detail`: the service's bodies also carry the
 * message as `detail` (the voice service: document 3's screens read that field).
 */
export function errorMiddleware(
  logger: Logger,
  options: { detail?: boolean } = {},
): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) {
      res.set(error.headers).status(error.status).json(error.body);
      return;
    }
    if (isBodyParserError(error)) {
      res.status(error.status).json({ code: 'validation/malformed-body', message: error.message });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'database unavailable');
      const message = 'The service is briefly unavailable. Please try again in a few seconds.';
      res
        .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .status(503)
        .json({
          code: 'service/unavailable',
          message,
          ...(options.detail ? { detail: message } : {}),
        });
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    res.status(500).json({ code: 'internal', message: 'API Error' });
  };
}

function isBodyParserError(error: unknown): error is { status: number; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number' &&
    (error as { status: number }).status < 500
  );
}
