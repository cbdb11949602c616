import type { ApiError } from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { ErrorRequestHandler } from 'express';
import { TasksError } from '../domain/errors';

/** Turns the domain's refusals into the service's error bodies; anything else passes on. */
export const tasksErrorHandler: ErrorRequestHandler = (error, _req, _res, next) => {
  if (!(error instanceof TasksError)) return next(error);
  const { propertyName, linked_tasks } = error.extra;
  const body: ApiError & { linked_tasks?: number } =
    error.status === 400
      ? {
          code: error.code,
          message: `The request is not valid: ${error.message}`,
          errors: [{ propertyName: propertyName ?? '(request)', message: error.message }],
        }
      : { code: error.code, message: error.message };
  if (linked_tasks !== undefined) body.linked_tasks = linked_tasks;
  next(new HttpError(error.status, body));
};
