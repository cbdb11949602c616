import { type InvoiceData, type InvoiceParty, PAID_STATUSES } from '@fleet/contracts';
import {
  Alert,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '../lib/format';
import { withLiveTotals } from '../lib/invoice-data';
import type { CheckedField, ConfirmErrors } from '../lib/validate';
import { confidenceProps } from './confidence';
import { LineItemsEditor } from './line-items-editor';

const asNumber = (value: number | string): number =>
  typeof value === 'number' ? value : Number.parseFloat(value) || 0;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The ids of the checked fields (Confirm Invoice focuses the first one in error). */
export const fieldId = (field: CheckedField) => `invoice-${field.replace('_', '-')}`;

const VENDOR_FIELDS: ReadonlyArray<{ key: keyof InvoiceParty; label: string }> = [
  { key: 'company_name', label: 'Company Name' },
  { key: 'contact_person', label: 'Contact Person' },
  { key: 'phone_number', label: 'Phone Number' },
  { key: 'email', label: 'Email' },
];

/**
 * The confirm form (§2.8): Invoice Details, Vendor Details (the seller), Line Items, Total and
 * Notes. Every change hands up the whole invoice with its subtotal and total recomputed from the
 * lines. Fields extracted with low confidence are marked.
 */
export function InvoiceForm({
  data,
  confidence,
  lineOrigins,
  onLineOriginsChange,
  printedTotal,
  totalsMismatch,
  disabled,
  errors,
  onChange,
}: {
  data: InvoiceData;
  confidence: Record<string, number>;
  /** Each line's index in the extracted lines (null: added here); see LineItemsEditor. */
  lineOrigins: readonly (number | null)[];
  onLineOriginsChange: (origins: (number | null)[]) => void;
  /** The total the extraction read on the invoice (null when typed in by hand). */
  printedTotal: number | null;
  /** The extraction's own finding that the lines and totals disagree. */
  totalsMismatch: boolean;
  disabled: boolean;
  errors: ConfirmErrors;
  onChange: (data: InvoiceData) => void;
}) {
  const change = (next: InvoiceData) => onChange(withLiveTotals(next));
  const details = data.invoice_details;
  const setDetail = (patch: Partial<InvoiceData['invoice_details']>) =>
    change({ ...data, invoice_details: { ...details, ...patch } });
  const setSeller = (patch: Partial<InvoiceParty>) =>
    change({ ...data, seller_details: { ...data.seller_details, ...patch } });
  const setTotal = (patch: Partial<InvoiceData['total']>) =>
    change({ ...data, total: { ...data.total, ...patch } });
  const text = (value: string) => (value === '' ? null : value);
  const mark = (path: string) => confidenceProps(confidence, path);

  const linesDisagree =
    printedTotal !== null &&
    data.line_items.length > 0 &&
    Math.abs(printedTotal - data.total.total_amount) >= 0.005;

  return (
    <Stack gap="lg">
      <Section id="invoice-details" title="Invoice Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={fieldId('invoice_number')}
            label="Invoice Number"
            required
            value={details.invoice_number ?? ''}
            disabled={disabled}
            error={errors.invoice_number}
            onChange={(e) => setDetail({ invoice_number: text(e.currentTarget.value) })}
            {...mark('invoice_details.invoice_number')}
          />
          <Select
            label="Status"
            data={[...PAID_STATUSES]}
            clearable
            value={details.paid_status}
            disabled={disabled}
            onChange={(value) =>
              setDetail({ paid_status: (value as (typeof PAID_STATUSES)[number] | null) ?? null })
            }
            {...mark('invoice_details.paid_status')}
          />
          <TextInput
            id={fieldId('issue_date')}
            label="Issue Date"
            placeholder="MM/DD/YYYY"
            value={details.issue_date ?? ''}
            disabled={disabled}
            error={errors.issue_date}
            onChange={(e) => setDetail({ issue_date: text(e.currentTarget.value) })}
            {...mark('invoice_details.issue_date')}
          />
          <TextInput
            id={fieldId('due_date')}
            label="Due Date"
            placeholder="MM/DD/YYYY"
            value={details.due_date ?? ''}
            disabled={disabled}
            error={errors.due_date}
            onChange={(e) => setDetail({ due_date: text(e.currentTarget.value) })}
            {...mark('invoice_details.due_date')}
          />
        </SimpleGrid>
      </Section>

      <Section id="vendor-details" title="Vendor Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {VENDOR_FIELDS.map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              value={data.seller_details[key] ?? ''}
              disabled={disabled}
              onChange={(e) => setSeller({ [key]: text(e.currentTarget.value) })}
              {...mark(`seller_details.${key}`)}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          value={data.seller_details.address ?? ''}
          disabled={disabled}
          onChange={(e) => setSeller({ address: text(e.currentTarget.value) })}
          {...mark('seller_details.address')}
        />
      </Section>

      <Section id="line-items" title="Line Items">
        <LineItemsEditor
          lines={data.line_items}
          origins={lineOrigins}
          confidence={confidence}
          disabled={disabled}
          onChange={(line_items, origins) => {
            onLineOriginsChange(origins);
            change({ ...data, line_items });
          }}
        />
      </Section>

      <Section id="invoice-total" title="Total">
        {linesDisagree || totalsMismatch ? (
          <Alert color="yellow" title="Totals do not match" role="status">
            {linesDisagree
              ? `The line items add up to ${formatAmount(data.total.total_amount)}; the invoice says ${formatAmount(printedTotal)}.`
              : 'The line items do not add up to the totals printed on the invoice.'}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Subtotal"
            value={data.total.subtotal ?? 0}
            readOnly
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            hideControls
            prefix="$"
            {...mark('total.subtotal')}
          />
          {(['tax', 'shipping', 'discount'] as const).map((key) => (
            <NumberInput
              key={key}
              label={key[0]?.toUpperCase() + key.slice(1)}
              value={data.total[key] ?? 0}
              decimalScale={2}
              hideControls
              prefix="$"
              disabled={disabled}
              onChange={(v) => setTotal({ [key]: asNumber(v) })}
              {...mark(`total.${key}`)}
            />
          ))}
          <NumberInput
            label="Total Amount"
            value={data.total.total_amount}
            readOnly={data.line_items.length > 0}
            disabled={disabled}
            decimalScale={2}
            // Computed from the lines: shown as money. Typed (no lines): left as typed.
            fixedDecimalScale={data.line_items.length > 0}
            thousandSeparator=","
            hideControls
            prefix="$"
            onChange={(v) => setTotal({ total_amount: asNumber(v) })}
            {...mark('total.total_amount')}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Currency: {data.total.currency || 'USD'}
          </Text>
        </Group>
      </Section>

      <Section id="invoice-notes" title="Notes">
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          value={data.notes ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...data, notes: text(e.currentTarget.value) })}
          {...mark('notes')}
        />
      </Section>
    </Stack>
  );
}
