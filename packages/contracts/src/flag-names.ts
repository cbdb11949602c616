// Plain constants, no zod: the web app's entry bundle imports them, and any module that builds a
// schema at load time would bring zod (~28 KB gzipped) into it. Re-exported from ./flags so every
// import path stays the same.

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
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

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

export const featureFlagPath = (flag: string) =>
  `/v1/feature-manager/is-feature-enabled/${encodeURIComponent(flag)}`;
