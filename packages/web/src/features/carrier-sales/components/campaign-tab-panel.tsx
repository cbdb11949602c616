import type { Campaign } from '@fleet/contracts';
import {
  type CampaignMachine,
  type LiveStatusLabel,
  selectCampaignStatus,
  selectCanCancel,
  selectIsOver,
  selectIsWatching,
  selectLocks,
  selectPrimaryAction,
  selectStatusBanner,
} from '@fleet/machines';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { notify } from '@/lib/notify';
import { getCampaign, LOAD_DETAILS_ERROR } from '../api/get-campaign';
import { getCampaignCalls, LOAD_CALLS_ERROR } from '../api/get-campaign-calls';
import { carrierSalesKeys } from '../api/shared';
import { keepFinalBookings, useCampaignMachine } from '../hooks/use-campaign-machine';
import { useCarrierSalesDeps } from '../lib/deps';
import type { LoadTab } from '../lib/tabs';
import { CallsSection } from './calls-section';
import { CarrierPanel } from './carrier-panel';
import { LoadPanel } from './load-panel';

export interface TabPanelHandlers {
  onRawText: (text: string) => void;
  onCreated: (campaignId: string) => void;
  /** The saved campaign's name as the server has it. */
  onName: (name: string) => void;
  /** Completed or failed: the campaign leaves the session (§4). */
  onFinished: (campaignId: string) => void;
  /** Cancelled: the tab closes (§4). */
  onCancelled: (campaignId: string) => void;
}

/** One tab's content: a load being entered (no campaign yet) or a saved campaign. */
export function CampaignTabPanel({
  tab,
  rawText,
  handlers,
}: {
  tab: LoadTab;
  rawText: string;
  handlers: TabPanelHandlers;
}) {
  if (tab.campaignId === null) {
    return (
      <Stack gap="md">
        <LoadPanel
          tabName={tab.name}
          campaign={null}
          locks={null}
          rawText={rawText}
          onRawText={handlers.onRawText}
          onCreated={handlers.onCreated}
        />
        <CarrierPanel campaign={null} locked={false} />
        <Group gap="xs" role="group" aria-label="Load actions">
          <Button disabled>Call Carriers</Button>
          <Button color="red" disabled>
            Cancel
          </Button>
        </Group>
        <CallsSection
          status={null}
          connection="Disconnected"
          banner={null}
          calls={[]}
          notifications={[]}
        />
      </Stack>
    );
  }
  return (
    <SavedCampaign
      key={tab.campaignId}
      tab={tab}
      campaignId={tab.campaignId}
      rawText={rawText}
      handlers={handlers}
    />
  );
}

function SavedCampaign({
  tab,
  campaignId,
  rawText,
  handlers,
}: {
  tab: LoadTab;
  campaignId: string;
  rawText: string;
  handlers: TabPanelHandlers;
}) {
  const campaign = useQuery({
    queryKey: carrierSalesKeys.campaign(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, signal),
    retry: false,
  });
  useEffect(() => {
    if (campaign.isError) notify.error(LOAD_DETAILS_ERROR);
  }, [campaign.isError]);
  const name = campaign.data?.name;
  const { onName } = handlers;
  useEffect(() => {
    if (name) onName(name);
  }, [name, onName]);

  if (campaign.isPending) return <Loader size="sm" aria-label="Loading load" />;
  if (campaign.isError) {
    return (
      <Alert color="red" role="alert">
        {LOAD_DETAILS_ERROR}
      </Alert>
    );
  }
  return <CampaignLive tab={tab} campaign={campaign.data} rawText={rawText} handlers={handlers} />;
}

/** A saved campaign, run by this browser tab's actor of the shared campaign machine. */
function CampaignLive({
  tab,
  campaign,
  rawText,
  handlers,
}: {
  tab: LoadTab;
  campaign: Campaign;
  rawText: string;
  handlers: TabPanelHandlers;
}) {
  const { actor, connection } = useCampaignMachine(campaign);
  const id = campaign.campaign_id;
  const deps = useCarrierSalesDeps();
  const watching = useSelector(actor, selectIsWatching);
  const over = useSelector(actor, selectIsOver);
  const status = useSelector(actor, selectCampaignStatus);

  const queryClient = useQueryClient();
  // Not watched live (not started, paused, failed): read the status again now and then, so a
  // change made in another browser tab (Call Carriers, Resume) shows here too.
  const fresh = useQuery({
    queryKey: carrierSalesKeys.campaign(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    refetchInterval: !watching && !over ? deps.pollMs : false,
    retry: false,
  });
  const calls = useQuery({
    queryKey: carrierSalesKeys.calls(id),
    queryFn: async ({ signal }) =>
      keepFinalBookings(
        await getCampaignCalls(id, signal),
        queryClient.getQueryData(carrierSalesKeys.calls(id)),
      ),
    retry: false,
  });
  useEffect(() => {
    if (calls.isError) notify.error(LOAD_CALLS_ERROR);
  }, [calls.isError]);

  const data = fresh.data ?? campaign;
  const readAt = fresh.dataUpdatedAt;
  // A status read from the server is the truth, like a pushed one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new read is news
  useEffect(() => {
    actor.send({ type: 'campaign.statusPushed', status: data.status });
  }, [actor, readAt]);
  useEffect(() => {
    actor.send({ type: 'campaign.carriersLoaded', count: data.carrier_count });
  }, [actor, data.carrier_count]);

  const { onFinished, onCancelled } = handlers;
  const closed = useRef(false);
  useEffect(() => {
    if (closed.current) return;
    if (status === 'cancelled') {
      closed.current = true;
      onCancelled(id);
    } else if (status === 'completed' || status === 'failed') {
      onFinished(id);
    }
  }, [status, id, onCancelled, onFinished]);

  return (
    <Stack gap="md">
      <LoadPanel
        tabName={tab.name}
        campaign={data}
        locks={useSelector(actor, selectLocks, shallowEqual)}
        rawText={rawText}
        onRawText={handlers.onRawText}
        onCreated={handlers.onCreated}
      />
      <CarrierPanel
        campaign={data}
        locked={useSelector(actor, (s) => selectLocks(s).carrierList)}
      />
      <CampaignActions actor={actor} />
      <CallsSection
        status={status}
        connection={watching ? connection : ('Disconnected' satisfies LiveStatusLabel)}
        banner={useSelector(actor, selectStatusBanner)}
        calls={calls.data ?? []}
        notifications={data.notifications}
      />
    </Stack>
  );
}

/** §2 action buttons: the primary (Call Carriers, Pause, Resume, Completed, Cancelled) and Cancel. */
function CampaignActions({ actor }: { actor: ActorRefFrom<CampaignMachine> }) {
  const primary = useSelector(actor, selectPrimaryAction, shallowEqual);
  const canCancel = useSelector(actor, selectCanCancel);
  return (
    <Group gap="xs" role="group" aria-label="Load actions">
      <Button
        disabled={primary.disabled}
        onClick={() => {
          if (primary.event) actor.send(primary.event);
        }}
      >
        {primary.label}
      </Button>
      <Button
        color="red"
        disabled={!canCancel}
        onClick={() => actor.send({ type: 'campaign.cancel' })}
      >
        Cancel
      </Button>
    </Group>
  );
}
