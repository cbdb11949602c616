import type { FeatureFlagResponse } from '@fleet/contracts';
import type { LoadDraftKind } from '@fleet/machines';

export interface RateconAvailability {
  /** The flag is on and its value is not 'NA' (§3: 'NA' means unavailable). */
  available: boolean;
  /** The Ditat form when TMS_TYPE is ditat; the generic form otherwise (§2.7). */
  tms: LoadDraftKind;
}

const isNa = (value: string | undefined) => value?.trim().toUpperCase() === 'NA';

/**
 * The flag answer → what the screens do. 'NA' is looked for where the older names of the flag
 * carried it: TMS_TYPE, or a variable named after the flag (RATECON_EXTRACTION, RATECON_DATA).
 */
export function rateconAvailability(flag: FeatureFlagResponse | undefined): RateconAvailability {
  const variables = flag?.feature_configuration.variables_data ?? {};
  const tmsType = variables.TMS_TYPE?.trim().toLowerCase();
  const na = ['TMS_TYPE', 'RATE_CON_EXTRACTION', 'RATECON_EXTRACTION', 'RATECON_DATA'].some((key) =>
    isNa(variables[key]),
  );
  return {
    available: flag?.enabled === true && !na,
    tms: tmsType === 'ditat' ? 'ditat' : 'generic',
  };
}
