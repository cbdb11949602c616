import {
  type BookingCall,
  selectBookingDrafts,
  selectEmptyCallsHint,
  selectRunningCalls,
  selectSelectedCallId,
  selectShowsClear,
  selectShowsNoCalls,
  selectSkeletonCount,
  selectTruckIsSaved,
  type TruckDetails,
  truckDetailsPanelMachine,
} from '@fleet/machines';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useAuthSelector } from '@/lib/auth';
import { createBookingSession } from '../lib/booking-session';
import { bookingSessionLogic } from '../lib/booking-session-logic';
import { type LoadBookingDeps, LoadBookingDepsProvider, useLoadBookingDeps } from '../lib/deps';
import { readTruckDetails, writeTruckDetails } from '../lib/truck-details';
import { DraftCallCard } from './draft-call-card';
import { RunningCallCard } from './running-call-card';
import { TruckDetailsPanel } from './truck-details-panel';

/** Document 3 §2 / §8 strings, verbatim. */
export const LOAD_BOOKING_TEXT = {
  title: 'Load Booking',
  noCalls: 'No active calls.',
  loadFailed: 'Failed to load connected calls',
} as const;

type TabValue = 'active-calls';
/** The tabs of the page; Search DAT and Search Truckstop join this list in a later issue. */
const TABS: ReadonlyArray<{ value: TabValue; label: string }> = [
  { value: 'active-calls', label: 'Active Calls' },
];

/** Running call lists are equal when they hold the same entries in the same order. */
const sameCalls = (a: readonly BookingCall[], b: readonly BookingCall[]) =>
  a.length === b.length && a.every((call, index) => call === b[index]);

/** /ai/load-booking: truck details, draft calls and the session's running calls. */
export function LoadBookingScreen({ deps }: { deps?: Partial<LoadBookingDeps> }) {
  return (
    <LoadBookingDepsProvider deps={deps}>
      <LoadBooking />
    </LoadBookingDepsProvider>
  );
}

function LoadBooking() {
  const deps = useLoadBookingDeps();
  const displayName = useAuthSelector((state) => state.context.session?.user.display_name ?? '');
  // One booking-session actor per page: drafts, running calls, restore, follow delay, other tabs.
  const [store] = useState(() => createBookingSession());
  const [sessionLogic] = useState(() => bookingSessionLogic(deps, store, LOAD_BOOKING_TEXT));
  const session = useActorRef(sessionLogic, { input: { sessionIds: store.getIds() } });
  const drafts = useSelector(session, selectBookingDrafts);
  const runningCalls = useSelector(session, selectRunningCalls, sameCalls);
  const selected = useSelector(session, selectSelectedCallId);
  const skeletons = useSelector(session, selectSkeletonCount);
  const showClear = useSelector(session, selectShowsClear);
  const showNoCalls = useSelector(session, selectShowsNoCalls);

  // The truck as last saved: what calls are made with (the panel may be open for editing).
  const [truck, setTruck] = useState<TruckDetails | null>(() => readTruckDetails());
  const [restoredTruck] = useState(truck);
  const [truckLogic] = useState(() =>
    truckDetailsPanelMachine.provide({
      actions: {
        persist: (_, { truck: saved }) => {
          writeTruckDetails(saved);
          setTruck(saved);
        },
      },
    }),
  );
  const truckPanel = useActorRef(
    truckLogic,
    restoredTruck
      ? {
          // Saved before: the panel comes back minimized.
          input: {},
          snapshot: truckDetailsPanelMachine.resolveState({
            value: 'minimized',
            context: { truck: restoredTruck, saved: true },
          }),
        }
      : { input: {} },
  );
  const truckSaved = useSelector(truckPanel, selectTruckIsSaved);
  const emptyHint = useSelector(truckPanel, selectEmptyCallsHint);
  const [tab, setTab] = useState<TabValue>('active-calls');

  const newCall = useCallback(() => {
    setTab('active-calls');
    if (truck) session.send({ type: 'booking.newDraft', truckLocation: truck.location });
  }, [session, truck]);

  let body: ReactNode;
  if (skeletons > 0) {
    body = Array.from({ length: skeletons }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} h={140} radius="md" data-testid="call-skeleton" />
    ));
  } else if (showNoCalls) {
    body = (
      <Paper withBorder p="lg" radius="md" ta="center">
        <Text fw={600}>{LOAD_BOOKING_TEXT.noCalls}</Text>
        <Text size="sm" c={truckSaved ? 'dimmed' : undefined}>
          {emptyHint}
        </Text>
      </Paper>
    );
  }

  const introduction = displayName
    ? `Hi, this is ${displayName}, the dispatcher. I'm joining the call.`
    : "Hi, this is the dispatcher. I'm joining the call.";

  return (
    <Page title={LOAD_BOOKING_TEXT.title} size="xl">
      <Group justify="space-between">
        <Anchor component={Link} to={paths.aiCalls}>
          View Call History
        </Anchor>
        {showClear ? (
          <Button
            variant="default"
            color="red"
            onClick={() => session.send({ type: 'booking.reset' })}
          >
            Clear
          </Button>
        ) : null}
      </Group>

      <TruckDetailsPanel actor={truckPanel} onNewCall={newCall} />

      <Tabs value={tab} onChange={(value) => value && setTab(value as TabValue)} keepMounted>
        <Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="active-calls" pt="md">
          <Stack gap="md">
            {drafts.map((draft) =>
              truck ? (
                <DraftCallCard
                  key={draft.id}
                  draft={draft}
                  truck={truck}
                  onRemove={() => session.send({ type: 'booking.removeDraft', draftId: draft.id })}
                />
              ) : null,
            )}
            {body}
            {runningCalls.map((call) => (
              <RunningCallCard
                key={call.id}
                call={call}
                selected={selected === call.id}
                introduction={introduction}
                onRemove={() => session.send({ type: 'booking.removeCall', callId: call.id })}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
