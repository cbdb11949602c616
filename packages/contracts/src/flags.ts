import { z } from 'zod';

/** Feature flags of documents 1-3. */
export const FEATURE_FLAGS = [
  'INVOICE',
  'VOICE_AI',
  'VOICE_AI_BROKER',
  'TRUCK_TRAILER_MISMATCH',
  'TRAILER_AT_CUSTOMER_LOCATION',
  'REPORTS',
  'RATE_CON_EXTRACTION',
] as const;
export const featureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** Other names the spec uses for the same flag (document 1 §3, document 2 §3). */
export const FEATURE_FLAG_ALIASES: Record<string, FeatureFlag> = {
  RATECON_EXTRACTION: 'RATE_CON_EXTRACTION',
  RATECON_DATA: 'RATE_CON_EXTRACTION',
};

export function resolveFeatureFlag(name: string): FeatureFlag | undefined {
  const upper = name.toUpperCase();
  if ((FEATURE_FLAGS as readonly string[]).includes(upper)) return upper as FeatureFlag;
  return FEATURE_FLAG_ALIASES[upper];
}

export const tmsTypeSchema = z.enum(['alvys', 'ditat']);
export type TmsType = z.infer<typeof tmsTypeSchema>;

export const featureVariablesSchema = z.record(z.string(), z.string());

export const featureFlagResponseSchema = z.object({
  enabled: z.boolean(),
  feature_configuration: z.object({ variables_data: featureVariablesSchema }),
});
export type FeatureFlagResponse = z.infer<typeof featureFlagResponseSchema>;

export const featureFlagPath = (flag: string) =>
  `/v1/feature-manager/is-feature-enabled/${encodeURIComponent(flag)}`;
