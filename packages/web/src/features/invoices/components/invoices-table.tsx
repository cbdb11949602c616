import type { Invoice } from '@fleet/contracts';
import { ActionIcon, Table } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { formatAmount, formatInvoiceDate } from '../lib/format';
import { PaidStatusBadge } from './paid-status-badge';

function TrashIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/**
 * The list's table (§2.8): Invoice #, Date, Vendor, Amount, Status, Due Date, Actions. A row
 * click, or Enter on a focused row, opens the invoice.
 */
export function InvoicesTable({
  invoices,
  onOpen,
  onDelete,
}: {
  invoices: readonly Invoice[];
  onOpen: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}) {
  const onKeyDown = (invoice: Invoice) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(invoice);
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover striped aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice #</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Due Date</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const details = invoice.data.invoice_details;
            return (
              <Table.Tr
                key={invoice.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                aria-label={`Invoice ${invoice.invoice_number}`}
                onClick={() => onOpen(invoice)}
                onKeyDown={onKeyDown(invoice)}
              >
                <Table.Td>{invoice.invoice_number}</Table.Td>
                <Table.Td>{formatInvoiceDate(details.issue_date)}</Table.Td>
                <Table.Td>{invoice.data.seller_details.company_name ?? '-'}</Table.Td>
                <Table.Td ta="right">{formatAmount(invoice.amount)}</Table.Td>
                <Table.Td>
                  <PaidStatusBadge status={details.paid_status} />
                </Table.Td>
                <Table.Td>{formatInvoiceDate(details.due_date)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete invoice ${invoice.invoice_number}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDelete(invoice);
                    }}
                    onKeyDown={(event) => event.stopPropagation()}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
