import { Alert, Box, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DASH } from '@/lib/format';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

/** A text cell: the value, or a dash when it is missing or blank. */
export const cellText = (value: string | null | undefined) => (value?.trim() ? value : DASH);

export type FleetTableProps<Row> = {
  /** Names the table and its scroll region for assistive technology. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  emptyText: string;
};

/** A fleet list's table with its loading, error and empty states. */
export function FleetTable<Row>(props: FleetTableProps<Row>) {
  const { label, columns, rows, rowKey, isPending, error, onRetry, emptyText } = props;

  if (isPending) {
    return (
      <Center role="status" py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading...</Text>
        </Group>
      </Center>
    );
  }
  if (error || !rows) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{error?.message}</Text>
          <Button variant="light" color="red" size="xs" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <Text role="status" c="dimmed" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover withTableBorder aria-label={label} miw={columns.length * 110}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
