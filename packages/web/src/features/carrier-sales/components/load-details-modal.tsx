import type { CampaignLoadDetails, CampaignStop } from '@fleet/contracts';
import {
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { EQUIPMENT_OPTIONS, isEquipmentType } from '@/lib/equipment';
import { emptyStop } from '../lib/load-form';

const numberOrNull = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * §2 Load Details modal (paste or manual entry): stops with cityState, appointment type (Set or
 * FCFS), date, window start and end (FCFS) or time (Set); weight, commodity, equipment type,
 * temperature, special instructions, market rate min and max. Save hands the load back.
 */
export function LoadDetailsModal({
  opened,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean;
  initial: CampaignLoadDetails;
  onClose: () => void;
  onSave: (load: CampaignLoadDetails) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Load Details" size="lg">
      {opened ? <LoadDetailsForm initial={initial} onCancel={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function LoadDetailsForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: CampaignLoadDetails;
  onCancel: () => void;
  onSave: (load: CampaignLoadDetails) => void;
}) {
  const [stops, setStops] = useState<CampaignStop[]>(() =>
    initial.stops.length > 0 ? initial.stops : [emptyStop(), emptyStop()],
  );
  const [weight, setWeight] = useState(text(initial.weight));
  const [commodity, setCommodity] = useState(initial.commodity ?? '');
  const [equipment, setEquipment] = useState(initial.equipment_type ?? '');
  const [temperature, setTemperature] = useState(text(initial.temperature));
  const [instructions, setInstructions] = useState(initial.specialInstructions ?? '');
  const [marketMin, setMarketMin] = useState(text(initial.marketRateRange?.min));
  const [marketMax, setMarketMax] = useState(text(initial.marketRateRange?.max));

  const setStop = (index: number, patch: Partial<CampaignStop>) =>
    setStops((list) => list.map((stop, i) => (i === index ? { ...stop, ...patch } : stop)));

  const save = () => {
    const min = numberOrNull(marketMin);
    const max = numberOrNull(marketMax);
    onSave({
      ...initial,
      stops,
      weight: numberOrNull(weight),
      commodity: commodity.trim() || null,
      equipment_type: isEquipmentType(equipment) ? equipment : null,
      temperature: numberOrNull(temperature),
      specialInstructions: instructions.trim() || null,
      marketRateRange: min !== null || max !== null ? { min: min ?? 0, max: max ?? 0 } : null,
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        {stops.map((stop, index) => {
          const label = `Stop ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stop's position is its identity here
            <Stack key={index} gap={6} role="group" aria-label={label}>
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {label}
                </Text>
                {stops.length > 1 ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setStops((list) => list.filter((_, i) => i !== index))}
                  >
                    Remove {label}
                  </Button>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput
                  label={`${label} City, ST`}
                  placeholder="City, ST"
                  value={stop.cityState}
                  onChange={(event) => setStop(index, { cityState: event.currentTarget.value })}
                />
                <NativeSelect
                  label={`${label} Appointment Type`}
                  data={['Set', 'FCFS']}
                  value={stop.appointmentType}
                  onChange={(event) =>
                    setStop(index, {
                      appointmentType: event.currentTarget.value === 'FCFS' ? 'FCFS' : 'Set',
                    })
                  }
                />
                <TextInput
                  type="date"
                  label={`${label} Date`}
                  value={stop.appointmentDate ?? ''}
                  onChange={(event) =>
                    setStop(index, { appointmentDate: event.currentTarget.value || null })
                  }
                />
                {stop.appointmentType === 'FCFS' ? (
                  <Group grow gap="xs">
                    <TextInput
                      type="time"
                      label={`${label} Window Start`}
                      value={stop.appointmentWindowStart ?? ''}
                      onChange={(event) =>
                        setStop(index, {
                          appointmentWindowStart: event.currentTarget.value || null,
                        })
                      }
                    />
                    <TextInput
                      type="time"
                      label={`${label} Window End`}
                      value={stop.appointmentWindowEnd ?? ''}
                      onChange={(event) =>
                        setStop(index, { appointmentWindowEnd: event.currentTarget.value || null })
                      }
                    />
                  </Group>
                ) : (
                  <TextInput
                    type="time"
                    label={`${label} Time`}
                    value={stop.appointmentTime ?? ''}
                    onChange={(event) =>
                      setStop(index, { appointmentTime: event.currentTarget.value || null })
                    }
                  />
                )}
              </SimpleGrid>
            </Stack>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => setStops((list) => [...list, emptyStop()])}
          >
            Add Stop
          </Button>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            type="number"
            min={0}
            label="Weight (lbs)"
            value={weight}
            onChange={(event) => setWeight(event.currentTarget.value)}
          />
          <TextInput
            label="Commodity"
            value={commodity}
            onChange={(event) => setCommodity(event.currentTarget.value)}
          />
          <NativeSelect
            label="Equipment Type"
            data={[{ value: '', label: 'Select equipment' }, ...EQUIPMENT_OPTIONS]}
            value={equipment}
            onChange={(event) => setEquipment(event.currentTarget.value)}
          />
          <TextInput
            type="number"
            label="Temperature (°F)"
            value={temperature}
            onChange={(event) => setTemperature(event.currentTarget.value)}
          />
          <TextInput
            type="number"
            min={0}
            label="Market Rate Min ($)"
            value={marketMin}
            onChange={(event) => setMarketMin(event.currentTarget.value)}
          />
          <TextInput
            type="number"
            min={0}
            label="Market Rate Max ($)"
            value={marketMax}
            onChange={(event) => setMarketMax(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label="Special Instructions"
          autosize
          minRows={2}
          value={instructions}
          onChange={(event) => setInstructions(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}
