import type { DitatLoadInput } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { memo, useCallback } from 'react';
import { DateTimeField } from './date-time-field';
import { LocationKeyTypeAhead } from './ditat-lookups';
import { ChoiceField, NumberField } from './fields';
import { APPOINTMENT_TYPE_CHOICES } from './stop-fields';
import { useUpdater } from './use-updater';

export type DitatAppointment = DitatLoadInput['appointment_list'][number];

const LOCATION_TYPE_CHOICES = [
  { value: '0', label: 'Pickup' },
  { value: '1', label: 'Delivery' },
] as const;

/** A stop number is a whole number from 1; anything else leaves it as it was. */
const parseStopNumber = (text: string): number | null => {
  const parsed = Number.parseInt(text.replace(/\D+/g, ''), 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : null;
};

/** One Ditat appointment, a fieldset 'Appointment N' (confidence prefix as for generic stops). */
export const DitatAppointmentFields = memo(function DitatAppointmentFields({
  appointment,
  index,
  confidencePrefix,
  onChange,
  onRemove,
  disabled,
}: {
  appointment: DitatAppointment;
  /** 0-based place in the list; the legend shows it from 1. */
  index: number;
  confidencePrefix: string | null;
  onChange: (index: number, next: DitatAppointment) => void;
  onRemove: (index: number) => void;
  disabled?: boolean | undefined;
}) {
  const { update, set } = useUpdater(appointment, (next) => onChange(index, next));
  const path = (field: keyof DitatAppointment) =>
    confidencePrefix === null ? null : `${confidencePrefix}.${field}`;
  const legend = `Appointment ${index + 1}`;
  const setLocationType = useCallback(
    (next: '0' | '1' | null) => update((a) => ({ ...a, location_type: next === '1' ? 1 : 0 })),
    [update],
  );
  const setAppointmentType = useCallback(
    (next: DitatAppointment['appointment_type']) =>
      update((a) => {
        const appointment_type = next ?? 'APPT';
        // An appointment is one moment: its late-after is its own time.
        return appointment_type === 'APPT'
          ? { ...a, appointment_type, appointment_late_after_datetime: a.appointment_on_datetime }
          : { ...a, appointment_type };
      }),
    [update],
  );
  const setStopNumber = useCallback(
    (next: number | null) => {
      if (next !== null) update((a) => ({ ...a, stop_number: next }));
    },
    [update],
  );
  const setOn = useCallback(
    (on: string | null) =>
      update((a) =>
        a.appointment_type === 'FCFS'
          ? { ...a, appointment_on_datetime: on }
          : { ...a, appointment_on_datetime: on, appointment_late_after_datetime: on },
      ),
    [update],
  );
  const fcfs = appointment.appointment_type === 'FCFS';
  return (
    <Fieldset legend={legend} disabled={disabled}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChoiceField
            label="Location Type"
            path={path('location_type')}
            value={appointment.location_type === 1 ? '1' : '0'}
            choices={LOCATION_TYPE_CHOICES}
            onChange={setLocationType}
            disabled={disabled}
          />
          <LocationKeyTypeAhead
            label="Location"
            path={path('location_key')}
            value={appointment.location_key}
            onChange={set('location_key')}
            disabled={disabled}
          />
          <ChoiceField
            label="Appointment Type"
            path={path('appointment_type')}
            value={appointment.appointment_type ?? 'APPT'}
            choices={APPOINTMENT_TYPE_CHOICES}
            onChange={setAppointmentType}
            disabled={disabled}
          />
          <NumberField
            label="Stop Number"
            path={path('stop_number')}
            value={appointment.stop_number}
            parse={parseStopNumber}
            onChange={setStopNumber}
            disabled={disabled}
          />
        </SimpleGrid>
        <DateTimeField
          label={fcfs ? 'Start' : 'Appointment'}
          path={path('appointment_on_datetime')}
          value={appointment.appointment_on_datetime}
          onChange={setOn}
          disabled={disabled}
        />
        {fcfs && (
          <DateTimeField
            label="Late After"
            path={path('appointment_late_after_datetime')}
            value={appointment.appointment_late_after_datetime}
            onChange={set('appointment_late_after_datetime')}
            disabled={disabled}
          />
        )}
        <Button
          variant="subtle"
          color="red"
          onClick={() => onRemove(index)}
          disabled={disabled}
          aria-label={`Remove ${legend}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Remove Appointment
        </Button>
      </Stack>
    </Fieldset>
  );
});
