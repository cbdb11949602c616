import type { ActiveCall } from '@fleet/contracts';
import {
  selectEmptyCallsHint,
  selectTruckIsSaved,
  type TruckDetails,
  truckDetailsPanelMachine,
} from '@fleet/machines';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useAuthSelector } from '@/lib/auth';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { useActiveCalls } from '../api/get-active-calls';
import { useBookingSession } from '../hooks/use-booking-session';
import { type CallInfo, callInfoFromActive } from '../lib/call-info';
import { type LoadBookingDeps, LoadBookingDepsProvider, useLoadBookingDeps } from '../lib/deps';
import { createCallEventBus } from '../lib/event-bus';
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

/** Document 3 §9: at most 3 skeleton cards while the session's calls load. */
const MAX_SKELETONS = 3;

type TabValue = 'active-calls';
/** The tabs of the page; Search DAT and Search Truckstop join this list in a later issue. */
const TABS: ReadonlyArray<{ value: TabValue; label: string }> = [
  { value: 'active-calls', label: 'Active Calls' },
];

type Draft = { id: string };
type TrackedCall = { info: CallInfo; follow: boolean };

let draftCounter = 0;
const newDraftId = () => {
  draftCounter += 1;
  return `draft-${Date.now().toString(36)}-${draftCounter}`;
};

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
  const [bus] = useState(createCallEventBus);
  const { ids: sessionIds, session } = useBookingSession();

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
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [calls, setCalls] = useState<ReadonlyMap<string, TrackedCall>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const followTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // The session's calls this tab has not seen yet (restored at load, or added by another tab).
  const missing = useMemo(() => sessionIds.filter((id) => !calls.has(id)), [sessionIds, calls]);
  const activeCalls = useActiveCalls(missing);

  useEffect(() => {
    if (!activeCalls.isSuccess || missing.length === 0) return;
    const found = new Map(activeCalls.data.map((call: ActiveCall) => [call.uid, call]));
    setCalls((current) => {
      const next = new Map(current);
      for (const call of found.values()) {
        if (!next.has(call.uid)) {
          next.set(call.uid, { info: callInfoFromActive(call), follow: true });
        }
      }
      return next;
    });
    // Ids the service does not know (or not for this account) leave the session.
    const unknown = missing.filter((id) => !found.has(id));
    if (unknown.length > 0) session.removeMany(unknown);
  }, [activeCalls.isSuccess, activeCalls.data, missing, session]);

  useEffect(() => {
    if (activeCalls.isError) {
      logger.warn('active calls could not be loaded', activeCalls.error);
      notify.error(LOAD_BOOKING_TEXT.loadFailed);
    }
  }, [activeCalls.isError, activeCalls.error]);

  // Calls removed from the session (here, or in another tab) stop being tracked.
  useEffect(() => {
    setCalls((current) => {
      const stale = [...current.keys()].filter((id) => !sessionIds.includes(id));
      if (stale.length === 0) return current;
      const next = new Map(current);
      for (const id of stale) next.delete(id);
      return next;
    });
  }, [sessionIds]);

  useEffect(() => {
    const timers = followTimers.current;
    const unsubscribe = [
      bus.on('call-initiating', ({ draftId }) => logger.info(`initiating a call from ${draftId}`)),
      bus.on('call-initiated', ({ draftId, callId, call }) => {
        setDrafts((current) => current.filter((draft) => draft.id !== draftId));
        setCalls((current) => new Map(current).set(callId, { info: call, follow: false }));
        session.add(callId);
        // §9: about 500 ms later the new call is selected and its updates followed.
        timers.set(
          callId,
          setTimeout(() => {
            timers.delete(callId);
            setCalls((current) => {
              const tracked = current.get(callId);
              return tracked ? new Map(current).set(callId, { ...tracked, follow: true }) : current;
            });
            setSelected(callId);
          }, deps.followDelayMs),
        );
      }),
      bus.on('call-initiator-error', ({ message }) => notify.error(message)),
      bus.on('call-session-reset', () => {
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        setDrafts([]);
        setCalls(new Map());
        setSelected(null);
        session.clear();
      }),
    ];
    return () => {
      for (const off of unsubscribe) off();
    };
  }, [bus, session, deps.followDelayMs]);

  useEffect(() => {
    const timers = followTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const newCall = useCallback(() => {
    setTab('active-calls');
    setDrafts((current) => [{ id: newDraftId() }, ...current]);
  }, []);

  const runningCalls = sessionIds
    .map((id) => [id, calls.get(id)] as const)
    .filter((entry): entry is readonly [string, TrackedCall] => entry[1] !== undefined)
    .sort(([, a], [, b]) => b.info.createdAt.localeCompare(a.info.createdAt));
  const loading = activeCalls.isFetching && missing.length > 0;
  const showClear = drafts.length > 0 || sessionIds.length > 0;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(MAX_SKELETONS, missing.length) }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} h={140} radius="md" data-testid="call-skeleton" />
    ));
  } else if (drafts.length === 0 && runningCalls.length === 0) {
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
            onClick={() => bus.emit({ type: 'call-session-reset' })}
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
                  draftId={draft.id}
                  truck={truck}
                  bus={bus}
                  onRemove={() =>
                    setDrafts((current) => current.filter((other) => other.id !== draft.id))
                  }
                />
              ) : null,
            )}
            {body}
            {runningCalls.map(([id, tracked]) => (
              <RunningCallCard
                key={id}
                info={tracked.info}
                follow={tracked.follow}
                selected={selected === id}
                introduction={introduction}
                onRemove={() => session.remove(id)}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
