import type { CallRecord } from '@fleet/contracts';
import { Box, Button, Table, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { formatPhone } from '../../../lib/phone-display';
import {
  callTypeLabel,
  formatDuration,
  formatInstant,
  statusLabel,
  text,
} from '../lib/format-call';
import type { SortField, SortOrder } from '../lib/history-params';
import classes from './call-history-table.module.css';

type SortableField = Exclude<SortField, 'completed_at'>;

type Column = {
  header: string;
  sort?: SortableField;
  cell: (call: CallRecord) => string;
};

/** Document 3 §2 "Call History": the columns, in order; Actions is added after them. */
const COLUMNS: readonly Column[] = [
  { header: 'To Number', sort: 'to_number', cell: (call) => text(formatPhone(call.to_number)) },
  {
    header: 'From Number',
    sort: 'from_number',
    cell: (call) => text(formatPhone(call.from_number)),
  },
  { header: 'Created At', sort: 'created_at', cell: (call) => formatInstant(call.created_at) },
  { header: 'Status', sort: 'status', cell: (call) => statusLabel(call.status) },
  { header: 'Call Type', sort: 'details_only', cell: (call) => callTypeLabel(call.details_only) },
  { header: 'Duration', cell: (call) => formatDuration(call.call_duration) },
  { header: 'Carrier', cell: (call) => text(call.carrier_id) },
];

function ariaSort(active: boolean, order: SortOrder) {
  if (!active) return 'none' as const;
  return order === 1 ? ('ascending' as const) : ('descending' as const);
}

function SortArrow({ active, order }: { active: boolean; order: SortOrder }) {
  const arrow = !active ? '↕' : order === 1 ? '↑' : '↓';
  return (
    <span aria-hidden="true" className={active ? classes.arrowActive : classes.arrow}>
      {arrow}
    </span>
  );
}

export function CallHistoryTable({
  calls,
  sortBy,
  sortOrder,
  busy,
  onSort,
  onOpen,
}: {
  calls: readonly CallRecord[];
  sortBy: SortField;
  sortOrder: SortOrder;
  /** A new page or order is on its way; the rows shown are the previous answer. */
  busy: boolean;
  onSort: (field: SortableField) => void;
  onOpen: (id: string) => void;
}) {
  const openFromRow = (id: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    // The View Details button handles its own click.
    if ((event.target as HTMLElement).closest('button, a')) return;
    onOpen(id);
  };

  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <Box role="region" aria-label="Calls" tabIndex={0} className={classes.scroller}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        aria-label="Calls"
        aria-busy={busy}
        miw={COLUMNS.length * 120}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const active = column.sort !== undefined && column.sort === sortBy;
              return (
                <Table.Th
                  key={column.header}
                  scope="col"
                  aria-sort={column.sort ? ariaSort(active, sortOrder) : undefined}
                >
                  {column.sort ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => column.sort && onSort(column.sort)}
                    >
                      {column.header}
                      <SortArrow active={active} order={sortOrder} />
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call) => (
            <Table.Tr key={call.id} className={classes.row} onClick={openFromRow(call.id)}>
              {COLUMNS.map((column) => (
                <Table.Td key={column.header}>{column.cell(call)}</Table.Td>
              ))}
              <Table.Td>
                <Button size="xs" variant="outline" onClick={() => onOpen(call.id)}>
                  View Details
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
