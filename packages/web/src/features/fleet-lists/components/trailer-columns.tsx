import type { TrailerRecord } from '@fleet/contracts';
import { DASH, formatDaysHours } from '@/lib/format';
import type { Column } from './fleet-table';

const text = (value: string | null | undefined) => (value?.trim() ? value : DASH);

/** Document 1, "Fleet lists": Duration is days_at_location (seconds) as days and hours. */
export const TRAILER_COLUMNS: ReadonlyArray<Column<TrailerRecord>> = [
  { header: 'Trailer #', cell: (r) => text(r.trailer_id) },
  { header: 'Current Location', cell: (r) => text(r.current_location.address) },
  { header: 'Last Known Customer Location', cell: (r) => text(r.customer_location?.address) },
  { header: 'Duration', cell: (r) => formatDaysHours(r.days_at_location) },
];
