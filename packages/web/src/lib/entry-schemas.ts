import { z } from 'zod';

/**
 * The schemas of the calls the entry bundle makes (session, current user, feature flags). Only
 * ever imported lazily, through `entrySchema`: zod and the contracts' schemas then load with the
 * first screen's route chunk, not in the entry (bench/web-entry-size.ts, budget 170 KB gzipped).
 */
export { featureFlagResponseSchema, sessionTokensSchema, userSchema } from '@fleet/contracts';

/** For calls whose answer is not used (sign-out). */
export const anySchema = z.unknown();
