import type { InvoiceLineItem } from '@fleet/contracts';
import { ActionIcon, Button, NumberInput, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { emptyLineItem, lineAmount } from '../lib/invoice-data';
import { confidenceProps } from './confidence';

const asNumber = (value: number | string): number =>
  typeof value === 'number' ? value : Number.parseFloat(value) || 0;

/**
 * Line Items (§2.8): add and remove rows; a change of quantity or unit price recomputes the line's
 * amount, which can also be typed (a flat charge has no quantity).
 */
export function LineItemsEditor({
  lines,
  origins,
  confidence,
  disabled,
  onChange,
}: {
  lines: readonly InvoiceLineItem[];
  /** Each row's index in the extracted lines (null: added here), so its confidence follows it. */
  origins: readonly (number | null)[];
  confidence: Record<string, number>;
  disabled: boolean;
  onChange: (lines: InvoiceLineItem[], origins: (number | null)[]) => void;
}) {
  const update = (index: number, patch: Partial<InvoiceLineItem>, recompute: boolean) => {
    onChange(
      lines.map((line, i) => {
        if (i !== index) return line;
        const next = { ...line, ...patch };
        return recompute ? { ...next, amount: lineAmount(next) } : next;
      }),
      [...origins],
    );
  };
  const remove = (index: number) =>
    onChange(
      lines.filter((_, i) => i !== index),
      origins.filter((_, i) => i !== index),
    );
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Line items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90}>Quantity</Table.Th>
              <Table.Th w={120}>Unit Price</Table.Th>
              <Table.Th w={130}>Amount</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const n = index + 1;
              const origin = origins[index] ?? null;
              const at = (field: string) =>
                origin === null ? {} : confidenceProps(confidence, `line_items.${origin}.${field}`);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
                <Table.Tr key={index}>
                  <Table.Td>
                    <TextInput
                      aria-label={`Line ${n} description`}
                      value={line.description}
                      disabled={disabled}
                      onChange={(e) => update(index, { description: e.currentTarget.value }, false)}
                      {...at('description')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Line ${n} quantity`}
                      value={line.quantity ?? 0}
                      disabled={disabled}
                      hideControls
                      onChange={(v) => update(index, { quantity: asNumber(v) }, true)}
                      {...at('quantity')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Line ${n} unit price`}
                      value={line.unit_price ?? 0}
                      decimalScale={2}
                      disabled={disabled}
                      hideControls
                      onChange={(v) => update(index, { unit_price: asNumber(v) }, true)}
                      {...at('unit_price')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Line ${n} amount`}
                      value={line.amount}
                      decimalScale={2}
                      disabled={disabled}
                      hideControls
                      onChange={(v) => update(index, { amount: asNumber(v) }, false)}
                      {...at('amount')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove line ${n}`}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="default"
        size="xs"
        disabled={disabled}
        onClick={() => onChange([...lines, emptyLineItem()], [...origins, null])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add Line Item
      </Button>
    </>
  );
}
