import { z } from 'zod';
import { FEATURE_FLAGS } from './flag-names';

export {
  FEATURE_FLAG_ALIASES,
  FEATURE_FLAGS,
  type FeatureFlag,
  featureFlagPath,
  resolveFeatureFlag,
} from './flag-names';

export const featureFlagSchema = z.enum(FEATURE_FLAGS);

export const tmsTypeSchema = z.enum(['alvys', 'ditat']);
export type TmsType = z.infer<typeof tmsTypeSchema>;

export const featureVariablesSchema = z.record(z.string(), z.string());

export const featureFlagResponseSchema = z.object({
  enabled: z.boolean(),
  feature_configuration: z.object({ variables_data: featureVariablesSchema }),
});
export type FeatureFlagResponse = z.infer<typeof featureFlagResponseSchema>;
