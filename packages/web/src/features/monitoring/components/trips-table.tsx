import type { TripSummary } from '@fleet/contracts';
import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, useRef } from 'react';
import { DASH, formatUsd } from '@/lib/format';
import type { ListModule } from '../lib/trip-filters';
import classes from './trips-table.module.css';

type Column = {
  header: string;
  /**
   * The narrowest the column gets, in px: its header on one line and a usual value in full. The
   * table is never narrower than the sum, so a narrow screen scrolls it sideways (issue 10: at
   * 1024 px the right columns were squeezed under their text and cut off).
   */
  min: number;
  /** Its share of the width beyond the minimums (a CSS fr). */
  grow: number;
  value: (trip: TripSummary) => string;
  align?: 'right';
};

const text = (value: string | null | undefined) => (value ? value : DASH);

const BASE_COLUMNS: Column[] = [
  { header: 'Trip #', min: 110, grow: 1, value: (t) => t.trip_num },
  { header: 'Truck #', min: 90, grow: 0.8, value: (t) => text(t.truck_num) },
  { header: 'Trailer #', min: 100, grow: 0.8, value: (t) => text(t.trailer_num) },
  { header: 'Driver Name', min: 170, grow: 1.4, value: (t) => text(t.driver.driver_name) },
  { header: 'Client Name', min: 210, grow: 1.4, value: (t) => text(t.customer_name) },
  { header: 'Order #', min: 120, grow: 1, value: (t) => text(t.order_number) },
];

const AMOUNT_COLUMNS: Column[] = [
  {
    header: 'Detention Amount',
    min: 170,
    grow: 1,
    align: 'right',
    value: (t) => formatUsd(t.detention_summary?.detention_total_amount),
  },
  {
    header: 'Loss Amount',
    min: 130,
    grow: 1,
    align: 'right',
    value: (t) => formatUsd(t.detention_summary?.loss_total_amount),
  },
];

export const columnsFor = (module: ListModule) =>
  module === 'detention' ? [...BASE_COLUMNS, ...AMOUNT_COLUMNS] : BASE_COLUMNS;

const ROW_HEIGHT = 44;

/**
 * The trip rows, virtualized: only the rows in view (plus a few) are in the DOM. A real table laid
 * out as CSS grid; aria-rowcount and aria-rowindex tell assistive technology the full size. A row
 * opens the trip on click or Enter; arrow keys move between rows.
 */
export function TripsTable({
  rows,
  module,
  label,
  emptyText,
  onOpen,
}: {
  rows: readonly TripSummary[];
  module: ListModule;
  label: string;
  /** Shown as the one body row when there are no rows, under the headers. */
  emptyText: string;
  onOpen: (trip: TripSummary) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = columnsFor(module);
  const template = columns.map((column) => `minmax(${column.min}px, ${column.grow}fr)`).join(' ');
  const minWidth = columns.reduce((sum, column) => sum + column.min, 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // The sticky header covers the top of the scroller.
    scrollPaddingStart: ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.trip_num ?? index,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const trip = rows[index];
    if (!trip) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(trip);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(rows.length - 1, Math.max(0, index + step));
    virtualizer.scrollToIndex(next);
    requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
    });
  };

  return (
    <div ref={scrollRef} className={classes.scroller}>
      <table
        className={classes.table}
        aria-label={label}
        aria-rowcount={Math.max(rows.length, 1) + 1}
        style={{ '--table-min-width': `${minWidth}px` } as CSSProperties}
      >
        <thead className={classes.head}>
          <tr aria-rowindex={1} className={classes.row} style={{ gridTemplateColumns: template }}>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={classes.cell}
                data-align={column.align}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length === 0 ? (
          <tbody>
            <tr aria-rowindex={2}>
              <td colSpan={columns.length} className={classes.empty}>
                {emptyText}
              </td>
            </tr>
          </tbody>
        ) : (
          <tbody className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const trip = rows[item.index]!;
              return (
                <tr
                  key={item.key}
                  tabIndex={0}
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                  className={`${classes.row} ${classes.bodyRow}`}
                  style={{
                    gridTemplateColumns: template,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={() => onOpen(trip)}
                  onKeyDown={(event) => onKeyDown(event, item.index)}
                >
                  {columns.map((column) => (
                    <td key={column.header} className={classes.cell} data-align={column.align}>
                      {/* A block, so that a value longer than its column ends in '…'. */}
                      <Text span display="block" size="sm" truncate="end">
                        {column.value(trip)}
                      </Text>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        )}
      </table>
    </div>
  );
}
