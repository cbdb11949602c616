import type { LoadStop } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { memo, useCallback } from 'react';
import { ChoiceField, DateField, InstructionsField, TextField } from './fields';
import { TimeInput } from './time-input';
import { useUpdater } from './use-updater';

export const STOP_TYPE_CHOICES = [
  { value: 'Pickup', label: 'Pickup' },
  { value: 'Delivery', label: 'Delivery' },
] as const;

export const APPOINTMENT_TYPE_CHOICES = [
  { value: 'APPT', label: 'APPT' },
  { value: 'FCFS', label: 'FCFS' },
] as const;

/**
 * One stop of the generic form, a fieldset 'Stop N'. `confidencePrefix` is 'stops.{i}' with the
 * index the stop had when extracted (null for a stop the dispatcher added).
 */
type TimeChange = { hours: string | null; minutes: string | null };

export const StopFields = memo(function StopFields({
  stop,
  index,
  confidencePrefix,
  onChange,
  onRemove,
  disabled,
}: {
  stop: LoadStop;
  /** 0-based place in the list; the legend shows it from 1. */
  index: number;
  confidencePrefix: string | null;
  onChange: (index: number, next: LoadStop) => void;
  onRemove: (index: number) => void;
  disabled?: boolean | undefined;
}) {
  const { update, set } = useUpdater(stop, (next) => onChange(index, next));
  const path = (field: keyof LoadStop) =>
    confidencePrefix === null ? null : `${confidencePrefix}.${field}`;
  const setAppointmentTime = useCallback(
    ({ hours, minutes }: TimeChange) =>
      update((s) => ({ ...s, appointment_time_hours: hours, appointment_time_minutes: minutes })),
    [update],
  );
  const setStartTime = useCallback(
    ({ hours, minutes }: TimeChange) =>
      update((s) => ({ ...s, fcfs_start_time_hours: hours, fcfs_start_time_minutes: minutes })),
    [update],
  );
  const setEndTime = useCallback(
    ({ hours, minutes }: TimeChange) =>
      update((s) => ({ ...s, fcfs_end_time_hours: hours, fcfs_end_time_minutes: minutes })),
    [update],
  );
  const setStopType = useCallback(
    (next: LoadStop['stop_type'] | null) => update((s) => ({ ...s, stop_type: next ?? 'Pickup' })),
    [update],
  );
  const setAppointmentType = useCallback(
    (next: LoadStop['appointment_type']) =>
      update((s) => ({ ...s, appointment_type: next ?? 'APPT' })),
    [update],
  );
  const text = (
    field: Exclude<
      keyof LoadStop,
      'stop_type' | 'stop_number' | 'appointment_type' | 'lat' | 'lng'
    >,
    label: string,
    type?: 'email' | 'tel',
  ) => (
    <TextField
      label={label}
      path={path(field)}
      value={stop[field] ?? null}
      onChange={set(field)}
      disabled={disabled}
      {...(type ? { type } : {})}
    />
  );
  const position = index + 1;
  const legend = `Stop ${position}`;
  return (
    <Fieldset legend={legend} disabled={disabled}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChoiceField
            label="Stop Type"
            path={path('stop_type')}
            value={stop.stop_type}
            choices={STOP_TYPE_CHOICES}
            onChange={setStopType}
            disabled={disabled}
          />
          {text('company_name', 'Company')}
          {text('address', 'Address')}
          {text('city', 'City')}
          {text('state', 'State')}
          {text('zipcode', 'Zip')}
          {text('phone', 'Phone', 'tel')}
          {text('email', 'Email', 'email')}
          {text('bol_number', 'BOL Number')}
          {text('reference_number', 'Reference Number')}
          <ChoiceField
            label="Appointment Type"
            path={path('appointment_type')}
            value={stop.appointment_type ?? 'APPT'}
            choices={APPOINTMENT_TYPE_CHOICES}
            onChange={setAppointmentType}
            disabled={disabled}
          />
        </SimpleGrid>
        {stop.appointment_type === 'FCFS' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Start Date"
              path={path('fcfs_start_date')}
              value={stop.fcfs_start_date}
              onChange={set('fcfs_start_date')}
              disabled={disabled}
            />
            <TimeInput
              label="Start Time"
              hours={stop.fcfs_start_time_hours}
              minutes={stop.fcfs_start_time_minutes}
              hoursPath={path('fcfs_start_time_hours')}
              minutesPath={path('fcfs_start_time_minutes')}
              onChange={setStartTime}
              disabled={disabled}
            />
            <DateField
              label="End Date"
              path={path('fcfs_end_date')}
              value={stop.fcfs_end_date}
              onChange={set('fcfs_end_date')}
              disabled={disabled}
            />
            <TimeInput
              label="End Time"
              hours={stop.fcfs_end_time_hours}
              minutes={stop.fcfs_end_time_minutes}
              hoursPath={path('fcfs_end_time_hours')}
              minutesPath={path('fcfs_end_time_minutes')}
              onChange={setEndTime}
              disabled={disabled}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label="Appointment Date"
              path={path('appointment_date')}
              value={stop.appointment_date}
              onChange={set('appointment_date')}
              disabled={disabled}
            />
            <TimeInput
              label="Appointment Time"
              hours={stop.appointment_time_hours}
              minutes={stop.appointment_time_minutes}
              hoursPath={path('appointment_time_hours')}
              minutesPath={path('appointment_time_minutes')}
              onChange={setAppointmentTime}
              disabled={disabled}
            />
            {text('confirmation_number', 'Confirmation Number')}
          </SimpleGrid>
        )}
        <InstructionsField
          label="Instructions"
          path={path('stop_instructions')}
          value={stop.stop_instructions}
          onChange={set('stop_instructions')}
          disabled={disabled}
        />
        {text('commodities', 'Commodities')}
        <Button
          variant="subtle"
          color="red"
          onClick={() => onRemove(index)}
          disabled={disabled}
          aria-label={`Remove ${legend}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Remove Stop
        </Button>
      </Stack>
    </Fieldset>
  );
});
