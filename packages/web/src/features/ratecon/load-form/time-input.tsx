import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { markProps, useFieldMark } from './confidence';
import { clampTyped, padTimePart, stepTimePart, type TimePart } from './time';

function TimePartInput({
  part,
  label,
  path,
  value,
  onChange,
  disabled,
}: {
  part: TimePart;
  label: string;
  path: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean | undefined;
}) {
  const mark = useFieldMark(path);
  return (
    <TextInput
      label={label}
      size="sm"
      w={72}
      inputMode="numeric"
      autoComplete="off"
      placeholder={part === 'hours' ? 'HH' : 'MM'}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        mark.edited();
        const typed = clampTyped(event.currentTarget.value, part);
        onChange(typed === '' ? null : typed);
      }}
      onBlur={() => {
        const padded = padTimePart(value, part);
        if (padded !== value) onChange(padded);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        mark.edited();
        onChange(stepTimePart(value, part, event.key === 'ArrowUp' ? 1 : -1));
      }}
      {...markProps(mark)}
    />
  );
}

export interface TimeInputProps {
  /** The group's legend, e.g. 'Appointment Time'; the two boxes are 'Hours' and 'Minutes'. */
  label: string;
  hours: string | null;
  minutes: string | null;
  onChange: (next: { hours: string | null; minutes: string | null }) => void;
  hoursPath?: string | null;
  minutesPath?: string | null;
  disabled?: boolean | undefined;
}

/**
 * Hours and minutes as two-digit strings (§5): typing keeps digits and clamps (hours 0-23,
 * minutes 0-59), leaving a box zero-pads it, ArrowUp/ArrowDown step and wrap round.
 */
export const TimeInput = memo(function TimeInput({
  label,
  hours,
  minutes,
  onChange,
  hoursPath = null,
  minutesPath = null,
  disabled,
}: TimeInputProps) {
  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TimePartInput
          part="hours"
          label="Hours"
          path={hoursPath}
          value={hours}
          disabled={disabled}
          onChange={(next) => onChange({ hours: next, minutes })}
        />
        <Text aria-hidden pb={6}>
          :
        </Text>
        <TimePartInput
          part="minutes"
          label="Minutes"
          path={minutesPath}
          value={minutes}
          disabled={disabled}
          onChange={(next) => onChange({ hours, minutes: next })}
        />
      </Group>
    </Fieldset>
  );
});
