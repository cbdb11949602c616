import type { LoadRecord, LoadStop, MappingKind } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useMapping } from './api/mappings';
import { ConfidenceProvider, FieldsToCheck } from './confidence';
import { emptyStop } from './empty';
import { formatMoney, NumberField, parseNumber, TextField } from './fields';
import { GoodsFields } from './goods-fields';
import type { Option } from './snap';
import { snapExtractedNames } from './snap-record';
import { StopFields } from './stop-fields';
import { TypeAhead } from './type-ahead';
import { useRows } from './use-rows';

export interface GenericLoadFormProps {
  value: LoadRecord;
  /** parsedData.confidence: per field path ('stops.0.city'), 0..1; low values are marked. */
  confidence: Record<string, number>;
  onChange: (next: LoadRecord) => void;
  disabled?: boolean;
}

/** A name-and-id pair chosen from a mapping lookup (§7 "Mapping lookups"). */
function MappingTypeAhead({
  label,
  path,
  options,
  loading,
  name,
  id,
  onChange,
  disabled,
}: {
  label: string;
  path: string;
  options: readonly Option[];
  loading: boolean;
  name: string | null;
  id: string | null | undefined;
  onChange: (name: string | null, id: string | null) => void;
  disabled?: boolean | undefined;
}) {
  return (
    <TypeAhead
      label={label}
      path={path}
      options={options}
      loading={loading}
      selectedLabel={name}
      selectedIsOption={options.some((option) => option.value === id && option.label === name)}
      onSelect={(option) => onChange(option?.label ?? null, option?.value ?? null)}
      disabled={disabled}
    />
  );
}

function useMappings() {
  const customer_id = useMapping('customer_id');
  const driver_id = useMapping('driver_id');
  const truck_id = useMapping('truck_id');
  const trailer_id = useMapping('trailer_id');
  return { customer_id, driver_id, truck_id, trailer_id } satisfies Record<MappingKind, unknown>;
}

/** The generic 'Load Record' form (document 2 §5), sections in the order a rate con reads. */
export function GenericLoadForm({ value, confidence, onChange, disabled }: GenericLoadFormProps) {
  const lookups = useMappings();
  const customers = lookups.customer_id.data;
  const drivers = lookups.driver_id.data;
  const trucks = lookups.truck_id.data;
  const trailers = lookups.trailer_id.data;

  // Extracted names snap to the lookups' names as these arrive, all in one change.
  useEffect(() => {
    const next = snapExtractedNames(value, {
      ...(customers ? { customer_id: customers } : {}),
      ...(drivers ? { driver_id: drivers } : {}),
      ...(trucks ? { truck_id: trucks } : {}),
      ...(trailers ? { trailer_id: trailers } : {}),
    });
    if (next !== value) onChange(next);
  }, [value, onChange, customers, drivers, trucks, trailers]);

  const stopRows = useRows(value.stops.length);
  const set = <K extends keyof LoadRecord>(key: K, next: LoadRecord[K]) =>
    onChange({ ...value, [key]: next });
  const setCarrier = (patch: Partial<LoadRecord['carrier']>) =>
    onChange({ ...value, carrier: { ...value.carrier, ...patch } });
  const text = (
    key: 'order_number' | 'po_number' | 'bol_number' | 'reference_number',
    label: string,
  ) => (
    <TextField
      label={label}
      path={key}
      value={value[key]}
      onChange={(next) => set(key, next)}
      disabled={disabled}
    />
  );
  const renumber = (list: LoadStop[]) => list.map((stop, i) => ({ ...stop, stop_number: i + 1 }));

  return (
    <ConfidenceProvider confidence={confidence}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Load Record
        </Title>
        <FieldsToCheck />
        <Fieldset legend="References" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('order_number', 'Order Number')}
            {text('po_number', 'PO Number')}
            {text('bol_number', 'BOL Number')}
            {text('reference_number', 'Reference Number')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Customer" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MappingTypeAhead
              label="Customer"
              path="customer_name"
              options={customers ?? []}
              loading={lookups.customer_id.isFetching}
              name={value.customer_name}
              id={value.customer_id}
              onChange={(name, id) =>
                onChange({ ...value, customer_name: name, customer_id: id ?? undefined })
              }
              disabled={disabled}
            />
            <TextField
              label="Phone"
              type="tel"
              path="phone"
              value={value.phone}
              onChange={(next) => set('phone', next)}
              disabled={disabled}
            />
            <TextField
              label="Email"
              type="email"
              path="email"
              value={value.email}
              onChange={(next) => set('email', next)}
              disabled={disabled}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Rates" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField
              label="Linehaul Rate"
              path="linehaul_rate"
              value={value.linehaul_rate}
              onChange={(next) => set('linehaul_rate', next)}
              parse={parseNumber}
              format={formatMoney}
              unit="USD"
              disabled={disabled}
            />
            <NumberField
              label="Fuel Surcharge"
              path="fuel_surcharge"
              value={value.fuel_surcharge}
              onChange={(next) => set('fuel_surcharge', next)}
              parse={parseNumber}
              format={formatMoney}
              unit="USD"
              disabled={disabled}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Goods" disabled={disabled}>
          <GoodsFields
            value={{
              weight: value.weight,
              length: value.length,
              equipment_type: value.equipment_type,
              temperature_control: value.temperature_control,
              temperature: value.temperature,
            }}
            onChange={(goods) => onChange({ ...value, ...goods })}
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Carrier" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label="Carrier Name"
              path="carrier.carrier_name"
              value={value.carrier.carrier_name}
              onChange={(next) => setCarrier({ carrier_name: next })}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Driver"
              path="carrier.driver_name"
              options={drivers ?? []}
              loading={lookups.driver_id.isFetching}
              name={value.carrier.driver_name}
              id={value.carrier.driver_id}
              onChange={(name, id) => setCarrier({ driver_name: name, driver_id: id ?? undefined })}
              disabled={disabled}
            />
            <TextField
              label="Driver Phone"
              type="tel"
              path="carrier.driver_phone"
              value={value.carrier.driver_phone}
              onChange={(next) => setCarrier({ driver_phone: next })}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Truck"
              path="carrier.truck"
              options={trucks ?? []}
              loading={lookups.truck_id.isFetching}
              name={value.carrier.truck}
              id={value.carrier.truck_id}
              onChange={(name, id) => setCarrier({ truck: name, truck_id: id ?? undefined })}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Trailer"
              path="carrier.trailer"
              options={trailers ?? []}
              loading={lookups.trailer_id.isFetching}
              name={value.carrier.trailer}
              id={value.carrier.trailer_id}
              onChange={(name, id) => setCarrier({ trailer: name, trailer_id: id ?? undefined })}
              disabled={disabled}
            />
          </SimpleGrid>
        </Fieldset>
        <Title order={3} size="h4">
          Stops
        </Title>
        {value.stops.map((stop, index) => {
          const row = stopRows.rows[index];
          const origin = row?.origin ?? null;
          return (
            <StopFields
              key={row?.key ?? index}
              stop={stop}
              position={index + 1}
              confidencePrefix={origin === null ? null : `stops.${origin}`}
              onChange={(next) =>
                set(
                  'stops',
                  value.stops.map((old, i) => (i === index ? next : old)),
                )
              }
              onRemove={() => {
                stopRows.remove(index);
                set('stops', renumber(value.stops.filter((_, i) => i !== index)));
              }}
              disabled={disabled}
            />
          );
        })}
        <Button
          variant="light"
          onClick={() => {
            stopRows.add();
            set('stops', [...value.stops, emptyStop(value.stops.length + 1)]);
          }}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          Add Stop
        </Button>
      </Stack>
    </ConfidenceProvider>
  );
}
