import type { TripStop } from '@fleet/contracts';
import { Badge, Group, Paper, VisuallyHidden } from '@mantine/core';
import { TruckIcon } from '@/components/ui/icons';
import { DASH } from '@/lib/format';
import { RED } from '../lib/colors';
import {
  cityState,
  isPending,
  type StopPosition,
  stopApptTime,
  stopDate,
  stopLabel,
  stopStatusText,
} from '../lib/stops';
import { FieldList } from './field-list';

/** One stop: red label while pending, dark otherwise; the active stop is marked, earlier ones dimmed. */
export function StopCard({ stop, position }: { stop: TripStop; position: StopPosition }) {
  const label = stopLabel(stop);
  const active = position === 'active';
  return (
    <Paper
      component="section"
      aria-label={label}
      aria-current={active ? 'step' : undefined}
      data-position={position}
      withBorder
      p="sm"
      radius="md"
      style={{
        borderColor: active ? 'var(--mantine-color-blue-7)' : undefined,
        borderWidth: active ? 2 : undefined,
        backgroundColor: position === 'before' ? 'var(--mantine-color-gray-1)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs">
        <Badge color={isPending(stop) ? RED : 'dark'} variant="filled" radius="sm">
          {label}
        </Badge>
        {active ? (
          <Group gap={4} c="blue.8">
            <TruckIcon />
            <VisuallyHidden>Active stop</VisuallyHidden>
          </Group>
        ) : null}
      </Group>
      <FieldList
        fields={[
          { label: 'Customer', value: stop.customer_name || DASH },
          { label: 'Location', value: cityState(stop.location) },
          { label: 'Date', value: stopDate(stop) },
          { label: 'Appt Type', value: stop.appointment_type || DASH },
          { label: 'Appt Time', value: stopApptTime(stop) },
          { label: 'Status', value: stopStatusText(stop) },
        ]}
      />
    </Paper>
  );
}
