import type { AvailableTruck } from '@fleet/contracts';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { type Column, cellText as text } from './fleet-table';

const place = (address: { city: string; state: string } | null | undefined) =>
  text([address?.city, address?.state].filter((part) => part?.trim()).join(', '));

/** Document 1, "Fleet lists": the available-trucks columns. Dates in UTC (§9). */
export const AVAILABLE_TRUCK_COLUMNS: ReadonlyArray<Column<AvailableTruck>> = [
  { header: 'Date', cell: (t) => formatDate(t.last_stop?.datetime) },
  { header: 'Time', cell: (t) => formatTime(t.last_stop?.datetime) },
  { header: 'Truck #', cell: (t) => text(t.truck_id) },
  { header: 'Trip #', cell: (t) => text(t.trip_number) },
  { header: 'Last Stop Name', cell: (t) => text(t.last_stop?.name) },
  { header: 'Customer', cell: (t) => text(t.last_stop?.customer_name) },
  { header: 'Driver', cell: (t) => text(t.driver?.name) },
  { header: 'City', cell: (t) => text(t.last_stop?.address.city) },
  { header: 'State', cell: (t) => text(t.last_stop?.address.state) },
  { header: 'Driver Home', cell: (t) => place(t.driver?.address) },
  { header: 'Home Time Start', cell: (t) => formatDateTime(t.event_details?.start_date_time) },
  { header: 'Home Time End', cell: (t) => formatDateTime(t.event_details?.end_date_time) },
  { header: 'Last Known Location', cell: (t) => text(t.last_known_location?.formatted_address) },
];
