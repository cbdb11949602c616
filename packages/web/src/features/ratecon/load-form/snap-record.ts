import type { LoadRecord, MappingKind } from '@fleet/contracts';
import { closestOption, type Option } from './snap';

export type Mappings = Partial<Record<MappingKind, readonly Option[]>>;

type Pair = { name: string | null; id: string | undefined };

function snapped(pair: Pair, options: readonly Option[] | undefined): Option | null {
  if (!options || pair.name === null) return null;
  if (options.some((option) => option.value === pair.id && option.label === pair.name)) return null;
  const match = closestOption(pair.name, options);
  return match && (match.label !== pair.name || match.value !== pair.id) ? match : null;
}

/**
 * The record with each extracted name that is not one of its lookup's names (customer, driver,
 * truck, trailer) replaced by the closest name and its id, where one is close enough; the same
 * record (===) when nothing snapped. Names the dispatcher picks are always options, so only
 * names from outside (extraction, a prefilled record) ever snap.
 */
export function snapExtractedNames(record: LoadRecord, mappings: Mappings): LoadRecord {
  let next = record;
  const customer = snapped(
    { name: record.customer_name, id: record.customer_id ?? undefined },
    mappings.customer_id,
  );
  if (customer) next = { ...next, customer_name: customer.label, customer_id: customer.value };
  const carrier = record.carrier;
  const driver = snapped(
    { name: carrier.driver_name, id: carrier.driver_id ?? undefined },
    mappings.driver_id,
  );
  const truck = snapped(
    { name: carrier.truck, id: carrier.truck_id ?? undefined },
    mappings.truck_id,
  );
  const trailer = snapped(
    { name: carrier.trailer, id: carrier.trailer_id ?? undefined },
    mappings.trailer_id,
  );
  if (driver || truck || trailer) {
    next = {
      ...next,
      carrier: {
        ...carrier,
        ...(driver ? { driver_name: driver.label, driver_id: driver.value } : {}),
        ...(truck ? { truck: truck.label, truck_id: truck.value } : {}),
        ...(trailer ? { trailer: trailer.label, trailer_id: trailer.value } : {}),
      },
    };
  }
  return next;
}
