import '@mantine/dates/styles.css';
import { Button, Group, MultiSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { QUICK_SELECTS, quickSelectRange } from '../lib/date-ranges';
import {
  DETENTION_STATUS_OPTIONS,
  ETA_STATUS_OPTIONS,
  MODULE_FILTERS,
  nextSelection,
  TEMP_STATUS_OPTIONS,
  TRIP_STATUS_OPTIONS,
  type TripFilters,
} from '../lib/trip-filters';

const LABELS: Record<string, string> = {
  dispatched: 'Dispatched',
  inTransit: 'In Transit',
  completed: 'Completed',
  onTime: 'On Time',
  late: 'Late',
  onTimePreviouslyLate: 'On Time, Previously Late',
  compliant: 'Compliant',
  inViolation: 'In Violation',
  compliantPreviouslyInViolation: 'Compliant, Previously In Violation',
  preDetention: 'Pre-Detention',
  inDetention: 'In Detention',
  completedTripWithDetention: 'Completed Trip With Detention',
  completedTripWithLoss: 'Completed Trip With Loss',
  all: 'All',
};

const SELECTS = {
  tripStatus: { label: 'Trip Status', options: TRIP_STATUS_OPTIONS },
  etaStatus: { label: 'ETA Status', options: ETA_STATUS_OPTIONS },
  tempStatus: { label: 'Compliance Status', options: TEMP_STATUS_OPTIONS },
  detentionStatus: { label: 'Detention Status', options: DETENTION_STATUS_OPTIONS },
} as const;

type Draft = Pick<
  TripFilters,
  'tripStatus' | 'etaStatus' | 'tempStatus' | 'detentionStatus' | 'dateFilter'
>;

const draftOf = (filters: TripFilters): Draft => ({
  tripStatus: filters.tripStatus,
  etaStatus: filters.etaStatus,
  tempStatus: filters.tempStatus,
  detentionStatus: filters.detentionStatus,
  dateFilter: filters.dateFilter,
});

/**
 * The module's multi-selects and the date range. Edits stay a draft until 'Update Results';
 * the parent remounts this form (key) when the applied filters change.
 */
export function ExceptionFilters({
  applied,
  onApply,
  onClear,
  now = () => new Date(),
}: {
  applied: TripFilters;
  onApply: (draft: Draft) => void;
  onClear: () => void;
  now?: () => Date;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const presets = useMemo(() => {
    const today = now();
    return QUICK_SELECTS.map((label) => {
      const range = quickSelectRange(label, today);
      return { label, value: [range.fromDate, range.toDate] as [string, string] };
    });
  }, [now]);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {MODULE_FILTERS[applied.module].map((name) => {
        const { label, options } = SELECTS[name];
        return (
          <MultiSelect
            key={name}
            label={label}
            w={260}
            data={options.map((value) => ({ value, label: LABELS[value] ?? value }))}
            value={draft[name]}
            onChange={(values) =>
              setDraft((previous) => ({
                ...previous,
                [name]: nextSelection(previous[name] as string[], values),
              }))
            }
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
      <DatePickerInput
        type="range"
        label="Date Range"
        placeholder="Any date"
        w={260}
        clearable
        allowSingleDateInRange
        firstDayOfWeek={0}
        valueFormat="MM/DD/YYYY"
        presets={presets}
        // Mantine's placeholder grey is below AA contrast on white.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={[draft.dateFilter.fromDate, draft.dateFilter.toDate]}
        onChange={([fromDate, toDate]) =>
          setDraft((previous) => ({ ...previous, dateFilter: { fromDate, toDate } }))
        }
      />
      <Button onClick={() => onApply(draft)}>Update Results</Button>
      <Button variant="default" onClick={onClear}>
        Clear Filters
      </Button>
    </Group>
  );
}
