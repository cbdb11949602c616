import { createHash } from 'node:crypto';
import { type CampaignPushEvent, isFinalCampaignStatus } from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import type { CampaignsRepo } from '../data/campaigns-repo';
import type { CampaignEngine } from '../domain/campaign-engine';
import type { TopicHub } from '../domain/topic-hub';

type Outgoing = { type: string; event_id: string } & Record<string, unknown>;

/** Where a campaign topic's socket goes: served here, relayed to the driving replica, or 404. */
export type CampaignTopicRoute = { to: 'missing' } | { to: 'relay'; url: string } | { to: 'serve' };

export interface CampaignSocket {
  send(message: Outgoing): void;
  /** Closes the socket (1000: the topic is over; 1013: try again later). */
  close(code: number, reason: string): void;
  onClose(listener: () => void): void;
}

/**
 * The campaign side of the watch sockets the gateway opens: `/voice/load-offer-campaign-watcher/
 * {id}` (the §4 push events: initial_status first, then every change) and `/voice/watch/{call_uid}`
 * for a campaign call (its per-call messages). A topic another replica drives is relayed to it.
 */
export function createCampaignWatch(deps: {
  repo: CampaignsRepo;
  hub: TopicHub;
  engine: CampaignEngine;
  replicaId: string;
  logger: Logger;
}) {
  const { repo, hub } = deps;
  const elsewhere = async (campaignId: string, forwarded: boolean) => {
    if (forwarded || deps.engine.drivenIds.includes(campaignId)) return undefined;
    const driver = await repo.driver(campaignId);
    return driver && driver.owner !== deps.replicaId && driver.url ? driver.url : undefined;
  };

  return {
    /** Is `id` a campaign (or a campaign call) of the account (any account: undefined)? */
    async route(
      kind: 'campaign' | 'call',
      id: string,
      account: string | undefined,
      forwarded: boolean,
    ): Promise<CampaignTopicRoute> {
      if (kind === 'campaign') {
        const record = account ? await repo.get(account, id) : await repo.findAnyAccount(id);
        if (!record) return { to: 'missing' };
        const url = isFinalCampaignStatus(record.status)
          ? undefined
          : await elsewhere(id, forwarded);
        return url ? { to: 'relay', url } : { to: 'serve' };
      }
      if (hub.has(id)) return { to: 'serve' };
      const call = await repo.call(account, id);
      if (!call) return { to: 'missing' };
      const url = call.ended ? undefined : await elsewhere(call.campaignId, forwarded);
      return url ? { to: 'relay', url } : { to: 'serve' };
    },

    /** initial_status from the database, then the live pushes (buffered until it was sent). */
    async serveCampaign(id: string, account: string | undefined, socket: CampaignSocket) {
      const buffered: Outgoing[] = [];
      let ready = false;
      const stop = hub.watchAnyway(id, {
        message: (message) => (ready ? socket.send(message) : buffered.push(message)),
        end: () => socket.close(1000, 'load over'),
      });
      socket.onClose(stop);
      const record = account ? await repo.get(account, id) : await repo.findAnyAccount(id);
      if (!record) {
        socket.close(4404, 'unknown load');
        return;
      }
      const initial: CampaignPushEvent = {
        type: 'initial_status',
        campaign_id: id,
        status: record.status,
        call_sessions: await repo.calls(record.accountId, id),
        notifications: record.notifications,
      };
      // The same state gets the same id: the gateway drops what a new upstream repeats.
      const digest = createHash('sha256')
        .update(JSON.stringify(initial))
        .digest('hex')
        .slice(0, 16);
      socket.send({ event_id: `${id}:initial:${digest}`, ...initial });
      ready = true;
      for (const message of buffered.splice(0)) socket.send(message);
      if (isFinalCampaignStatus(record.status)) socket.close(1000, 'load over');
    },

    /** A campaign call's messages: live from here, or its stored state (then close). */
    async serveCall(callUid: string, account: string | undefined, socket: CampaignSocket) {
      const stop = hub.watch(callUid, {
        message: (message) => socket.send(message),
        end: () => socket.close(1000, 'call ended'),
      });
      if (stop) {
        socket.onClose(stop);
        return;
      }
      const call = await repo.call(account, callUid);
      if (!call) {
        socket.close(4404, 'unknown call');
        return;
      }
      const status = {
        type: 'connection_status',
        call_id: callUid,
        status: call.call_status,
        ...(call.end_reason ? { message: call.end_reason } : {}),
      };
      call.conversation.forEach((line, index) => {
        socket.send({
          event_id: `${callUid}:line:${index}`,
          type: 'update_conversation',
          call_id: callUid,
          index,
          sender: line.sender === 'agent' ? 'agent' : 'user',
          message: line.message,
          timestamp: call.timestamp,
        });
      });
      socket.send({ event_id: `${callUid}:status:${call.call_status}`, ...status });
      socket.close(call.ended ? 1000 : 1013, call.ended ? 'call ended' : 'call runs elsewhere');
    },
  };
}

export type CampaignWatch = ReturnType<typeof createCampaignWatch>;
