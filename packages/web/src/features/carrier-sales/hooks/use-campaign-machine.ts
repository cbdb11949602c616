import {
  type Campaign,
  type CampaignCallSession,
  type CampaignNotification,
  type CampaignPushEvent,
  campaignPushEventSchema,
} from '@fleet/contracts';
import {
  CAMPAIGN_COMMAND_SUCCESSES,
  type CampaignEvent,
  type CommandInput,
  campaignCommandError,
  campaignMachine,
  type LiveStatusLabel,
  NO_CARRIERS_MESSAGE,
  type RunCallsControl,
  type RunCallsInput,
} from '@fleet/machines';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { authPortFor, useAuthActorRef } from '@/lib/auth';
import { openTopic } from '@/lib/live-socket';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { carrierSalesKeys } from '../api/shared';
import { sendCampaignCommand } from '../lib/commands';
import { useCarrierSalesDeps } from '../lib/deps';

export const CONNECT_ERROR = 'Failed to connect to load updates';

/** A push of the campaign watcher applied to the cached calls and campaign (§4 "Push events"). */
export function applyPush(
  queryClient: QueryClient,
  campaignId: string,
  event: CampaignPushEvent,
): void {
  const setCalls = (update: (calls: CampaignCallSession[]) => CampaignCallSession[]) =>
    queryClient.setQueryData<CampaignCallSession[]>(carrierSalesKeys.calls(campaignId), (calls) =>
      update(calls ?? []),
    );
  const setCall = (uid: string, patch: Partial<CampaignCallSession>) =>
    setCalls((calls) =>
      calls.map((call) => (call.call_uid === uid ? { ...call, ...patch } : call)),
    );
  const setNotifications = (update: (list: CampaignNotification[]) => CampaignNotification[]) =>
    queryClient.setQueryData<Campaign>(carrierSalesKeys.campaign(campaignId), (campaign) =>
      campaign ? { ...campaign, notifications: update(campaign.notifications) } : campaign,
    );
  switch (event.type) {
    case 'initial_status':
      setCalls(() => event.call_sessions);
      setNotifications(() => event.notifications);
      return;
    case 'call_added':
      setCalls((calls) =>
        calls.some((call) => call.call_uid === event.call.call_uid)
          ? calls.map((call) => (call.call_uid === event.call.call_uid ? event.call : call))
          : [...calls, event.call],
      );
      return;
    case 'call_status_update':
      setCall(event.call_uid, { call_status: event.call_status });
      return;
    case 'call_booking_status_update':
      setCall(event.call_uid, { booking_status: event.booking_status });
      return;
    case 'call_carrier_rate_update':
      setCall(event.call_uid, { carrier_rate: event.carrier_rate });
      return;
    case 'campaign_notification':
      setNotifications((list) => [...list, event.notification]);
      // §4, §8: error notifications also raise a toast.
      if (event.notification.notification_type === 'error')
        notify.error(event.notification.message);
      return;
    case 'call_completed':
      // The ended call's final transcript and outcome.
      void queryClient.invalidateQueries({ queryKey: carrierSalesKeys.calls(campaignId) });
      return;
    default:
      return;
  }
}

const FINAL_BOOKINGS: ReadonlySet<string> = new Set(['Booked', 'Rejected']);

/**
 * A read of the calls merged with what the tab already holds: a call's booking that a push made
 * final (Booked, Rejected: nothing leaves them) stays final. The voice service pushes a change
 * before its write lands; a read it answers waits for those writes, but a read that started before
 * the push (or one another voice replica answers) can still carry the call's earlier booking and
 * would otherwise put it back on the card for good.
 */
export function keepFinalBookings(
  read: CampaignCallSession[],
  held: CampaignCallSession[] | undefined,
): CampaignCallSession[] {
  if (!held) return read;
  const final = new Map(
    held
      .filter((call) => FINAL_BOOKINGS.has(call.booking_status))
      .map((call) => [call.call_uid, call]),
  );
  return read.map((call) => {
    const kept = final.get(call.call_uid);
    return kept && !FINAL_BOOKINGS.has(call.booking_status)
      ? { ...call, booking_status: kept.booking_status }
      : call;
  });
}

/**
 * One browser tab's actor of the shared campaign machine (packages/machines/src/campaign) for a
 * saved campaign: commands are the HTTP calls, `runCalls` is the live watcher
 * (/voice/load-offer-campaign-watcher/{id} through the gateway), open only while carriers are
 * being called. Pushed statuses drive the machine; call pushes update the cached calls.
 */
export function useCampaignMachine(campaign: Campaign) {
  const queryClient = useQueryClient();
  const authActor = useAuthActorRef();
  const deps = useCarrierSalesDeps();
  const [connection, setConnection] = useState<LiveStatusLabel>('Disconnected');

  const [machine] = useState(() =>
    campaignMachine.provide({
      actors: {
        sendCommand: fromPromise<void, CommandInput>(async ({ input }) => {
          // A status read started before the command must not undo what it does.
          await queryClient.cancelQueries({
            queryKey: carrierSalesKeys.campaign(input.campaignId),
          });
          await sendCampaignCommand(input.campaignId, input.command);
        }),
        runCalls: fromCallback<RunCallsControl | CampaignEvent, RunCallsInput>(
          ({ input, sendBack }) => {
            const id = input.campaignId;
            const topic = openTopic({
              kind: 'load-offer-campaign-watcher',
              id,
              auth: authPortFor(authActor),
              WebSocket: deps.WebSocket,
            });
            let connected = false;
            let closing = false;
            const subscriptions = [
              topic.events$.subscribe((raw) => {
                const parsed = campaignPushEventSchema.safeParse(raw);
                if (!parsed.success) {
                  logger.warn(`campaign ${id}: unknown push ignored`, raw);
                  return;
                }
                const event = parsed.data;
                if (event.campaign_id !== id) {
                  logger.warn(`campaign ${id}: push for another campaign ignored`, raw);
                  return;
                }
                applyPush(queryClient, id, event);
                if (event.type === 'initial_status' || event.type === 'campaign_status_update') {
                  sendBack({ type: 'campaign.statusPushed', status: event.status });
                } else if (event.type === 'call_added') {
                  sendBack({ type: 'campaign.callAdded' });
                }
              }),
              topic.resync$.subscribe(() => {
                void queryClient.invalidateQueries({ queryKey: carrierSalesKeys.calls(id) });
                void queryClient.invalidateQueries({ queryKey: carrierSalesKeys.campaign(id) });
              }),
              topic.status$.subscribe((status) => {
                setConnection(status);
                if (status === 'Connected') connected = true;
                // §8: the watcher gave up before it ever connected (refused, no session).
                if (status === 'Disconnected' && !connected && !closing) {
                  notify.error(CONNECT_ERROR);
                }
              }),
            ];
            return () => {
              closing = true;
              for (const subscription of subscriptions) subscription.unsubscribe();
              topic.close();
              setConnection('Disconnected');
            };
          },
        ),
      },
      actions: {
        refuseStart: () => notify.error(NO_CARRIERS_MESSAGE),
        commandDone: (_, { command }) => notify.success(CAMPAIGN_COMMAND_SUCCESSES[command]),
        commandFailed: (_, { command, detail }) =>
          notify.error(campaignCommandError(command, detail)),
        // Keeps the cached campaign in step, so a later read does not look like news.
        statusChanged: (_, { campaignId, status }) => {
          queryClient.setQueryData<Campaign>(carrierSalesKeys.campaign(campaignId), (cached) =>
            cached ? { ...cached, status } : cached,
          );
        },
      },
    }),
  );

  const actor = useActorRef(machine, {
    input: {
      campaignId: campaign.campaign_id,
      status: campaign.status,
      carrierCount: campaign.carrier_count,
      callCount: campaign.call_count,
    },
  });
  return { actor, connection };
}
