import type { Invoice } from '@fleet/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { InvoicesTable } from './invoices-table';

/** Rows per page: a year's invoices (thousands) are listed a page at a time, and exported whole. */
export const INVOICES_PAGE_SIZE = 50;

/** The table a page at a time, with 'Showing a–b of n' and the pager when there is more than one. */
export function PagedInvoices({
  invoices,
  onOpen,
  onDelete,
}: {
  invoices: readonly Invoice[];
  onOpen: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}) {
  const pages = Math.max(1, Math.ceil(invoices.length / INVOICES_PAGE_SIZE));
  const [page, setPage] = useState(1);
  // A new range, or a delete on the last page, can leave the page past the end.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const first = (current - 1) * INVOICES_PAGE_SIZE;
  const shown = invoices.slice(first, first + INVOICES_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <InvoicesTable invoices={shown} onOpen={onOpen} onDelete={onDelete} />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            Showing {first + 1}–{first + shown.length} of {invoices.length}
          </Text>
          <Pager total={pages} value={current} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
