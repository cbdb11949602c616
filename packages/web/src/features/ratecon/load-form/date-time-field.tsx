import { SimpleGrid } from '@mantine/core';
import { memo, useState } from 'react';
import { type DateTimeParts, joinDitatDateTime, splitDitatDateTime } from './dates';
import { DateField } from './fields';
import { TimeInput } from './time-input';

/**
 * A Ditat date-time ('YYYY-MM-DDTHH:MM:00') as '{label} Date' and '{label} Time'. A time typed
 * before its date is kept here until the date comes (the record can only hold a whole date-time).
 */
export const DateTimeField = memo(function DateTimeField({
  label,
  path,
  value,
  onChange,
  disabled,
}: {
  label: string;
  path: string | null;
  value: string | null;
  onChange: (next: string | null) => void;
  disabled?: boolean | undefined;
}) {
  const [parts, setParts] = useState<DateTimeParts>(() => splitDitatDateTime(value));
  // A value changed from outside wins over what is kept here.
  const current = joinDitatDateTime(parts) === value ? parts : splitDitatDateTime(value);
  const update = (patch: Partial<DateTimeParts>) => {
    const next = { ...current, ...patch };
    setParts(next);
    const joined = joinDitatDateTime(next);
    if (joined !== value) onChange(joined);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label={`${label} Date`}
        path={path}
        value={current.date}
        onChange={(date) => update({ date })}
        disabled={disabled}
      />
      <TimeInput
        label={`${label} Time`}
        hours={current.hours}
        minutes={current.minutes}
        hoursPath={path}
        minutesPath={path}
        onChange={(time) => update(time)}
        disabled={disabled}
      />
    </SimpleGrid>
  );
});
