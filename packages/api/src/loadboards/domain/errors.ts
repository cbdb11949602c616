/**
 * A load-board request refused by this API (document 3 §7: errors are read from an `error`
 * field). The message names the field: 'origin: unknown city "Nowhere, ZZ"'.
 */
export class LoadboardRequestError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
  ) {
    super(message);
    this.name = 'LoadboardRequestError';
  }
}
