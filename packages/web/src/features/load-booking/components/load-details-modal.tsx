import { type ExtractedLoadDetails, type ExtractedStop, emptyLoadDetails } from '@fleet/contracts';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { EQUIPMENT_OPTIONS, isEquipmentType } from '@/lib/equipment';
import { ceilCents } from '../lib/money';

const newStop = (stopType: ExtractedStop['stopType']): ExtractedStop => ({
  cityState: '',
  stopType,
  appointmentType: 'APPT',
  appointmentDate: null,
  appointmentTime: null,
  appointmentWindowStart: null,
  appointmentWindowEnd: null,
});

const numberOrNull = (value: string | number): number | null => {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
};
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** The edited details, with the derived fields (stop count, rate per mile) kept consistent. */
export function finishLoadDetails(details: ExtractedLoadDetails): ExtractedLoadDetails {
  const stops = details.stops.filter((stop) => stop.cityState.trim() !== '');
  const rate = details.brokerOfferedRate;
  const miles = details.totalDistance;
  return {
    ...details,
    stops,
    numberOfStops: stops.length,
    ratePerMile: rate !== null && miles ? ceilCents(rate / miles) : details.ratePerMile,
  };
}

/** Enter or correct the load details through a form (stops, rate, weight, ...). */
export function LoadDetailsModal({
  opened,
  initial,
  onClose,
  onSave,
}: {
  opened: boolean;
  initial: ExtractedLoadDetails | null;
  onClose: () => void;
  onSave: (details: ExtractedLoadDetails) => void;
}) {
  const [form, setForm] = useState<ExtractedLoadDetails>(initial ?? emptyLoadDetails());
  useEffect(() => {
    if (opened) {
      const start = initial ?? emptyLoadDetails();
      setForm(
        start.stops.length > 0
          ? start
          : { ...start, stops: [newStop('PICKUP'), newStop('DELIVERY')] },
      );
    }
  }, [opened, initial]);

  const set = <K extends keyof ExtractedLoadDetails>(key: K, value: ExtractedLoadDetails[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setStop = (index: number, patch: Partial<ExtractedStop>) =>
    setForm((current) => ({
      ...current,
      stops: current.stops.map((stop, i) => (i === index ? { ...stop, ...patch } : stop)),
    }));

  return (
    <Modal opened={opened} onClose={onClose} title="Load Details" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(finishLoadDetails(form));
        }}
      >
        <Stack gap="sm">
          {form.stops.map((stop, index) => (
            <Fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: stops have no id; the order is the identity
              key={index}
              legend={`Stop ${index + 1}`}
              p="sm"
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <TextInput
                  label="City, State"
                  placeholder="City, ST"
                  value={stop.cityState}
                  onChange={(event) => setStop(index, { cityState: event.currentTarget.value })}
                />
                <NativeSelect
                  label="Stop Type"
                  value={stop.stopType}
                  data={[
                    { value: 'PICKUP', label: 'Pickup' },
                    { value: 'DELIVERY', label: 'Delivery' },
                  ]}
                  onChange={(event) =>
                    setStop(index, {
                      stopType: event.currentTarget.value === 'DELIVERY' ? 'DELIVERY' : 'PICKUP',
                    })
                  }
                />
                <NativeSelect
                  label="Appointment Type"
                  value={stop.appointmentType}
                  data={[
                    { value: 'APPT', label: 'Set' },
                    { value: 'FCFS', label: 'FCFS' },
                  ]}
                  onChange={(event) =>
                    setStop(index, {
                      appointmentType: event.currentTarget.value === 'FCFS' ? 'FCFS' : 'APPT',
                    })
                  }
                />
                <TextInput
                  type="date"
                  label="Date"
                  value={stop.appointmentDate ?? ''}
                  onChange={(event) =>
                    setStop(index, { appointmentDate: textOrNull(event.currentTarget.value) })
                  }
                />
                {stop.appointmentType === 'FCFS' ? (
                  <>
                    <TextInput
                      type="time"
                      label="Window Start"
                      value={stop.appointmentWindowStart ?? ''}
                      onChange={(event) =>
                        setStop(index, {
                          appointmentWindowStart: textOrNull(event.currentTarget.value),
                        })
                      }
                    />
                    <TextInput
                      type="time"
                      label="Window End"
                      value={stop.appointmentWindowEnd ?? ''}
                      onChange={(event) =>
                        setStop(index, {
                          appointmentWindowEnd: textOrNull(event.currentTarget.value),
                        })
                      }
                    />
                  </>
                ) : (
                  <TextInput
                    type="time"
                    label="Time"
                    value={stop.appointmentTime ?? ''}
                    onChange={(event) =>
                      setStop(index, { appointmentTime: textOrNull(event.currentTarget.value) })
                    }
                  />
                )}
              </SimpleGrid>
              {form.stops.length > 1 ? (
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove stop ${index + 1}`}
                    onClick={() =>
                      setForm((current) => ({
                        ...current,
                        stops: current.stops.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              ) : null}
            </Fieldset>
          ))}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  stops: [...current.stops, newStop('DELIVERY')],
                }))
              }
            >
              Add Stop
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <NumberInput
              label="Rate ($)"
              min={0}
              decimalScale={2}
              value={form.brokerOfferedRate ?? ''}
              onChange={(value) => set('brokerOfferedRate', numberOrNull(value))}
            />
            <NumberInput
              label="Distance (mi)"
              min={0}
              value={form.totalDistance ?? ''}
              onChange={(value) => set('totalDistance', numberOrNull(value))}
            />
            <NumberInput
              label="Weight (lbs)"
              min={0}
              allowDecimal={false}
              value={form.weight ?? ''}
              onChange={(value) => set('weight', numberOrNull(value))}
            />
            <TextInput
              label="Commodity"
              value={form.commodity ?? ''}
              onChange={(event) => set('commodity', textOrNull(event.currentTarget.value))}
            />
            <NativeSelect
              label="Equipment Type"
              value={form.equipmentType ?? ''}
              data={[{ value: '', label: 'Not specified' }, ...EQUIPMENT_OPTIONS]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set('equipmentType', isEquipmentType(value) ? value : null);
              }}
            />
            <NumberInput
              label="Temperature (°F)"
              value={form.temperature ?? ''}
              onChange={(value) => {
                const number = typeof value === 'number' ? value : Number.parseFloat(value);
                set('temperature', Number.isFinite(number) ? number : null);
              }}
            />
            <NumberInput
              label="Market Rate Min ($)"
              min={0}
              value={form.marketRateRange?.min ?? ''}
              onChange={(value) =>
                set('marketRateRange', {
                  min: numberOrNull(value) ?? 0,
                  max: form.marketRateRange?.max ?? 0,
                })
              }
            />
            <NumberInput
              label="Market Rate Max ($)"
              min={0}
              value={form.marketRateRange?.max ?? ''}
              onChange={(value) =>
                set('marketRateRange', {
                  min: form.marketRateRange?.min ?? 0,
                  max: numberOrNull(value) ?? 0,
                })
              }
            />
            <TextInput
              label="Reference #"
              value={form.referenceNumber ?? ''}
              onChange={(event) => set('referenceNumber', textOrNull(event.currentTarget.value))}
            />
          </SimpleGrid>
          <Textarea
            label="Special Instructions"
            autosize
            styles={{ input: { minHeight: 100, maxHeight: 900 } }}
            value={form.specialInstructions ?? ''}
            onChange={(event) => set('specialInstructions', textOrNull(event.currentTarget.value))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
