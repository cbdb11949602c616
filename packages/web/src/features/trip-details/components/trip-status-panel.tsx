import { ETA_MODES, type TripView } from '@fleet/contracts';
import { Badge, List, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { GREEN, RED } from '../lib/colors';
import { LATE, tripStatusPanel } from '../lib/eta-panel';
import { InfoCard } from './info-card';

/** The ETA projection of one mode; the mode is the screen's (shared with the location card). */
export function TripStatusPanel({
  trip,
  modeIndex,
  onModeChange,
}: {
  trip: TripView;
  modeIndex: 0 | 1;
  onModeChange: (index: 0 | 1) => void;
}) {
  const content = tripStatusPanel(trip, modeIndex);
  return (
    <InfoCard title="Trip Status">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="ETA calculation"
          value={ETA_MODES[modeIndex]}
          onChange={(value) => onModeChange(value === ETA_MODES[1] ? 1 : 0)}
          data={[...ETA_MODES]}
        />
        {content.status ? (
          <Badge
            color={content.status === LATE ? RED : GREEN}
            variant="filled"
            size="lg"
            radius="sm"
            tt="none"
          >
            {content.status}
          </Badge>
        ) : null}
        <List spacing={4} size="sm">
          {content.lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Title order={4} size="h6">
          Projected Timeline
        </Title>
        {content.timelineNote ? <Text size="sm">{content.timelineNote}</Text> : null}
        {content.timeline ? (
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Start</Table.Th>
                  <Table.Th>End</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {content.timeline.map((row) => (
                  <Table.Tr key={`${row.start}-${row.description}`}>
                    <Table.Td>{row.description}</Table.Td>
                    <Table.Td>{row.duration}</Table.Td>
                    <Table.Td>{row.start}</Table.Td>
                    <Table.Td>{row.end}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </InfoCard>
  );
}
