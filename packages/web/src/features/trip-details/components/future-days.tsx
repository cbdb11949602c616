import type { TripView } from '@fleet/contracts';
import { ActionIcon, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoIcon } from '@/components/ui/icons';
import { type FutureDay, formatCalendarDate, futureDays } from '../lib/hos';
import { InfoCard } from './info-card';

function DayTable({ day }: { day: FutureDay }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day In Cycle</Table.Th>
            <Table.Th>Day</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Shift Hours</Table.Th>
            <Table.Th>Hours Used</Table.Th>
            <Table.Th>Hours Remaining</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {day.rows.map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>{row.day}</Table.Td>
              <Table.Td>{row.day_description}</Table.Td>
              <Table.Td>{formatCalendarDate(row.date)}</Table.Td>
              <Table.Td>{row.shift_hours}</Table.Td>
              <Table.Td>{row.hours_used}</Table.Td>
              <Table.Td>{row.hours_remaining}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Available cycle hours on future days 1 to 7, each with its 8-day window in a modal. */
export function FutureDays({ driver }: { driver: TripView['driver'] }) {
  const days = futureDays(driver);
  const [open, setOpen] = useState<FutureDay | null>(null);
  return (
    <InfoCard title="Available Hours For Future Dates">
      {days.length === 0 ? (
        <Text size="sm">No future hours available.</Text>
      ) : (
        <Stack gap={4}>
          {days.map((day) => (
            <Group key={day.day} justify="space-between" wrap="nowrap">
              <Text size="sm">
                Day {day.day} · {formatCalendarDate(day.date)}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {day.hours}h {day.minutes}m
                </Text>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Hours details for day ${day.day}`}
                  onClick={() => setOpen(day)}
                >
                  <InfoIcon />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size={800}
        title={open ? `Day ${open.day} · ${formatCalendarDate(open.date)}` : ''}
      >
        {open ? <DayTable day={open} /> : null}
      </Modal>
    </InfoCard>
  );
}
