import type { LoadValidationError } from '@fleet/contracts';

/** The TMS (ours or a remote one) refused the load field by field: 422 {validation_errors}. */
export class LoadRefused extends Error {
  constructor(readonly validationErrors: LoadValidationError[]) {
    super(validationErrors.map((e) => `${e.propertyName}: ${e.message}`).join('; '));
    this.name = 'LoadRefused';
  }
}

/** A refusal of the call itself (status and code), not of the load's fields. */
export class LoadsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'LoadsError';
  }
}
