import { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client';

/** Document 3 §7: every campaign answer is {status: 'success', data}. */
export const success = <S extends z.ZodType>(data: S) =>
  z.object({ status: z.literal('success'), data });

/** Query keys of this feature (one campaign, its calls, its carriers; the active list). */
export const carrierSalesKeys = {
  all: ['carrier-sales'] as const,
  campaign: (id: string) => ['carrier-sales', 'campaign', id] as const,
  calls: (id: string) => ['carrier-sales', 'calls', id] as const,
  carriers: (id: string) => ['carrier-sales', 'carriers', id] as const,
  active: (ids: readonly string[]) => ['carrier-sales', 'active', [...ids].sort()] as const,
};

/**
 * §8: the server's `detail` is preferred; its `message` is used when the answer is not a success.
 * Null when the server said nothing (network failure, an empty body).
 */
export function serverDetail(error: unknown): string | null {
  if (error instanceof ApiRequestError) {
    const body = error.body;
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      for (const key of ['detail', 'message'] as const) {
        const value = record[key];
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
    }
    return null;
  }
  return null;
}

/** An error the campaign machine reads `detail` from (commandErrorDetail). */
export class CampaignCommandError extends Error {
  readonly detail: string | null;
  constructor(message: string, detail: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CampaignCommandError';
    this.detail = detail;
  }
}

/** The message of a failed create, update or rename: the server's, else the error's own. */
export function failureMessage(error: unknown): string {
  return serverDetail(error) ?? (error instanceof Error ? error.message : String(error));
}
