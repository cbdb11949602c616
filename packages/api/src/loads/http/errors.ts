import { HttpError } from '@fleet/service-kit';
import type { ErrorRequestHandler } from 'express';
import { LoadRefused, LoadsError } from '../domain/errors';

/**
 * LoadRefused → 422 { validation_errors } (the shape the 'Validation Errors' dialog reads);
 * LoadsError → the service's error body with its status; anything else passes on.
 */
export const loadsErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof LoadRefused) {
    res.status(422).json({ validation_errors: error.validationErrors });
    return;
  }
  if (error instanceof LoadsError) {
    return next(new HttpError(error.status, { code: error.code, message: error.message }));
  }
  next(error);
};
