import type { ReportRow } from '@fleet/contracts';
import { Skeleton, Table, UnstyledButton } from '@mantine/core';
import type { Column, ColumnKey, Sort } from '../lib/table-model';
import classes from './report-table.module.css';

/**
 * A report's table (§3 rows, §9 formatting). Named by `label` (its caption). With `onSort`, each
 * header is a button (click, Enter or Space) and the sorted column carries aria-sort.
 */
export function ReportTable({
  label,
  columns,
  rows,
  sort,
  onSort,
}: {
  label: string;
  columns: readonly Column[];
  rows: readonly ReportRow[];
  sort?: Sort;
  onSort?: (key: ColumnKey) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.Th
                  key={column.key}
                  ta={column.numeric ? 'right' : 'left'}
                  scope="col"
                  {...(onSort ? { 'aria-sort': sorted ?? 'none' } : {})}
                >
                  {onSort ? (
                    <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(column.key)}
                    >
                      {column.label}
                      <span aria-hidden="true" className={classes.arrow}>
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id}>
              {columns.map((column) =>
                column.key === 'name' ? (
                  <Table.Th key={column.key} scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {column.display(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {column.display(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The table's place while its first answer loads: as many bars as rows will come. */
export function ReportTableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={28} mt={i === 0 ? 0 : 6} radius="sm" />
      ))}
    </div>
  );
}
