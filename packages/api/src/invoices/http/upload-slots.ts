import { HttpError } from '@fleet/service-kit';

/**
 * A fair share of the uploads held in memory (PDFs up to 20 MB): at most `perAccount` at once
 * per account; the next one is refused with 429 and Retry-After rather than queued.
 */
export function createUploadSlots(perAccount: number) {
  const busy = new Map<string, number>();
  return async function withSlot<T>(accountId: string, fn: () => Promise<T>): Promise<T> {
    const n = busy.get(accountId) ?? 0;
    if (n >= perAccount) {
      throw new HttpError(
        429,
        {
          code: 'invoices/busy',
          message: 'Too many uploads for this account at once. Try again in a moment.',
        },
        { 'Retry-After': '5' },
      );
    }
    busy.set(accountId, n + 1);
    try {
      return await fn();
    } finally {
      const left = (busy.get(accountId) ?? 1) - 1;
      if (left <= 0) busy.delete(accountId);
      else busy.set(accountId, left);
    }
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
