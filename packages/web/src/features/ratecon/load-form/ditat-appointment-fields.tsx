import type { DitatLoadInput } from '@fleet/contracts';
import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { DateTimeField } from './date-time-field';
import { LocationKeyTypeAhead } from './ditat-lookups';
import { ChoiceField, NumberField } from './fields';
import { APPOINTMENT_TYPE_CHOICES } from './stop-fields';

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
export function DitatAppointmentFields({
  appointment,
  position,
  confidencePrefix,
  onChange,
  onRemove,
  disabled,
}: {
  appointment: DitatAppointment;
  position: number;
  confidencePrefix: string | null;
  onChange: (next: DitatAppointment) => void;
  onRemove: () => void;
  disabled?: boolean | undefined;
}) {
  const path = (field: keyof DitatAppointment) =>
    confidencePrefix === null ? null : `${confidencePrefix}.${field}`;
  const legend = `Appointment ${position}`;
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
            onChange={(next) => onChange({ ...appointment, location_type: next === '1' ? 1 : 0 })}
            disabled={disabled}
          />
          <LocationKeyTypeAhead
            label="Location"
            path={path('location_key')}
            value={appointment.location_key}
            onChange={(location_key) => onChange({ ...appointment, location_key })}
            disabled={disabled}
          />
          <ChoiceField
            label="Appointment Type"
            path={path('appointment_type')}
            value={appointment.appointment_type ?? 'APPT'}
            choices={APPOINTMENT_TYPE_CHOICES}
            onChange={(next) => {
              const appointment_type = next ?? 'APPT';
              // An appointment is one moment: its late-after is its own time.
              onChange({
                ...appointment,
                appointment_type,
                ...(appointment_type === 'APPT'
                  ? { appointment_late_after_datetime: appointment.appointment_on_datetime }
                  : {}),
              });
            }}
            disabled={disabled}
          />
          <NumberField
            label="Stop Number"
            path={path('stop_number')}
            value={appointment.stop_number}
            parse={parseStopNumber}
            onChange={(next) => {
              if (next !== null) onChange({ ...appointment, stop_number: next });
            }}
            disabled={disabled}
          />
        </SimpleGrid>
        <DateTimeField
          label={fcfs ? 'Start' : 'Appointment'}
          path={path('appointment_on_datetime')}
          value={appointment.appointment_on_datetime}
          onChange={(on) =>
            onChange({
              ...appointment,
              appointment_on_datetime: on,
              ...(fcfs ? {} : { appointment_late_after_datetime: on }),
            })
          }
          disabled={disabled}
        />
        {fcfs && (
          <DateTimeField
            label="Late After"
            path={path('appointment_late_after_datetime')}
            value={appointment.appointment_late_after_datetime}
            onChange={(lateAfter) =>
              onChange({ ...appointment, appointment_late_after_datetime: lateAfter })
            }
            disabled={disabled}
          />
        )}
        <Button
          variant="subtle"
          color="red"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${legend}`}
          style={{ alignSelf: 'flex-start' }}
        >
          Remove Appointment
        </Button>
      </Stack>
    </Fieldset>
  );
}
