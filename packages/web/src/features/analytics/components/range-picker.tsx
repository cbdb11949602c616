import type { DateRangeType } from '@fleet/contracts';
import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { isoDay } from '@/lib/us-dates';
import { type AppliedRange, customRangeError } from '../lib/range';

type Picked = [string | null, string | null];

const MODES: Array<{ value: DateRangeType; label: string }> = [
  { value: 'PREVIOUS_WEEK', label: 'Previous Week' },
  { value: 'CURRENT_WEEK', label: 'Current Week' },
  { value: 'CUSTOM', label: 'Custom' },
];

/**
 * §5 date range: Previous Week, Current Week or Custom. A preset applies at once; a custom range
 * applies once both ends are picked (future days cannot be picked: `maxDate` today), and says
 * what is missing until then. `label` names the group ('Date range for Data by Truck').
 */
export function ReportRangePicker({
  label,
  value,
  onChange,
  now = new Date(),
}: {
  label: string;
  value: AppliedRange;
  onChange: (range: AppliedRange) => void;
  now?: Date;
}) {
  const [mode, setMode] = useState<DateRangeType>(value.type);
  const [picked, setPicked] = useState<Picked>(() =>
    value.type === 'CUSTOM' ? [value.start, value.end] : [null, null],
  );
  const problem = mode === 'CUSTOM' ? customRangeError(picked[0], picked[1], now) : null;
  // Nothing picked yet is not an error: the rule is said plainly until a first day is picked.
  const nothingPicked = !picked[0] && !picked[1];

  const onMode = (next: string) => {
    const type = next as DateRangeType;
    setMode(type);
    if (type !== 'CUSTOM') onChange({ type });
    else if (picked[0] && picked[1] && customRangeError(picked[0], picked[1], now) === null) {
      onChange({ type, start: picked[0], end: picked[1] });
    }
  };

  const onPick = (next: Picked) => {
    setPicked(next);
    const [start, end] = next;
    if (start && end && customRangeError(start, end, now) === null) {
      onChange({ type: 'CUSTOM', start, end });
    }
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <SegmentedControl size="xs" aria-label={label} data={MODES} value={mode} onChange={onMode} />
      {mode === 'CUSTOM' ? (
        <DatePickerInput
          type="range"
          size="xs"
          label="Custom range"
          placeholder="Pick the first and last day"
          w={230}
          allowSingleDateInRange
          firstDayOfWeek={0}
          valueFormat="MM/DD/YYYY"
          maxDate={isoDay(now)}
          value={picked}
          onChange={onPick}
          description={nothingPicked ? problem : undefined}
          error={nothingPicked ? undefined : problem}
        />
      ) : null}
    </Group>
  );
}
