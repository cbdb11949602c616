import {
  padTime,
  selectTruck,
  selectTruckCanSave,
  selectTruckIsMinimized,
  type TruckDetails,
  type TruckDetailsPanelMachine,
} from '@fleet/machines';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CityAutocomplete } from '@/components/ui/city-autocomplete';
import { TruckIcon } from '@/components/ui/icons';
import { EQUIPMENT_OPTIONS, equipmentLabel, isEquipmentType } from '@/lib/equipment';
import { TimeField } from './time-field';

export type TruckPanelRef = ActorRefFrom<TruckDetailsPanelMachine>;

/**
 * Document 3 §2 "Truck details panel" over the shared truck-details-panel machine: location
 * ('City, ST'), date and time, equipment type. Next is disabled until location, equipment type
 * and date are set; saving minimizes the panel, which then offers 'New Call'.
 */
export function TruckDetailsPanel({
  actor,
  onNewCall,
}: {
  actor: TruckPanelRef;
  onNewCall: () => void;
}) {
  const truck = useSelector(actor, selectTruck);
  const canSave = useSelector(actor, selectTruckCanSave);
  const minimized = useSelector(actor, selectTruckIsMinimized);

  if (minimized) {
    return (
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-labelledby="truck-details-title"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <TruckIcon />
            <Stack gap={0}>
              <Title order={2} size="h4" id="truck-details-title">
                Truck Details
              </Title>
              <Text size="sm" data-testid="truck-summary">
                {truck.location} · {truck.date} {padTime(truck.time.hour)}:
                {padTime(truck.time.minutes)} · {equipmentLabel(truck.equipmentType)}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={() => actor.send({ type: 'truck.edit' })}>
              Edit Truck Details
            </Button>
            <Button onClick={onNewCall}>New Call</Button>
          </Group>
        </Group>
      </Paper>
    );
  }

  const change = (patch: Partial<TruckDetails>) => actor.send(patchEvent(patch));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="truck-details-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'truck.save' });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="truck-details-title">
            Truck Details
          </Title>
          <Group align="flex-end" gap="md" wrap="wrap">
            <CityAutocomplete
              label="Truck Location"
              placeholder="City, ST"
              value={truck.location}
              onChange={(location) => change({ location })}
              required
            />
            <TextInput
              type="date"
              label="Truck Date"
              value={truck.date}
              onChange={(event) => change({ date: event.currentTarget.value })}
              w={170}
              required
            />
            <TimeField
              label="Truck Time"
              value={truck.time}
              onChange={(time) => change({ time })}
            />
            <NativeSelect
              label="Equipment Type"
              value={truck.equipmentType}
              data={[{ value: '', label: 'Select equipment' }, ...EQUIPMENT_OPTIONS]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change({ equipmentType: isEquipmentType(value) ? value : '' });
              }}
              w={180}
              required
            />
            <Button type="submit" disabled={!canSave}>
              Next
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function patchEvent(patch: Partial<TruckDetails>) {
  return { type: 'truck.change' as const, patch };
}
