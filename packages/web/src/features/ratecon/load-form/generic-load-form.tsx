import type { LoadRecord, LoadStop } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack, Title } from '@mantine/core';
import { memo, useCallback, useEffect } from 'react';
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
import { useUpdater } from './use-updater';

export interface GenericLoadFormProps {
  value: LoadRecord;
  /** parsedData.confidence: per field path ('stops.0.city'), 0..1; low values are marked. */
  confidence: Record<string, number>;
  onChange: (next: LoadRecord) => void;
  disabled?: boolean;
}

type Carrier = LoadRecord['carrier'];
type Goods = Pick<
  LoadRecord,
  'weight' | 'length' | 'equipment_type' | 'temperature_control' | 'temperature'
>;

/** A name-and-id pair chosen from a mapping lookup (§7 "Mapping lookups"). */
const MappingTypeAhead = memo(function MappingTypeAhead({
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
  options: readonly Option[] | undefined;
  loading: boolean;
  name: string | null;
  id: string | null | undefined;
  onChange: (option: Option | null) => void;
  disabled?: boolean | undefined;
}) {
  const list = options ?? NO_OPTIONS;
  return (
    <TypeAhead
      label={label}
      path={path}
      options={list}
      loading={loading}
      selectedLabel={name}
      selectedIsOption={list.some((option) => option.value === id && option.label === name)}
      onSelect={onChange}
      disabled={disabled}
    />
  );
});

const NO_OPTIONS: readonly Option[] = [];

const renumber = (stops: LoadStop[]) => stops.map((stop, i) => ({ ...stop, stop_number: i + 1 }));

/** The generic 'Load Record' form (document 2 §5), sections in the order a rate con reads. */
export function GenericLoadForm({ value, confidence, onChange, disabled }: GenericLoadFormProps) {
  const customers = useMapping('customer_id');
  const drivers = useMapping('driver_id');
  const trucks = useMapping('truck_id');
  const trailers = useMapping('trailer_id');
  const { update, set } = useUpdater(value, onChange);

  // Extracted names snap to the lookups' names as these arrive (snap-record.ts).
  useEffect(() => {
    update((current) =>
      snapExtractedNames(current, {
        ...(customers.data ? { customer_id: customers.data } : {}),
        ...(drivers.data ? { driver_id: drivers.data } : {}),
        ...(trucks.data ? { truck_id: trucks.data } : {}),
        ...(trailers.data ? { trailer_id: trailers.data } : {}),
      }),
    );
  }, [update, customers.data, drivers.data, trucks.data, trailers.data]);

  const setCarrier = useCallback(
    (patch: Partial<Carrier>) =>
      update((current) => ({ ...current, carrier: { ...current.carrier, ...patch } })),
    [update],
  );
  const setCustomer = useCallback(
    (option: Option | null) =>
      update((current) => ({
        ...current,
        customer_name: option?.label ?? null,
        customer_id: option?.value,
      })),
    [update],
  );
  const setCarrierName = useCallback(
    (carrier_name: string | null) => setCarrier({ carrier_name }),
    [setCarrier],
  );
  const setDriverPhone = useCallback(
    (driver_phone: string | null) => setCarrier({ driver_phone }),
    [setCarrier],
  );
  const setDriver = useCallback(
    (o: Option | null) => setCarrier({ driver_name: o?.label ?? null, driver_id: o?.value }),
    [setCarrier],
  );
  const setTruck = useCallback(
    (o: Option | null) => setCarrier({ truck: o?.label ?? null, truck_id: o?.value }),
    [setCarrier],
  );
  const setTrailer = useCallback(
    (o: Option | null) => setCarrier({ trailer: o?.label ?? null, trailer_id: o?.value }),
    [setCarrier],
  );
  const setGoods = useCallback(
    (goods: Goods) => update((current) => ({ ...current, ...goods })),
    [update],
  );

  const stopRows = useRows(value.stops.length);
  const { remove: removeRow, add: addRow } = stopRows;
  const setStop = useCallback(
    (index: number, next: LoadStop) =>
      update((current) => ({
        ...current,
        stops: current.stops.map((old, i) => (i === index ? next : old)),
      })),
    [update],
  );
  const removeStop = useCallback(
    (index: number) => {
      removeRow(index);
      update((current) => ({
        ...current,
        stops: renumber(current.stops.filter((_, i) => i !== index)),
      }));
    },
    [update, removeRow],
  );

  const text = (
    key: 'order_number' | 'po_number' | 'bol_number' | 'reference_number' | 'phone' | 'email',
    label: string,
    type?: 'tel' | 'email',
  ) => (
    <TextField
      label={label}
      path={key}
      value={value[key]}
      onChange={set(key)}
      disabled={disabled}
      {...(type ? { type } : {})}
    />
  );
  const money = (key: 'linehaul_rate' | 'fuel_surcharge', label: string) => (
    <NumberField
      label={label}
      path={key}
      value={value[key]}
      onChange={set(key)}
      parse={parseNumber}
      format={formatMoney}
      unit="USD"
      disabled={disabled}
    />
  );

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
              options={customers.data}
              loading={customers.isFetching}
              name={value.customer_name}
              id={value.customer_id}
              onChange={setCustomer}
              disabled={disabled}
            />
            {text('phone', 'Contact Phone', 'tel')}
            {text('email', 'Contact Email', 'email')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Rates" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {money('linehaul_rate', 'Linehaul Rate')}
            {money('fuel_surcharge', 'Fuel Surcharge')}
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
            onChange={setGoods}
            disabled={disabled}
          />
        </Fieldset>
        <Fieldset legend="Carrier" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label="Carrier Name"
              path="carrier.carrier_name"
              value={value.carrier.carrier_name}
              onChange={setCarrierName}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Driver"
              path="carrier.driver_name"
              options={drivers.data}
              loading={drivers.isFetching}
              name={value.carrier.driver_name}
              id={value.carrier.driver_id}
              onChange={setDriver}
              disabled={disabled}
            />
            <TextField
              label="Driver Phone"
              type="tel"
              path="carrier.driver_phone"
              value={value.carrier.driver_phone}
              onChange={setDriverPhone}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Truck"
              path="carrier.truck"
              options={trucks.data}
              loading={trucks.isFetching}
              name={value.carrier.truck}
              id={value.carrier.truck_id}
              onChange={setTruck}
              disabled={disabled}
            />
            <MappingTypeAhead
              label="Trailer"
              path="carrier.trailer"
              options={trailers.data}
              loading={trailers.isFetching}
              name={value.carrier.trailer}
              id={value.carrier.trailer_id}
              onChange={setTrailer}
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
              index={index}
              confidencePrefix={origin === null ? null : `stops.${origin}`}
              onChange={setStop}
              onRemove={removeStop}
              disabled={disabled}
            />
          );
        })}
        <Button
          variant="default"
          onClick={() => {
            addRow();
            update((current) => ({
              ...current,
              stops: [...current.stops, emptyStop(current.stops.length + 1)],
            }));
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
