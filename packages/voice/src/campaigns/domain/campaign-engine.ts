import { randomUUID } from 'node:crypto';
import {
  backoffCeiling,
  type CampaignCallSession,
  type CampaignNotification,
  type CampaignPushEvent,
  type CampaignStatus,
  type Carrier,
  isFinalCampaignStatus,
} from '@fleet/contracts';
import {
  type CampaignCallSnapshot,
  type CampaignCommand,
  type CampaignEvent,
  type CampaignSnapshot,
  type CommandInput,
  campaignCallChanges,
  campaignCallMachine,
  campaignMachine,
  NO_CARRIERS_MESSAGE,
  type RunCallsControl,
  type RunCallsInput,
  selectCommandPending,
} from '@fleet/machines';
import type { Logger } from '@fleet/service-kit';
import { isDatabaseUnavailable } from '@fleet/service-kit/db';
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';
import type {
  CarrierSalesEvent as CarrierCallEvent,
  CarrierSalesCallHandle as CarrierCallHandle,
  startCarrierSalesCall,
} from '../../agent/domain/carrier-sales';
import type { AgentClock } from '../../agent/domain/clock';
import type { TelephonyProvider } from '../../providers/telephony/types';
import { type CampaignRecord, type CampaignsRepo, DRIVEN_STATUSES } from '../data/campaigns-repo';
import type { TopicHub } from './topic-hub';

/** The end reason of a campaign call cut off because its replica stopped or died. */
export const CAMPAIGN_CALL_INTERRUPTED = 'The voice service stopped during the call.';
/** What the agent tells a carrier when the load is cancelled during the call. */
export const LOAD_CANCELLED_REASON = 'The load was cancelled.';

export class CampaignNotFoundError extends Error {
  constructor() {
    super('Load not found');
  }
}
/** The command does not fit the campaign's status (the detail the screen shows after 'Error:'). */
export class CampaignCommandRefused extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}
/** Another replica drives the campaign: the command is for it (at `url`). */
export class CampaignRunsElsewhereError extends Error {
  constructor(readonly url: string) {
    super('The load is driven by another voice service instance.');
  }
}

export interface CampaignEngineDeps {
  repo: CampaignsRepo;
  hub: TopicHub;
  telephony: TelephonyProvider;
  clock: AgentClock;
  /** The carrier-sales agent (agent/domain/carrier-sales); tests inject a scripted one. */
  startCarrierCall: typeof startCarrierSalesCall;
  logger: Logger;
  /** This replica as the driver of campaigns (the same lease timing as calls). */
  lease: { owner: string; ttlMs: number; url: string | null };
  /** Caller id for the campaign calls. */
  callerId: string;
  /** Who the agent says it calls for (the broker's onboarding details). */
  brokerOf(accountId: string): Promise<{ companyName: string; agentName: string }>;
}

/** The statuses each command moves from, and to (written before the machine moves on). */
const COMMAND_STATUS: Record<CampaignCommand, { to: CampaignStatus; from: CampaignStatus[] }> = {
  start: { to: 'started', from: ['stop', 'failed'] },
  pause: { to: 'pause', from: ['started', 'running'] },
  resume: { to: 'running', from: ['pause', 'paused'] },
  cancel: { to: 'cancelled', from: ['stop', 'started', 'running', 'pause', 'paused', 'failed'] },
};
const REFUSED: Record<CampaignCommand, string> = {
  start: 'The load cannot be started in its current status.',
  pause: 'Only a load in progress can be paused.',
  resume: 'Only a paused load can be resumed.',
  cancel: 'The load is already over.',
};
/** Where the machine is once each command went through. */
const COMMAND_REACHED: Record<CampaignCommand, (snapshot: CampaignSnapshot) => boolean> = {
  start: (s) => s.matches('calling') || isFinalCampaignStatus(s.context.status),
  pause: (s) => s.matches({ calling: 'pausing' }) || s.matches('paused'),
  resume: (s) => s.matches({ calling: 'running' }) || isFinalCampaignStatus(s.context.status),
  cancel: (s) => s.matches('cancelled'),
};
const STOPPING = 'The voice service is restarting. Please try again in a moment.';
const COMMAND_EVENT: Record<CampaignCommand, CampaignEvent> = {
  start: { type: 'campaign.execute' },
  pause: { type: 'campaign.pause' },
  resume: { type: 'campaign.resume' },
  cancel: { type: 'campaign.cancel' },
};

/** How long a read waits for the writes behind a push it follows (see `written`). */
const WRITTEN_WAIT_MS = 2_000;

interface Driven {
  accountId: string;
  actor: Actor<typeof campaignMachine>;
  /** Set when this replica stops or lost the lease: the current call ends failed, not politely. */
  interrupted: string | null;
}

/**
 * Runs the campaigns this replica drives, each as an actor of the shared campaign machine (the one
 * the tabs run): `sendCommand` writes the command's status (conditionally: a command that does not
 * fit the stored status is refused with a reason), `runCalls` calls the carriers one after
 * another, `statusChanged` writes and pushes the status. A campaign is driven by one replica at a
 * time (a lease, renewed by the heartbeat with the calls' leases); a replica that starts, or whose
 * sweep finds a campaign nobody drives, takes it over from its stored status: it fails the call
 * that was cut off and goes on with the next carrier, so no carrier is called twice.
 */
export class CampaignEngine {
  private readonly driven = new Map<string, Driven>();
  /** Per campaign and per call (keyed under its campaign): the writes in flight, in order. */
  private readonly writes = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(private readonly deps: CampaignEngineDeps) {}

  get drivenIds(): string[] {
    return [...this.driven.keys()];
  }

  /** Runs a command (Call Carriers, Pause, Resume, Cancel) and answers the campaign after it. */
  async command(accountId: string, id: string, command: CampaignCommand): Promise<CampaignRecord> {
    if (this.stopping) throw new CampaignCommandRefused(STOPPING);
    let driven = this.driven.get(id);
    if (driven && driven.accountId !== accountId) throw new CampaignNotFoundError();
    if (!driven) {
      const record = await this.deps.repo.get(accountId, id);
      if (!record) throw new CampaignNotFoundError();
      if (!COMMAND_STATUS[command].from.includes(record.status)) {
        throw new CampaignCommandRefused(REFUSED[command]);
      }
      if (command === 'start' && record.carrier_count === 0) {
        throw new CampaignCommandRefused(NO_CARRIERS_MESSAGE);
      }
      driven = await this.take(record);
    }
    driven.actor.send(COMMAND_EVENT[command]);
    const after = await settled(driven.actor);
    // A campaign that needs no driving after the command (refused start, cancelled) is let go.
    if (!after.matches('calling') && this.driven.get(id) === driven) {
      this.forget(id);
      await this.deps.repo.release(this.deps.lease.owner, id);
    }
    if (!COMMAND_REACHED[command](after)) {
      throw new CampaignCommandRefused(after.context.error?.detail ?? REFUSED[command]);
    }
    const record = await this.deps.repo.get(accountId, id);
    if (!record) throw new CampaignNotFoundError();
    return record;
  }

  /**
   * Resolves once the campaign's and its calls' writes queued so far have landed. A change is pushed
   * as soon as its write is queued (the tabs see it at once, even while the database is away for a
   * moment), so a read that follows a push waits here and never answers the state before it. While
   * the database is away the writes retry for as long as it takes; a read waits at most `waitMs`.
   */
  async written(campaignId: string, waitMs = WRITTEN_WAIT_MS): Promise<void> {
    const prefix = callWriteKey(campaignId, '');
    const pending = [...this.writes]
      .filter(([key]) => key === campaignId || key.startsWith(prefix))
      .map(([, write]) => write);
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([Promise.all(pending), waited]);
    clearTimeout(timer);
  }

  /** Takes over campaigns nobody drives (at start, then on every sweep); returns how many. */
  async sweep(): Promise<number> {
    if (this.stopping) return 0;
    let taken = 0;
    for (const { accountId, id } of await this.deps.repo.orphaned()) {
      if (this.driven.has(id)) continue;
      const record = await this.deps.repo.get(accountId, id);
      if (!record || !DRIVEN_STATUSES.includes(record.status)) continue;
      try {
        await this.take(record);
        taken += 1;
      } catch (error) {
        // Another replica was quicker: it drives the campaign now.
        if (error instanceof CampaignRunsElsewhereError) continue;
        if (error instanceof CampaignCommandRefused) continue;
        throw error;
      }
    }
    return taken;
  }

  /** Renews this replica's campaign leases; a campaign another replica took is let go here. */
  async heartbeat(): Promise<void> {
    const held = new Set(await this.deps.repo.renew(this.deps.lease.owner, this.deps.lease.ttlMs));
    for (const [id, driven] of this.driven) {
      if (held.has(id)) continue;
      this.deps.logger.error({ campaign_id: id }, 'another voice replica drives this campaign now');
      driven.interrupted = CAMPAIGN_CALL_INTERRUPTED;
      this.forget(id);
    }
  }

  /** Stops driving: the current calls end failed with a reason; the leases are let go. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    for (const [id, driven] of this.driven) {
      driven.interrupted = CAMPAIGN_CALL_INTERRUPTED;
      this.forget(id);
    }
    await Promise.all([...this.writes.values()]);
    try {
      await this.deps.repo.release(this.deps.lease.owner);
    } catch (error) {
      // The leases then run out by themselves; another replica takes the campaigns over.
      this.deps.logger.warn({ err: error }, 'releasing campaign leases failed');
    }
  }

  /** The campaign's actor on this replica, started in the state of its stored status. */
  private async take(record: CampaignRecord): Promise<Driven> {
    const { lease } = this.deps;
    const holder = await this.deps.repo.claim(record.accountId, record.id, lease);
    if (!holder) throw new CampaignNotFoundError();
    if (holder.owner !== lease.owner) {
      if (holder.url) throw new CampaignRunsElsewhereError(holder.url);
      throw new CampaignCommandRefused('The load is being updated. Please try again in a moment.');
    }
    const existing = this.driven.get(record.id);
    if (existing) return existing;
    // A call left open by the replica that drove it before (it died) ends failed here.
    const interrupted = await this.deps.repo.failOpenCalls(
      record.accountId,
      record.id,
      CAMPAIGN_CALL_INTERRUPTED,
    );
    for (const callUid of interrupted) this.callEnded(record.id, callUid, 'failed');
    const driven: Driven = {
      accountId: record.accountId,
      actor: undefined as never,
      interrupted: null,
    };
    driven.actor = createActor(this.machineFor(record.accountId, driven), {
      input: {
        campaignId: record.id,
        status: record.status,
        carrierCount: record.carrier_count,
        callCount: record.call_count,
      },
    });
    this.driven.set(record.id, driven);
    this.openTopic(record.id);
    driven.actor.start();
    this.deps.logger.info({ campaign_id: record.id, status: record.status }, 'driving campaign');
    return driven;
  }

  private forget(id: string): void {
    const driven = this.driven.get(id);
    if (!driven) return;
    this.driven.delete(id);
    driven.actor.stop();
  }

  private machineFor(accountId: string, driven: Driven) {
    const { repo } = this.deps;
    return campaignMachine.provide({
      actors: {
        sendCommand: fromPromise<void, CommandInput>(async ({ input }) => {
          const { to, from } = COMMAND_STATUS[input.command];
          const moved = await this.write(input.campaignId, () =>
            repo.setStatus(accountId, input.campaignId, to, from),
          );
          if (!moved) throw new CampaignCommandRefused(REFUSED[input.command]);
        }),
        runCalls: fromCallback<RunCallsControl | CampaignEvent, RunCallsInput>(
          ({ sendBack, receive, input }) =>
            this.runCalls(accountId, input.campaignId, driven, sendBack, receive),
        ),
      },
      actions: {
        statusChanged: (_, { campaignId, status }) =>
          this.statusChanged(accountId, campaignId, status),
      },
    });
  }

  /** Writes a status the machine reached, pushes it, and lets go of a campaign that is over. */
  private statusChanged(accountId: string, campaignId: string, status: CampaignStatus): void {
    void this.write(campaignId, async () => {
      await this.deps.repo.setStatus(accountId, campaignId, status, [
        'stop',
        'started',
        'running',
        'pause',
        'paused',
        'failed',
        status,
      ]);
    }).then(() => {
      this.deps.hub.publish(campaignId, {
        type: 'campaign_status_update',
        campaign_id: campaignId,
        status,
      } satisfies CampaignPushEvent);
      const driven = this.driven.get(campaignId);
      const idle = driven?.actor.getSnapshot().matches('paused') || isFinalCampaignStatus(status);
      if (idle && (isFinalCampaignStatus(status) || status === 'paused')) {
        // Nothing to drive any more: the lease goes, and the watchers of a finished one close.
        this.forget(campaignId);
        void this.deps.repo.release(this.deps.lease.owner, campaignId);
        if (isFinalCampaignStatus(status)) this.deps.hub.close(campaignId);
      }
    });
  }

  /**
   * `runCalls`: the carriers not called yet, one at a time, until one books the load, none is
   * left, or the machine says hold (after the current call). Each carrier is marked called before
   * it is dialled.
   */
  private runCalls(
    accountId: string,
    campaignId: string,
    driven: Driven,
    sendBack: (event: CampaignEvent) => void,
    receive: (listener: (event: RunCallsControl | CampaignEvent) => void) => void,
  ): () => void {
    let held = false;
    let stopped = false;
    let current: CarrierCallHandle | null = null;
    receive((event) => {
      if (event.type === 'calls.hold') held = true;
      if (event.type === 'calls.release') held = false;
    });
    const loop = async () => {
      for (;;) {
        if (stopped) return;
        if (held) {
          sendBack({ type: 'calls.finished', result: 'held' });
          return;
        }
        const isStopped = () => stopped;
        const campaign = await this.whileUnreachable(isStopped, () =>
          this.deps.repo.get(accountId, campaignId),
        );
        if (!campaign || stopped) return;
        // Picking marks the carrier called; a retry after a lost answer skips one, never repeats.
        const carrier = await this.whileUnreachable(isStopped, () =>
          this.deps.repo.claimNextCarrier(accountId, campaignId),
        );
        if (stopped) return;
        if (!carrier) {
          sendBack({ type: 'calls.finished', result: 'exhausted' });
          return;
        }
        const booked = await this.callCarrier(campaign, carrier, sendBack, isStopped, (handle) => {
          current = handle;
        });
        current = null;
        if (stopped) return;
        if (booked) {
          sendBack({ type: 'calls.finished', result: 'booked' });
          return;
        }
      }
    };
    loop().catch((error: unknown) => {
      if (stopped) return;
      this.deps.logger.error({ err: error, campaign_id: campaignId }, 'campaign calling failed');
      void this.notify(
        accountId,
        campaignId,
        'error',
        'Calling stopped: the calls could not go on.',
      );
      sendBack({
        type: 'calls.failed',
        reason: error instanceof Error ? error.message : String(error),
      });
    });
    return () => {
      stopped = true;
      const call = current as CarrierCallHandle | null;
      if (!call) return;
      if (driven.interrupted) call.fail(driven.interrupted);
      else call.terminate(LOAD_CANCELLED_REASON);
    };
  }

  /** One call to one carrier; resolves whether it booked the load. */
  private async callCarrier(
    campaign: CampaignRecord,
    carrier: Carrier,
    sendBack: (event: CampaignEvent) => void,
    isStopped: () => boolean,
    started: (handle: CarrierCallHandle) => void,
  ): Promise<boolean> {
    const { repo, hub } = this.deps;
    const accountId = campaign.accountId;
    const campaignId = campaign.id;
    const callUid = randomUUID();
    const session = await this.whileUnreachable(isStopped, () =>
      repo.insertCall({
        accountId,
        campaignId,
        callUid,
        carrier,
        desiredRate: campaign.rate_range,
      }),
    );
    const live = { ...session, conversation: [...session.conversation] };
    this.openCallTopic(callUid, live);
    hub.publish(campaignId, { type: 'call_added', campaign_id: campaignId, call: session });
    sendBack({ type: 'campaign.callAdded' });

    const writeCall = (patch: Parameters<CampaignsRepo['updateCall']>[2]) =>
      this.write(callWriteKey(campaignId, callUid), () =>
        this.whileUnreachable(isStopped, () => repo.updateCall(accountId, callUid, patch)),
      ).catch((error: unknown) =>
        this.deps.logger.warn({ err: error, call_uid: callUid }, 'writing a campaign call failed'),
      );
    // The call's status, booking status and carrier rate are the campaign-call machine's (the one
    // the cards run): what is stored and pushed is projected from its snapshot.
    const call = createActor(campaignCallMachine, { input: { callUid } });
    let told: CampaignCallSnapshot | undefined;
    call.subscribe((snapshot) => {
      const changes = campaignCallChanges(told, snapshot);
      told = snapshot;
      for (const change of changes) {
        if (change.type === 'status') {
          live.call_status = change.status;
          void writeCall({ callStatus: change.status });
          hub.publish(campaignId, {
            type: 'call_status_update',
            campaign_id: campaignId,
            call_uid: callUid,
            call_status: change.status,
          });
          hub.publish(callUid, {
            type: 'connection_status',
            call_id: callUid,
            status: change.status,
          });
        } else if (change.type === 'rate' && change.rate !== null) {
          const rate = change.rate;
          live.carrier_rate = rate;
          void writeCall({ carrierRate: rate });
          void this.write(campaignId, () => repo.offerSeen(accountId, campaignId, rate));
          hub.publish(campaignId, {
            type: 'call_carrier_rate_update',
            campaign_id: campaignId,
            call_uid: callUid,
            carrier_rate: rate,
          });
          hub.publish(callUid, {
            type: 'update_extracted_data',
            call_id: callUid,
            loadDetails: { carrierRate: rate },
            callDetails: {},
            metadata: {},
            carrier_rate: rate,
          });
        } else if (change.type === 'booking') {
          live.booking_status = change.status;
          void writeCall({ bookingStatus: change.status });
          hub.publish(campaignId, {
            type: 'call_booking_status_update',
            campaign_id: campaignId,
            call_uid: callUid,
            booking_status: change.status,
          });
        }
      }
    });
    call.start();
    const onEvent = (event: CarrierCallEvent) => {
      switch (event.type) {
        case 'status':
          call.send({ type: 'call.status', status: event.status });
          return;
        case 'carrier_rate':
          call.send({ type: 'call.rate', rate: event.rate });
          return;
        case 'booking_status':
          call.send({ type: 'call.booking', status: event.status });
          return;
        case 'transcript': {
          const { sender, message, timestamp } = event.entry;
          live.conversation[event.index] = { sender, message };
          void writeCall({ conversation: [...live.conversation] });
          hub.publish(callUid, {
            type: 'update_conversation',
            call_id: callUid,
            index: event.index,
            sender: sender === 'agent' ? 'agent' : 'user',
            message,
            timestamp,
          });
          return;
        }
        case 'ended':
          // A carrier who said yes is booked, even if the load was covered during the goodbye.
          if (
            event.outcome === 'booked' ||
            (event.bookedRate !== null && event.outcome === 'terminated')
          ) {
            call.send({ type: 'call.booking', status: 'Booked' });
          }
          live.end_reason = event.reason;
          call.send({ type: 'call.status', status: event.status });
          void writeCall({ end: { outcome: event.outcome, reason: event.reason } });
          return;
      }
    };
    const handle = this.deps.startCarrierCall(
      {
        callId: callUid,
        campaignId,
        accountId,
        to: carrier.dispatch_phone,
        from: this.deps.callerId,
        load: campaign.load_details,
        rateRange: campaign.rate_range,
        carrier,
        broker: await this.deps.brokerOf(accountId),
      },
      {
        telephony: this.deps.telephony,
        clock: this.deps.clock,
        onEvent,
        logger: this.deps.logger.child({ campaign_id: campaignId, call_uid: callUid }),
      },
    );
    started(handle);
    await handle.done;
    const booked = call.getSnapshot().matches({ booking: 'booked' });
    call.stop();
    // The call's end is written before the next carrier is called.
    await this.write(callWriteKey(campaignId, callUid), async () => {});
    this.callEnded(campaignId, callUid, live.call_status);
    // The load's notifications (§3): what each call came to, errors first in the bell.
    const who = carrier.legal_name;
    if (booked) {
      const rate =
        live.carrier_rate === null
          ? ''
          : ` at $${Math.round(live.carrier_rate).toLocaleString('en-US')}`;
      await this.notify(accountId, campaignId, 'info', `Booked with ${who}${rate}.`);
    } else if (live.call_status === 'failed') {
      await this.notify(
        accountId,
        campaignId,
        'error',
        `${who}: ${live.end_reason ?? 'the call failed.'}`,
      );
    } else if (live.end_reason) {
      await this.notify(accountId, campaignId, 'info', `${who}: ${live.end_reason}`);
    }
    return booked;
  }

  private callEnded(campaignId: string, callUid: string, finalStatus: string): void {
    const { hub } = this.deps;
    hub.publish(campaignId, {
      type: 'call_status_update',
      campaign_id: campaignId,
      call_uid: callUid,
      call_status: finalStatus,
    });
    hub.publish(campaignId, { type: 'call_completed', campaign_id: campaignId, call_uid: callUid });
    hub.close(callUid);
  }

  /** A notification on the campaign (§3), stored and pushed. */
  private async notify(
    accountId: string,
    campaignId: string,
    type: CampaignNotification['notification_type'],
    message: string,
  ): Promise<void> {
    const notification: CampaignNotification = {
      notification_type: type,
      message,
      datetime: new Date().toISOString(),
    };
    await this.deps.repo.addNotification(accountId, campaignId, notification);
    this.deps.hub.publish(campaignId, {
      type: 'campaign_notification',
      campaign_id: campaignId,
      notification,
    });
  }

  /** The campaign's channel: a new watcher gets initial_status (read from the database). */
  private openTopic(campaignId: string): void {
    this.deps.hub.open(
      campaignId,
      () => [],
      (message) => (message.type === 'initial_status' ? 'initial' : undefined),
    );
  }

  /** A campaign call's channel: a new watcher gets its status and transcript so far. */
  private openCallTopic(callUid: string, live: CampaignCallSession): void {
    this.deps.hub.open(
      callUid,
      () => [
        { type: 'connection_status', call_id: callUid, status: live.call_status },
        ...live.conversation.map((line, index) => ({
          type: 'update_conversation',
          call_id: callUid,
          index,
          sender: line.sender === 'agent' ? 'agent' : 'user',
          message: line.message,
          timestamp: live.timestamp,
        })),
      ],
      (message) =>
        message.type === 'connection_status'
          ? 'status'
          : message.type === 'update_conversation'
            ? `line:${String(message.index)}`
            : undefined,
    );
  }

  /**
   * Runs a database step of the calling loop again while the database is briefly away (a
   * restart, a failover), with a doubling wait up to 5 s, until it answers or this replica stops
   * driving the campaign (then the lease decides who goes on). Other errors are the step's own.
   */
  private async whileUnreachable<T>(isStopped: () => boolean, step: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || isStopped()) throw error;
        const waitMs = backoffCeiling(attempt, { baseMs: 100, maxMs: 5_000 });
        this.deps.logger.warn({ err: error, retry_in_ms: waitMs }, 'database away; retrying');
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  /** Runs writes of one key (a campaign, a call) one after another; resolves with the write's. */
  private write<T>(key: string, write: () => Promise<T>): Promise<T> {
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(write);
    const settledNext = next.then(
      () => {},
      () => {},
    );
    this.writes.set(key, settledNext);
    void settledNext.then(() => {
      if (this.writes.get(key) === settledNext) this.writes.delete(key);
    });
    return next;
  }
}

/** A call's writes are keyed under its campaign, so `written(campaignId)` finds them. */
function callWriteKey(campaignId: string, callUid: string): string {
  return `${campaignId}/call/${callUid}`;
}

/** Resolves with the snapshot once no command is in flight (the command's answer). */
function settled(actor: Actor<typeof campaignMachine>): Promise<CampaignSnapshot> {
  return new Promise((resolve) => {
    const check = (snapshot: CampaignSnapshot) => {
      if (selectCommandPending(snapshot)) return false;
      subscription?.unsubscribe();
      resolve(snapshot);
      return true;
    };
    let subscription: { unsubscribe(): void } | undefined;
    if (check(actor.getSnapshot())) return;
    subscription = actor.subscribe({
      next: (snapshot) => void check(snapshot),
      error: () => resolve(actor.getSnapshot()),
      complete: () => resolve(actor.getSnapshot()),
    });
  });
}
