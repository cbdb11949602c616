import type { DitatLoadInput } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { ConfidenceProvider, FieldsToCheck } from './confidence';
import { type DitatAppointment, DitatAppointmentFields } from './ditat-appointment-fields';
import { ditatConfidence } from './ditat-confidence';
import { CustomerKeyTypeAhead } from './ditat-lookups';
import { type DitatLoadFormValue, newDitatAppointment } from './empty';
import { formatMoney, NumberField, parseNumber, TextField } from './fields';
import { GoodsFields } from './goods-fields';
import { useRows } from './use-rows';
import { useUpdater } from './use-updater';

export interface DitatLoadFormProps {
  value: DitatLoadFormValue;
  /** parsedData.confidence (generic paths); the form maps them onto its own fields. */
  confidence: Record<string, number>;
  onChange: (next: DitatLoadFormValue) => void;
  disabled?: boolean;
}

const renumber = (list: DitatAppointment[]) =>
  list.map((appointment, i) => ({ ...appointment, stop_number: i + 1 }));

/** The Ditat 'Load Record' form (document 2 §2.7, §3 "Ditat load input"). */
export function DitatLoadForm({ value, confidence, onChange, disabled }: DitatLoadFormProps) {
  const mapped = useMemo(() => ditatConfidence(confidence), [confidence]);
  const input = value.loadInput;
  const { update, set } = useUpdater(value, onChange);
  const patchInput = useCallback(
    (patch: (input: DitatLoadInput) => Partial<DitatLoadInput>) =>
      update((current) => ({
        ...current,
        loadInput: { ...current.loadInput, ...patch(current.loadInput) },
      })),
    [update],
  );
  const setters = useMemo(
    () => ({
      referenceId1: (next: string | null) => patchInput(() => ({ referenceId1: next })),
      referenceId2: (next: string | null) => patchInput(() => ({ referenceId2: next })),
      // Ditat keeps the PO number twice (referenceId3 and referenceId4, §3).
      po: (next: string | null) => patchInput(() => ({ referenceId3: next, referenceId4: next })),
      referenceId5: (next: string | null) => patchInput(() => ({ referenceId5: next })),
      customer: (customer_key: string | null) => patchInput(() => ({ customer_key })),
      rate: (rate_amount: number | null) =>
        patchInput((i) => ({
          rates_list: [{ ...i.rates_list[0], rate_amount }, ...i.rates_list.slice(1)],
        })),
      carrierName: (carrier_name: string | null) =>
        patchInput((i) => ({ carrier: { ...i.carrier, carrier_name } })),
      appointment: (index: number, next: DitatAppointment) =>
        patchInput((i) => ({
          appointment_list: i.appointment_list.map((old, at) => (at === index ? next : old)),
        })),
    }),
    [patchInput],
  );
  const setGoods = set('goodsDetails');

  const rows = useRows(input.appointment_list.length);
  const { add: addRow, remove: removeRow } = rows;
  const removeAppointment = useCallback(
    (index: number) => {
      removeRow(index);
      patchInput((i) => ({
        appointment_list: renumber(i.appointment_list.filter((_, at) => at !== index)),
      }));
    },
    [patchInput, removeRow],
  );

  const reference = (key: 'referenceId1' | 'referenceId2' | 'referenceId5', label: string) => (
    <TextField
      label={label}
      path={key}
      value={input[key]}
      onChange={setters[key]}
      disabled={disabled}
    />
  );

  return (
    <ConfidenceProvider confidence={mapped}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Load Record
        </Title>
        <FieldsToCheck />
        <Fieldset legend="References" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {reference('referenceId1', 'Order Number')}
            {reference('referenceId2', 'BOL Number')}
            <TextField
              label="PO Number"
              path="referenceId3"
              value={input.referenceId3 ?? input.referenceId4}
              onChange={setters.po}
              disabled={disabled}
            />
            {reference('referenceId5', 'Reference Number')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Customer" disabled={disabled}>
          <CustomerKeyTypeAhead
            label="Customer"
            path="customer_key"
            value={input.customer_key}
            onChange={setters.customer}
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Rates" disabled={disabled}>
          <NumberField
            label="Linehaul Rate"
            path="rates_list.0.rate_amount"
            value={input.rates_list[0]?.rate_amount ?? null}
            onChange={setters.rate}
            parse={parseNumber}
            format={formatMoney}
            unit="USD"
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Goods" disabled={disabled}>
          <GoodsFields value={value.goodsDetails} onChange={setGoods} disabled={disabled} />
        </Fieldset>
        <Fieldset legend="Carrier" disabled={disabled}>
          <TextField
            label="Carrier Name"
            path="carrier.carrier_name"
            value={input.carrier.carrier_name}
            onChange={setters.carrierName}
            disabled={disabled}
          />
        </Fieldset>
        <Title order={3} size="h4">
          Appointments
        </Title>
        {input.appointment_list.map((appointment, index) => {
          const row = rows.rows[index];
          const origin = row?.origin ?? null;
          return (
            <DitatAppointmentFields
              key={row?.key ?? index}
              appointment={appointment}
              index={index}
              confidencePrefix={origin === null ? null : `appointment_list.${origin}`}
              onChange={setters.appointment}
              onRemove={removeAppointment}
              disabled={disabled}
            />
          );
        })}
        <Button
          variant="default"
          onClick={() => {
            addRow();
            patchInput((i) => ({
              appointment_list: [
                ...i.appointment_list,
                newDitatAppointment(i.appointment_list.length + 1),
              ],
            }));
          }}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Appointment
        </Button>
      </Stack>
    </ConfidenceProvider>
  );
}
