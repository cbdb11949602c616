import {
  LOADBOARD_EQUIPMENT,
  LOADBOARD_EQUIPMENT_LABELS,
  type LoadboardEquipment,
  type TruckPost,
  type TruckPostRequest,
} from '@fleet/contracts';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { isoDay } from '@/lib/us-dates';
import { TRUCK_TEXT, useChangeTruckPost } from '../api/truck-posts';
import { parseCityState } from '../lib/filters';
import { PlaceAutocomplete } from './place-autocomplete';

/** Document 3 §2 / §5 / §8 strings. */
export const FORM_TEXT = {
  required: '*Required',
  invalidCity: 'Please select a valid city.',
  pastDate: 'Past dates are not allowed.',
} as const;

interface Values {
  earliest: string;
  latest: string;
  origin: string;
  destination: string;
  equipment: LoadboardEquipment | null;
  length: number | '';
  weight: number | '';
  referenceId: string;
  originZip: string;
  destinationZip: string;
}

type Name = 'earliest' | 'latest' | 'origin' | 'destination' | 'equipment' | 'length' | 'weight';

const place = (p: { city: string; state: string } | null) =>
  p?.city ? `${p.city}, ${p.state}` : '';

function initialValues(post: TruckPost | null): Values {
  return {
    earliest: post ? post.earliest_pickup.slice(0, 10) : '',
    latest: post?.latest_pickup ? post.latest_pickup.slice(0, 10) : '',
    origin: place(post?.origin ?? null),
    destination: place(post?.destination ?? null),
    equipment: post?.equipment_type ?? null,
    length: post?.length ?? '',
    weight: post?.weight ?? '',
    referenceId: post?.comment[0] ?? '',
    originZip: post?.origin.zip_code ?? '',
    destinationZip: post?.destination?.zip_code ?? '',
  };
}

/** The §5 message per field (destination's '*Required' is shown but does not block). */
function fieldErrors(
  values: Values,
  today: string,
  editing: boolean,
): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  if (!values.earliest) errors.earliest = FORM_TEXT.required;
  else if (values.earliest < today) errors.earliest = FORM_TEXT.pastDate;
  if (values.latest && values.latest < (values.earliest || today))
    errors.latest = FORM_TEXT.pastDate;
  if (!values.origin.trim()) errors.origin = FORM_TEXT.required;
  else if (!editing && !parseCityState(values.origin)) errors.origin = FORM_TEXT.invalidCity;
  if (!values.destination.trim()) errors.destination = FORM_TEXT.required;
  else if (!editing && !parseCityState(values.destination)) {
    errors.destination = FORM_TEXT.invalidCity;
  }
  if (!values.equipment) errors.equipment = FORM_TEXT.required;
  if (values.length === '' || values.length <= 0) errors.length = FORM_TEXT.required;
  if (values.weight === '' || values.weight <= 0) errors.weight = FORM_TEXT.required;
  return errors;
}

const localDay = (day: string, end: boolean) => {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  if (end) date.setHours(23, 59, 59, 999);
  return date;
};

function requestBody(values: Values): TruckPostRequest {
  const origin = parseCityState(values.origin);
  const destination = parseCityState(values.destination);
  const now = new Date();
  const start = values.earliest === isoDay(now) ? now : localDay(values.earliest, false);
  return {
    equipment_type: values.equipment as LoadboardEquipment,
    origin: {
      city: origin?.city ?? '',
      state: origin?.state ?? '',
      zip_code: values.originZip.trim(),
    },
    ...(destination
      ? { destination: { ...destination, zip_code: values.destinationZip.trim() } }
      : {}),
    is_full_load: true,
    earliest_pickup: start.toISOString(),
    ...(values.latest ? { latest_pickup: localDay(values.latest, true).toISOString() } : {}),
    length: Number(values.length),
    weight: Number(values.weight),
    comment: [values.referenceId.trim()],
  };
}

/**
 * The truck post form (§2, §5): earliest availability, origin, equipment, length and weight are
 * required ('*Required' after blur or submit); destination shows '*Required' without blocking;
 * load type is always Full; no past dates; origin and destination are read-only when editing.
 */
export function TruckPostForm({
  post,
  onCancel,
  onSaved,
}: {
  post: TruckPost | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editing = post !== null;
  const [values, setValues] = useState<Values>(() => initialValues(post));
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = useChangeTruckPost();
  const today = isoDay(new Date());
  const errors = fieldErrors(values, today, editing);
  const shown = (name: Name) => (submitted || touched[name] ? errors[name] : undefined);
  const set = (patch: Partial<Values>) => setValues((previous) => ({ ...previous, ...patch }));
  const blur = (name: Name) => () => setTouched((previous) => ({ ...previous, [name]: true }));

  const submit = () => {
    setSubmitted(true);
    const { destination: _notEnforced, ...blocking } = errors;
    if (Object.keys(blocking).length > 0) return;
    if (!editing && errors.destination === FORM_TEXT.invalidCity) return;
    setFailed(false);
    const body = requestBody(values);
    change.mutate(
      post ? { kind: 'update', id: post.external_id, body } : { kind: 'create', body },
      { onSuccess: onSaved, onError: () => setFailed(true) },
    );
  };

  return (
    <form
      aria-label={editing ? 'Edit truck' : 'Post a truck'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Earliest available"
            withAsterisk
            min={today}
            value={values.earliest}
            onChange={(event) => set({ earliest: event.currentTarget.value })}
            onBlur={blur('earliest')}
            error={shown('earliest')}
          />
          <TextInput
            type="date"
            label="Latest available"
            min={values.earliest || today}
            value={values.latest}
            onChange={(event) => set({ latest: event.currentTarget.value })}
            onBlur={blur('latest')}
            error={shown('latest')}
          />
          <PlaceAutocomplete
            label="Origin"
            withAsterisk
            readOnly={editing}
            value={values.origin}
            onChange={(origin) => set({ origin })}
            onBlur={blur('origin')}
            error={shown('origin')}
          />
          <TextInput
            label="Origin zip code"
            value={values.originZip}
            onChange={(event) => set({ originZip: event.currentTarget.value })}
          />
          <PlaceAutocomplete
            label="Destination"
            withAsterisk
            readOnly={editing}
            value={values.destination}
            onChange={(destination) => set({ destination })}
            onBlur={blur('destination')}
            error={shown('destination')}
          />
          <TextInput
            label="Destination zip code"
            value={values.destinationZip}
            onChange={(event) => set({ destinationZip: event.currentTarget.value })}
          />
          <NativeSelect
            label="Equipment"
            withAsterisk
            data={[
              { value: '', label: 'Select equipment' },
              ...LOADBOARD_EQUIPMENT.map((code) => ({
                value: code,
                label: LOADBOARD_EQUIPMENT_LABELS[code],
              })),
            ]}
            value={values.equipment ?? ''}
            onChange={(event) =>
              set({ equipment: (event.currentTarget.value || null) as LoadboardEquipment | null })
            }
            onBlur={blur('equipment')}
            error={shown('equipment')}
          />
          <TextInput label="Load type" value="Full" readOnly />
          <NumberInput
            label="Length"
            withAsterisk
            min={0}
            suffix=" ft"
            value={values.length}
            onChange={(value) => set({ length: typeof value === 'number' ? value : '' })}
            onBlur={blur('length')}
            error={shown('length')}
          />
          <NumberInput
            label="Weight"
            withAsterisk
            min={0}
            suffix=" lbs"
            value={values.weight}
            onChange={(value) => set({ weight: typeof value === 'number' ? value : '' })}
            onBlur={blur('weight')}
            error={shown('weight')}
          />
          <TextInput
            label="Reference id"
            value={values.referenceId}
            onChange={(event) => set({ referenceId: event.currentTarget.value })}
          />
        </SimpleGrid>
        {failed ? <Alert color="red">{TRUCK_TEXT.operationFailed}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            {editing ? 'Update Truck' : 'Post Truck'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
