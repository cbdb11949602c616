import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { type FieldMark, LOW_CONFIDENCE_HINT, markProps, useFieldMark } from './confidence';
import { clampTyped, padTimePart, stepTimePart, type TimePart } from './time';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function TimePartInput({
  part,
  label,
  mark,
  value,
  onChange,
  disabled,
}: {
  part: TimePart;
  label: string;
  mark: FieldMark;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean | undefined;
}) {
  const marked = markProps(mark);
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
      {...marked}
      inputWrapperOrder={['label', 'input', 'description']}
      // A two-digit box is too narrow to show the hint: it is read from here, shown under the pair.
      styles={{ ...marked.styles, description: VISUALLY_HIDDEN }}
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
  const hoursMark = useFieldMark(hoursPath);
  const minutesMark = useFieldMark(minutesPath);
  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <Group gap={6} align="flex-start" wrap="nowrap">
        <TimePartInput
          part="hours"
          label="Hours"
          mark={hoursMark}
          value={hours}
          disabled={disabled}
          onChange={(next) => onChange({ hours: next, minutes })}
        />
        <Text aria-hidden pt={30}>
          :
        </Text>
        <TimePartInput
          part="minutes"
          label="Minutes"
          mark={minutesMark}
          value={minutes}
          disabled={disabled}
          onChange={(next) => onChange({ hours, minutes: next })}
        />
      </Group>
      {(hoursMark.marked || minutesMark.marked) && (
        <Text size="xs" c="orange.8" mt={4} aria-hidden>
          {LOW_CONFIDENCE_HINT}
        </Text>
      )}
    </Fieldset>
  );
});
