import type { DitatLoadInput } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ConfidenceProvider, FieldsToCheck } from './confidence';
import { type DitatAppointment, DitatAppointmentFields } from './ditat-appointment-fields';
import { ditatConfidence } from './ditat-confidence';
import { CustomerKeyTypeAhead } from './ditat-lookups';
import { type DitatLoadFormValue, newDitatAppointment } from './empty';
import { formatMoney, NumberField, parseNumber, TextField } from './fields';
import { GoodsFields } from './goods-fields';
import { useRows } from './use-rows';

export interface DitatLoadFormProps {
  value: DitatLoadFormValue;
  /** parsedData.confidence (generic paths); the form maps them onto its own fields. */
  confidence: Record<string, number>;
  onChange: (next: DitatLoadFormValue) => void;
  disabled?: boolean;
}

/** The Ditat 'Load Record' form (document 2 §2.7, §3 "Ditat load input"). */
export function DitatLoadForm({ value, confidence, onChange, disabled }: DitatLoadFormProps) {
  const mapped = useMemo(() => ditatConfidence(confidence), [confidence]);
  const input = value.loadInput;
  const setInput = (patch: Partial<DitatLoadInput>) =>
    onChange({ ...value, loadInput: { ...input, ...patch } });
  const reference = (key: 'referenceId1' | 'referenceId2' | 'referenceId5', label: string) => (
    <TextField
      label={label}
      path={key}
      value={input[key]}
      onChange={(next) => setInput({ [key]: next })}
      disabled={disabled}
    />
  );
  const rows = useRows(input.appointment_list.length);
  const renumber = (list: DitatAppointment[]) =>
    list.map((appointment, i) => ({ ...appointment, stop_number: i + 1 }));

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
              // Ditat keeps the PO number twice (referenceId3 and referenceId4, §3).
              onChange={(next) => setInput({ referenceId3: next, referenceId4: next })}
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
            onChange={(customer_key) => setInput({ customer_key })}
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Rates" disabled={disabled}>
          <NumberField
            label="Linehaul Rate"
            path="rates_list.0.rate_amount"
            value={input.rates_list[0]?.rate_amount ?? null}
            onChange={(rate_amount) =>
              setInput({
                rates_list: [{ ...input.rates_list[0], rate_amount }, ...input.rates_list.slice(1)],
              })
            }
            parse={parseNumber}
            format={formatMoney}
            unit="USD"
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Goods" disabled={disabled}>
          <GoodsFields
            value={value.goodsDetails}
            onChange={(goodsDetails) => onChange({ ...value, goodsDetails })}
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Carrier" disabled={disabled}>
          <TextField
            label="Carrier Name"
            path="carrier.carrier_name"
            value={input.carrier.carrier_name}
            onChange={(carrier_name) => setInput({ carrier: { ...input.carrier, carrier_name } })}
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
              position={index + 1}
              confidencePrefix={origin === null ? null : `appointment_list.${origin}`}
              onChange={(next) =>
                setInput({
                  appointment_list: input.appointment_list.map((old, i) =>
                    i === index ? next : old,
                  ),
                })
              }
              onRemove={() => {
                rows.remove(index);
                setInput({
                  appointment_list: renumber(input.appointment_list.filter((_, i) => i !== index)),
                });
              }}
              disabled={disabled}
            />
          );
        })}
        <Button
          variant="light"
          onClick={() => {
            rows.add();
            setInput({
              appointment_list: [
                ...input.appointment_list,
                newDitatAppointment(input.appointment_list.length + 1),
              ],
            });
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
