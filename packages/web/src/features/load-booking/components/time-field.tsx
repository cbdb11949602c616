import {
  clampHour,
  clampMinutes,
  padTime,
  stepHour,
  stepMinutes,
  type TruckTime,
} from '@fleet/machines';
import { Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useId, useState } from 'react';

type Unit = keyof TruckTime;

const UNIT = {
  hour: { name: 'hours', clamp: clampHour, step: stepHour },
  minutes: { name: 'minutes', clamp: clampMinutes, step: stepMinutes },
} as const;

/** At most two digits of what was typed (nothing else gets in). */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(-2);

/**
 * Hours and minutes (document 3 §9): two digits each, clamped to 0–23 / 0–59 and zero-padded
 * when the field is left; arrow keys step and wrap (23 → 00, 00 → 23).
 */
export function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TruckTime;
  onChange: (value: TruckTime) => void;
}) {
  const labelId = useId();
  // What is being typed, per field, until the field is left.
  const [typing, setTyping] = useState<Partial<Record<Unit, string>>>({});

  const field = (unit: Unit) => {
    const { name, clamp, step } = UNIT[unit];
    const commit = (next: number) => {
      setTyping((current) => ({ ...current, [unit]: undefined }));
      onChange({ ...value, [unit]: next });
    };
    const current = () => {
      const text = typing[unit];
      return text === undefined ? value[unit] : clamp(Number.parseInt(text || '0', 10));
    };
    return (
      <TextInput
        aria-label={`${label} ${name}`}
        value={typing[unit] ?? padTime(value[unit])}
        inputMode="numeric"
        maxLength={3}
        w={56}
        styles={{ input: { textAlign: 'center' } }}
        onChange={(event) => {
          const text = digitsOf(event.currentTarget.value);
          setTyping((existing) => ({ ...existing, [unit]: text }));
        }}
        onBlur={() => {
          if (typing[unit] !== undefined) commit(current());
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            if (typing[unit] !== undefined) commit(current());
            return;
          }
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          commit(step(current(), event.key === 'ArrowUp' ? 1 : -1));
        }}
      />
    );
  };

  return (
    <Stack gap={2}>
      <Input.Label labelElement="div" id={labelId}>
        {label}
      </Input.Label>
      <Group gap={4} wrap="nowrap" role="group" aria-labelledby={labelId}>
        {field('hour')}
        <Text aria-hidden>:</Text>
        {field('minutes')}
      </Group>
    </Stack>
  );
}
