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
import { notify } from '@/lib/notify';
import { createBookingSession } from '../lib/booking-session';
import {
  bookingSessionLogic,
  type ExternalCallStart,
  type NewDraftEvent,
} from '../lib/booking-session-logic';
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
  saveTruckFirst: 'Please save Truck Details first.',
} as const;

/**
 * More tabs after Active Calls (Search DAT, Search Truckstop): composed by the route, given the
 * page's call start so a result's Initiate Call runs like a draft's.
 */
export type ExtraTabs = (
  startCall: (start: ExternalCallStart) => void,
) => ReadonlyArray<{ value: string; label: string; panel: ReactNode }>;

/** Running call lists are equal when they hold the same entries in the same order. */
const sameCalls = (a: readonly BookingCall[], b: readonly BookingCall[]) =>
  a.length === b.length && a.every((call, index) => call === b[index]);

/** /ai/load-booking: truck details, draft calls and the session's running calls. */
export function LoadBookingScreen({
  deps,
  extraTabs,
}: {
  deps?: Partial<LoadBookingDeps>;
  extraTabs?: ExtraTabs;
}) {
  return (
    <LoadBookingDepsProvider deps={deps}>
      <LoadBooking extraTabs={extraTabs} />
    </LoadBookingDepsProvider>
  );
}

function LoadBooking({ extraTabs }: { extraTabs?: ExtraTabs | undefined }) {
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
  const [tab, setTab] = useState<string>('active-calls');

  const newCall = useCallback(() => {
    setTab('active-calls');
    if (truck) session.send({ type: 'booking.newDraft', truckLocation: truck.location });
  }, [session, truck]);

  /** A load-board result's Initiate Call: a draft with the posting, initiated at once. */
  const startCall = useCallback(
    (start: ExternalCallStart) => {
      if (!truck) {
        notify.error(LOAD_BOOKING_TEXT.saveTruckFirst);
        return;
      }
      const event: NewDraftEvent = {
        type: 'booking.newDraft',
        truckLocation: truck.location,
        start,
      };
      session.send(event);
      const draft = session.getSnapshot().context.drafts[0];
      if (!draft) return;
      // The phone the user chose wins over the one in the posting.
      const { parsedData } = start;
      const callDetails = {
        ...parsedData.callDetails,
        brokerPhone: start.brokerPhone ?? parsedData.callDetails.brokerPhone,
        brokerExtension: start.brokerExtension || parsedData.callDetails.brokerExtension,
      };
      draft.ref.send({ type: 'draft.load', data: { ...parsedData, callDetails } });
      draft.ref.send({ type: 'draft.initiate', truck });
      setTab('active-calls');
    },
    [session, truck],
  );
  const moreTabs = extraTabs?.(startCall) ?? [];

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

      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted>
        <Tabs.List>
          {[{ value: 'active-calls', label: 'Active Calls' }, ...moreTabs].map((entry) => (
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
        {moreTabs.map((entry) => (
          <Tabs.Panel key={entry.value} value={entry.value} pt="md">
            {entry.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
