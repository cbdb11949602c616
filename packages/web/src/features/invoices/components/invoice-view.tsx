import { INVOICE_MESSAGES, type Invoice } from '@fleet/contracts';
import {
  Alert,
  Anchor,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PdfViewer } from '@/components/pdf/pdf-viewer';
import { InvoiceNotFoundError, useInvoice } from '../api/get-invoice';
import { useInvoicePdf } from '../api/get-invoice-pdf';
import { formatAmount, formatInvoiceDate } from '../lib/format';
import { invoiceViewHref } from '../lib/navigation-state';
import { PaidStatusBadge } from './paid-status-badge';

/** Our wording for a flagged duplicate (the spec leaves it to us; README). */
export const DUPLICATE_NOTICE = 'Same invoice number from this vendor as';

/** One term of a description list (the grids below are <dl>). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const pdf = useInvoicePdf(invoice.id, invoice.has_pdf);
  if (!invoice.has_pdf) return <Text c="dimmed">No PDF was kept with this invoice.</Text>;
  if (pdf.isPending) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label="Loading PDF" />
      </Center>
    );
  }
  if (pdf.isError) return <Alert color="red">The PDF could not be loaded.</Alert>;
  return <PdfViewer file={pdf.data} name={`${invoice.invoice_number}.pdf`} />;
}

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const { data } = invoice;
  const details = data.invoice_details;
  const seller = data.seller_details;
  const notes = data.notes ?? invoice.notes ?? invoice.description;
  const totalRows: Array<[string, number | null]> = [
    ['Subtotal', data.total.subtotal],
    ['Tax', data.total.tax],
    ['Shipping', data.total.shipping],
    ['Discount', data.total.discount],
  ];
  return (
    <Stack gap="lg">
      {invoice.duplicate_of ? (
        <Alert color="yellow" role="status" title="Possible duplicate">
          {DUPLICATE_NOTICE}{' '}
          <Anchor component={Link} to={invoiceViewHref(invoice.duplicate_of)}>
            an invoice already recorded
          </Anchor>
          .
        </Alert>
      ) : null}
      <Group gap="md">
        <PaidStatusBadge status={details.paid_status} />
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 3 }}>
        <Field label="Issue Date">{formatInvoiceDate(details.issue_date)}</Field>
        <Field label="Due Date">{formatInvoiceDate(details.due_date)}</Field>
        <Field label="Amount">{formatAmount(invoice.amount)}</Field>
      </SimpleGrid>

      <Stack component="section" aria-labelledby="vendor-information" gap="xs">
        <Title order={2} size="h4" id="vendor-information">
          Vendor Information
        </Title>
        <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }}>
          <Field label="Company Name">{seller.company_name ?? '-'}</Field>
          <Field label="Contact Person">{seller.contact_person ?? '-'}</Field>
          <Field label="Phone Number">{seller.phone_number ?? '-'}</Field>
          <Field label="Email">{seller.email ?? '-'}</Field>
          <Field label="Address">{seller.address ?? '-'}</Field>
        </SimpleGrid>
      </Stack>

      <Stack component="section" aria-labelledby="invoice-line-items" gap="xs">
        <Title order={2} size="h4" id="invoice-line-items">
          Line Items
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby="invoice-line-items" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Unit Price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.line_items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>No line items.</Table.Td>
                </Table.Tr>
              ) : (
                data.line_items.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id
                  <Table.Tr key={index}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right">{line.quantity ?? 0}</Table.Td>
                    <Table.Td ta="right">{formatAmount(line.unit_price ?? 0)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack component="section" aria-labelledby="invoice-total" gap="xs">
        <Title order={2} size="h4" id="invoice-total">
          Total
        </Title>
        <Table aria-labelledby="invoice-total" maw={360}>
          <Table.Tbody>
            {totalRows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td ta="right">{formatAmount(value ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatAmount(data.total.total_amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>

      <Stack component="section" aria-labelledby="invoice-notes" gap="xs">
        <Title order={2} size="h4" id="invoice-notes">
          Notes
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{notes?.trim() ? notes : 'No notes.'}</Text>
      </Stack>
    </Stack>
  );
}

/**
 * /invoices/view?id= (§2.8): status, dates (M/D/YYYY), amount (USD), vendor, line items, totals,
 * notes and the PDF. 'Invoice not found' when nothing loads; 'Failed to fetch invoice' on error.
 */
export function InvoiceView({ id }: { id: string }) {
  const invoice = useInvoice(id);
  if (id === '' || invoice.error instanceof InvoiceNotFoundError) {
    return (
      <Alert color="gray" role="alert">
        {INVOICE_MESSAGES.notFound}
      </Alert>
    );
  }
  if (invoice.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-label="Loading invoice" />
      </Center>
    );
  }
  if (invoice.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {INVOICE_MESSAGES.failedToFetch}
        </Alert>
        <Text>{INVOICE_MESSAGES.notFound}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Invoice {invoice.data.invoice_number}
        {invoice.data.data.seller_details.company_name
          ? ` · ${invoice.data.data.seller_details.company_name}`
          : ''}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <InvoiceDetails invoice={invoice.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="sm">
            <InvoicePdf invoice={invoice.data} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
