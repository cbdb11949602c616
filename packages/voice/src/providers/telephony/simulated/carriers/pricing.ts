import type { CampaignLoadDetails, RateRange } from '@fleet/contracts';
import { roundTo } from '../../../../agent/domain/telephony/rng';
import type { CarrierPersona } from './personas';

/**
 * The carrier's hidden numbers: its floor (the least it hauls the load for) and its first ask.
 * With the broker's range in the hint, the floor sits where the persona's row promises (inside
 * the range, or above its maximum for 'too-expensive'); without it the carrier prices from the
 * market: the load's market range, else miles × $/mile for the equipment.
 */

export interface CarrierPricing {
  floor: number;
  firstAsk: number;
  basis: 'range' | 'market';
}

const RATE_PER_MILE: Record<string, number> = {
  dry_van: 2.2,
  reefer: 2.6,
  flatbed: 2.8,
  box_truck: 1.8,
  sprinter_van: 1.3,
};

function marketRate(load: CampaignLoadDetails): number {
  if (load.marketRateRange && load.marketRateRange.max > 0) {
    return (load.marketRateRange.min + load.marketRateRange.max) / 2;
  }
  if (load.total_distance && load.total_distance > 0) {
    const perMile = RATE_PER_MILE[load.equipment_type ?? 'dry_van'] ?? 2.2;
    return Math.max(400, load.total_distance * perMile);
  }
  return 2_000;
}

export function priceCarrier(
  persona: CarrierPersona,
  load: CampaignLoadDetails,
  range?: RateRange,
): CarrierPricing {
  const expensive = persona.behaviour === 'too-expensive';
  let floor: number;
  let basis: CarrierPricing['basis'];
  if (range && range.min > 0 && range.max >= range.min) {
    basis = 'range';
    floor = expensive
      ? Math.max(range.max + 25, roundTo(range.max * persona.floorPosition, 25))
      : Math.min(
          range.max,
          Math.max(
            range.min,
            roundTo(range.min + persona.floorPosition * (range.max - range.min), 25),
          ),
        );
  } else {
    basis = 'market';
    const market = marketRate(load);
    floor = roundTo(
      market * (expensive ? 1.25 * persona.floorPosition : 0.9 + 0.2 * persona.floorPosition),
      25,
    );
  }
  floor = Math.max(25, floor);
  const firstAsk = Math.max(floor + 50, roundTo(floor * persona.firstAskFactor, 25));
  return { floor, firstAsk, basis };
}
