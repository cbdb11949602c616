import type { MismatchRecord } from '@fleet/contracts';
import { type Column, cellText as text } from './fleet-table';

/** Document 1, "Fleet lists": Distance shows the mismatch reason. */
export const MISMATCH_COLUMNS: ReadonlyArray<Column<MismatchRecord>> = [
  { header: 'Truck #', cell: (r) => text(r.truck_id) },
  { header: 'Trailer #', cell: (r) => text(r.trailer_id) },
  { header: 'Current Load #', cell: (r) => text(r.latest_load_id) },
  { header: 'Truck Location', cell: (r) => text(r.truck_location.address) },
  { header: 'Trailer Location', cell: (r) => text(r.trailer_location.address) },
  { header: 'Distance', cell: (r) => text(r.mismatch_reason) },
];
