import type { TrailerRecord } from '@fleet/contracts';
import { formatDaysHours } from '@/lib/format';
import { type Column, cellText as text } from './fleet-table';

/** Document 1, "Fleet lists": Duration is days_at_location (seconds) as days and hours. */
export const TRAILER_COLUMNS: ReadonlyArray<Column<TrailerRecord>> = [
  { header: 'Trailer #', cell: (r) => text(r.trailer_id) },
  { header: 'Current Location', cell: (r) => text(r.current_location.address) },
  { header: 'Last Known Customer Location', cell: (r) => text(r.customer_location?.address) },
  { header: 'Duration', cell: (r) => formatDaysHours(r.days_at_location) },
];
