import { LOADBOARD_EQUIPMENT_LABELS, type LoadboardLoad, ratePerMile } from '@fleet/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import {
  ageInDays,
  type LoadBoardCallStart,
  loadDetailsFromPosting,
  money,
  postingText,
} from '../lib/call-start';
import type { Board } from '../lib/filters';

/** Document 3 §5 strings, verbatim. */
export const CARD_TEXT = {
  rateRange: 'Please enter a desired rate range',
  phone: 'Please enter a valid phone number.',
} as const;

/** §9: hover popups close after 300 ms. */
export const STOPS_HIDE_DELAY_MS = 300;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function StopsPopover({ load }: { load: LoadboardLoad }) {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = () => {
    if (timer.current) clearTimeout(timer.current);
    setOpened(true);
  };
  const hide = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(false), STOPS_HIDE_DELAY_MS);
  };
  return (
    <Popover opened={opened} position="bottom-start" withinPortal={false}>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          onMouseEnter={show}
          onMouseLeave={hide}
          onFocus={show}
          onBlur={hide}
        >
          Stops (2)
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        onMouseEnter={show}
        onMouseLeave={hide}
        mah={60}
        style={{ overflow: 'auto' }}
      >
        <Text size="sm">
          Pickup: {load.origin.city}, {load.origin.state}
        </Text>
        <Text size="sm">
          Delivery: {load.destination.city}, {load.destination.state}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A search result's load card (§2, §5): the posting, its age, stops, rate per mile, and
 * Initiate Call (Details Only needs a phone; Full Booking also a rate range with from < to;
 * no phone opens the phone-entry dialog).
 */
export function LoadCard({
  load,
  board,
  onInitiateCall,
}: {
  load: LoadboardLoad;
  board: Board;
  onInitiateCall: (start: LoadBoardCallStart) => void;
}) {
  const [detailsOnly, setDetailsOnly] = useState(true);
  const [fromInput, setFrom] = useState<number | ''>('');
  const [toInput, setTo] = useState<number | ''>('');
  // §5: blank counts as 0.
  const from = fromInput === '' ? 0 : fromInput;
  const to = toInput === '' ? 0 : toInput;
  const [approval, setApproval] = useState(false);
  const [rateError, setRateError] = useState<string | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const perMile = ratePerMile(load.rate, load.miles);
  const age = ageInDays(load);

  const start = (brokerPhone: string) =>
    onInitiateCall({
      initiator: board,
      brokerPhone,
      brokerExtension: '',
      detailsOnly,
      desiredRate: detailsOnly ? { from: 0, to: 0 } : { from, to },
      dispatcherApprovalRequired: !detailsOnly && approval,
      loadDetailsText: postingText(load),
      parsedData: loadDetailsFromPosting(load, brokerPhone),
    });

  const initiate = () => {
    if (!detailsOnly && (from === 0 || to === 0 || from >= to)) {
      setRateError(CARD_TEXT.rateRange);
      return;
    }
    setRateError(null);
    const posted = load.contact.phone?.trim() ?? '';
    if (posted === '') {
      setPhoneError(null);
      setPhoneOpen(true);
      return;
    }
    start(posted);
  };

  const submitPhone = () => {
    if (phone.trim() === '') {
      setPhoneError(CARD_TEXT.phone);
      return;
    }
    setPhoneOpen(false);
    start(phone.trim());
  };

  return (
    <Paper withBorder p="md" radius="md" aria-label={`Load ${load.externalId}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {load.origin.city}, {load.origin.state} → {load.destination.city},{' '}
            {load.destination.state}
          </Text>
          <StopsPopover load={load} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Field label="Age" value={`${age} ${age === 1 ? 'day' : 'days'}`} />
          <Field label="Equipment" value={LOADBOARD_EQUIPMENT_LABELS[load.equipmentType]} />
          <Field label="Rate" value={load.rate === null ? '—' : money(load.rate)} />
          <Field label="Rate per mile" value={perMile === null ? '—' : `${money(perMile)}/mi`} />
          <Field label="Miles" value={load.miles === null ? '—' : String(load.miles)} />
          <Field
            label="Weight"
            value={load.weightPounds === null ? '—' : `${load.weightPounds} lbs`}
          />
          <Field label="Length" value={load.lengthFeet === null ? '—' : `${load.lengthFeet} ft`} />
          <Field label="Broker" value={load.contact.company} />
          <Field label="Phone" value={load.contact.phone ?? '—'} />
          <Field label="MC" value={load.contact.mcNumber ?? '—'} />
          <Field label="DOT" value={load.contact.dotNumber ?? '—'} />
          <Field
            label="Credit score"
            value={load.contact.creditScore === null ? '—' : String(load.contact.creditScore)}
          />
          <Field
            label="Days to pay"
            value={load.contact.daysToPay === null ? '—' : String(load.contact.daysToPay)}
          />
        </SimpleGrid>
        {load.comments ? <Text size="sm">{load.comments}</Text> : null}
        <SegmentedControl
          aria-label="Call mode"
          w="fit-content"
          value={detailsOnly ? 'details' : 'full'}
          onChange={(value) => {
            setDetailsOnly(value === 'details');
            setRateError(null);
          }}
          data={[
            { value: 'details', label: 'Details Only' },
            { value: 'full', label: 'Full Booking' },
          ]}
        />
        {detailsOnly ? null : (
          <Group align="flex-start">
            <NumberInput
              label="From"
              min={0}
              prefix="$"
              value={fromInput}
              onChange={(value) => setFrom(typeof value === 'number' ? value : '')}
              error={rateError ?? undefined}
            />
            <NumberInput
              label="To"
              min={0}
              prefix="$"
              value={toInput}
              onChange={(value) => setTo(typeof value === 'number' ? value : '')}
            />
            <Checkbox
              mt="xl"
              label="Approval Required"
              checked={approval}
              onChange={(event) => setApproval(event.currentTarget.checked)}
            />
          </Group>
        )}
        <Group>
          <Button onClick={initiate}>Initiate Call</Button>
        </Group>
      </Stack>
      <Modal opened={phoneOpen} onClose={() => setPhoneOpen(false)} title="Broker phone number">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitPhone();
          }}
        >
          <Stack>
            <TextInput
              label="Phone number"
              type="tel"
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                setPhoneError(null);
              }}
              error={phoneError ?? undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPhoneOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Initiate Call</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
