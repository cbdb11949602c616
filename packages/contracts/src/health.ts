import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])).optional(),
});
export type Health = z.infer<typeof healthSchema>;
