import type { LoadStop } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { ChoiceField, DateField, InstructionsField, TextField } from './fields';
import { TimeInput } from './time-input';

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
export function StopFields({
  stop,
  position,
  confidencePrefix,
  onChange,
  onRemove,
  disabled,
}: {
  stop: LoadStop;
  /** 1-based place in the list, as the legend shows it. */
  position: number;
  confidencePrefix: string | null;
  onChange: (next: LoadStop) => void;
  onRemove: () => void;
  disabled?: boolean | undefined;
}) {
  const path = (field: keyof LoadStop) =>
    confidencePrefix === null ? null : `${confidencePrefix}.${field}`;
  const set = <K extends keyof LoadStop>(key: K, next: LoadStop[K]) =>
    onChange({ ...stop, [key]: next });
  const text = (field: keyof LoadStop & string, label: string, type?: 'email' | 'tel') => (
    <TextField
      label={label}
      path={path(field)}
      value={(stop[field] as string | null | undefined) ?? null}
      onChange={(next) => set(field, next)}
      disabled={disabled}
      {...(type ? { type } : {})}
    />
  );
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
            onChange={(next) => set('stop_type', next ?? 'Pickup')}
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
            onChange={(next) => set('appointment_type', next ?? 'APPT')}
            disabled={disabled}
          />
        </SimpleGrid>
        {stop.appointment_type === 'FCFS' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Start Date"
              path={path('fcfs_start_date')}
              value={stop.fcfs_start_date}
              onChange={(next) => set('fcfs_start_date', next)}
              disabled={disabled}
            />
            <TimeInput
              label="Start Time"
              hours={stop.fcfs_start_time_hours}
              minutes={stop.fcfs_start_time_minutes}
              hoursPath={path('fcfs_start_time_hours')}
              minutesPath={path('fcfs_start_time_minutes')}
              onChange={({ hours, minutes }) =>
                onChange({
                  ...stop,
                  fcfs_start_time_hours: hours,
                  fcfs_start_time_minutes: minutes,
                })
              }
              disabled={disabled}
            />
            <DateField
              label="End Date"
              path={path('fcfs_end_date')}
              value={stop.fcfs_end_date}
              onChange={(next) => set('fcfs_end_date', next)}
              disabled={disabled}
            />
            <TimeInput
              label="End Time"
              hours={stop.fcfs_end_time_hours}
              minutes={stop.fcfs_end_time_minutes}
              hoursPath={path('fcfs_end_time_hours')}
              minutesPath={path('fcfs_end_time_minutes')}
              onChange={({ hours, minutes }) =>
                onChange({ ...stop, fcfs_end_time_hours: hours, fcfs_end_time_minutes: minutes })
              }
              disabled={disabled}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField
              label="Appointment Date"
              path={path('appointment_date')}
              value={stop.appointment_date}
              onChange={(next) => set('appointment_date', next)}
              disabled={disabled}
            />
            <TimeInput
              label="Appointment Time"
              hours={stop.appointment_time_hours}
              minutes={stop.appointment_time_minutes}
              hoursPath={path('appointment_time_hours')}
              minutesPath={path('appointment_time_minutes')}
              onChange={({ hours, minutes }) =>
                onChange({
                  ...stop,
                  appointment_time_hours: hours,
                  appointment_time_minutes: minutes,
                })
              }
              disabled={disabled}
            />
            {text('confirmation_number', 'Confirmation Number')}
          </SimpleGrid>
        )}
        <InstructionsField
          label="Instructions"
          path={path('stop_instructions')}
          value={stop.stop_instructions}
          onChange={(next) => set('stop_instructions', next)}
          disabled={disabled}
        />
        {text('commodities', 'Commodities')}
        <Button
          variant="subtle"
          color="red"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${legend}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Remove Stop
        </Button>
      </Stack>
    </Fieldset>
  );
}
