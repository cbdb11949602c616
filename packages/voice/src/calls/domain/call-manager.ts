import {
  backoffCeiling,
  type DispatchCallStatus,
  type SessionUpdateRequest,
} from '@fleet/contracts';
import { selectCallRunApproval, selectTakesControls } from '@fleet/machines';
import type { Logger } from '@fleet/service-kit';
import type { AgentClock } from '../../agent/domain/clock';
import type { AgentEvent, CallHandle, DispatchCallPlan } from '../../agent/domain/types';
import type { TelephonyProvider } from '../../providers/telephony/types';
import type {
  CallLease,
  DispatchCall,
  DispatchCallFinal,
  DispatchCallStart,
  DispatchCallsRepo,
} from '../data/dispatch-calls-repo';
import { type EndedEvent, LiveCall } from './live-call';

/** The agent runtime's entry point (agent/domain), injected so the manager stays testable. */
export type StartDispatchCall = (
  plan: DispatchCallPlan,
  options: {
    telephony: TelephonyProvider;
    clock: AgentClock;
    onEvent: (event: AgentEvent) => void;
    approvalTimeoutMs?: number;
    logger?: Logger;
  },
) => CallHandle;

export class CallNotFoundError extends Error {
  constructor() {
    super('Call not found');
  }
}
export class CallEndedError extends Error {
  constructor() {
    super('The call has already ended.');
  }
}
/** The call runs on another replica, reached at `url`: the control is for it to take. */
export class CallRunsElsewhereError extends Error {
  constructor(readonly url: string) {
    super('The call runs on another voice replica.');
  }
}
export class NoPendingApprovalError extends Error {
  constructor() {
    super('There is no load waiting for approval on this call.');
  }
}
export class ServiceStoppingError extends Error {
  constructor() {
    super('The voice service is restarting. Please try again in a moment.');
  }
}

/** The longest wait between two attempts at writing a call's end. */
export const END_WRITE_MAX_WAIT_MS = 30_000;
/** How long a stopping service still tries to write call ends. */
export const END_WRITE_GRACE_MS = 5_000;
export const SHUTDOWN_REASON = 'The voice service stopped during the call.';

export interface CallManagerDeps {
  repo: DispatchCallsRepo;
  telephony: TelephonyProvider;
  clock: AgentClock;
  startCall: StartDispatchCall;
  logger: Logger;
  /** How often a running call's state is written; the end is written at once. */
  flushIntervalMs: number;
  approvalTimeoutMs?: number;
  /** This process as the owner of the calls it starts, and their first lease (see CallLeases). */
  lease: CallLease;
}

/** Everything a call start needs: the row's fixed part and the agent's extra knowledge. */
export interface StartCallInput extends Omit<DispatchCallStart, 'callStatus'> {
  carrier: DispatchCallPlan['carrier'];
  equipmentType: DispatchCallPlan['equipmentType'];
}

/**
 * Runs dispatch calls: starts the agent for each, keeps its state, writes it (batched every
 * flushIntervalMs, the end at once and awaited), fans events out to watchers, and routes the
 * dispatcher's controls to the running call. One instance per process; each call it starts is
 * owned by it (deps.lease.owner), whose heartbeat (CallLeases) keeps the calls' leases live.
 */
export class CallManager {
  private readonly calls = new Map<string, LiveCall>();
  private readonly flushTimers = new Map<string, NodeJS.Timeout>();
  /** Per call: the write in flight, so writes never overtake each other. */
  private readonly writes = new Map<string, Promise<void>>();
  private stopping: string | null = null;

  constructor(private readonly deps: CallManagerDeps) {}

  get runningCount(): number {
    return this.calls.size;
  }

  /** The ids of the calls running here (ended ones whose end is being written included). */
  runningIds(): string[] {
    return [...this.calls.keys()];
  }

  async start(input: StartCallInput): Promise<DispatchCall> {
    if (this.stopping) throw new ServiceStoppingError();
    const initial: DispatchCallStatus = 'initiated';
    const { carrier, ...start } = input;
    const row = await this.deps.repo.insert({ ...start, callStatus: initial }, this.deps.lease);
    const live = new LiveCall(row.id, row.accountId, initial);
    this.calls.set(row.id, live);
    const plan: DispatchCallPlan = {
      callId: row.id,
      accountId: row.accountId,
      to: row.toNumber,
      extension: row.extension,
      from: row.fromNumber,
      loadDetails: row.requestLoadDetails,
      loadDetailsText: row.loadDetailsText,
      truckLocation: row.truckLocation,
      truckAvailability: row.truckAvailability,
      equipmentType: input.equipmentType,
      detailsOnly: row.detailsOnly,
      rateRange: row.rateRange,
      approvalRequired: row.approvalRequired,
      carrier,
    };
    try {
      live.handle = this.deps.startCall(plan, {
        telephony: this.deps.telephony,
        clock: this.deps.clock,
        onEvent: (event) => this.onEvent(live, event),
        approvalTimeoutMs: this.deps.approvalTimeoutMs,
        logger: this.deps.logger.child({ call_id: row.id }),
      });
    } catch (error) {
      this.deps.logger.error({ err: error, call_id: row.id }, 'the agent failed to start');
      this.onEvent(live, {
        type: 'ended',
        status: 'failed',
        outcome: 'failed',
        reason: 'The call could not be started.',
        bookedRate: null,
        durationSec: 0,
      });
    }
    return row;
  }

  /** The running call, if it is the account's and runs here. */
  live(accountId: string, id: string): LiveCall | undefined {
    const live = this.calls.get(id);
    return live && live.accountId === accountId ? live : undefined;
  }

  /** The running call by id alone (the gateway's upstream socket, with the service token). */
  liveAnyAccount(id: string): LiveCall | undefined {
    return this.calls.get(id);
  }

  /** A stored call with the newest state of its run here (the database lags by a flush). */
  overlay(call: DispatchCall): DispatchCall {
    const live = this.calls.get(call.id);
    if (!live || live.accountId !== call.accountId || call.status !== 'in_progress') return call;
    const s = live.state;
    return {
      ...call,
      callStatus: s.callStatus,
      transcript: [...s.transcript],
      updateHistory: [...s.updateHistory],
      extracted: s.extracted,
      carrierRate: s.carrierRate,
      pendingApproval: s.pendingApproval,
    };
  }

  /** Routes a dispatcher's control (sessions/update) to the call. */
  async control(accountId: string, id: string, update: SessionUpdateRequest): Promise<void> {
    const live = this.live(accountId, id);
    if (!live) {
      const runner = await this.deps.repo.runner(accountId, id);
      if (runner?.url && runner.owner !== this.deps.lease.owner) {
        throw new CallRunsElsewhereError(runner.url);
      }
      if (await this.deps.repo.exists(accountId, id)) throw new CallEndedError();
      throw new CallNotFoundError();
    }
    // What the call takes is its call-run actor's word (its end may still be being written).
    const handle = live.handle;
    if (live.ended || !handle || !selectTakesControls(handle.getSnapshot())) {
      throw new CallEndedError();
    }
    switch (update.update_type) {
      case 'TERMINATE_CALL':
        handle.terminate(update.context_update.reason);
        return;
      case 'ADD_PARTICIPANT':
        handle.hopIn(update.context_update.introduction);
        return;
      case 'LOAD_APPROVAL':
        if (!selectCallRunApproval(handle.getSnapshot())) throw new NoPendingApprovalError();
        handle.approve(update.context_update.load_details);
        return;
      case 'LOAD_REJECTION':
        if (!selectCallRunApproval(handle.getSnapshot())) throw new NoPendingApprovalError();
        handle.reject(update.context_update.reason);
        return;
    }
  }

  /**
   * Ends every running call (`call.fail` with the reason: failed from whatever state it was in)
   * and waits for their final writes, at most `timeoutMs`; a call whose agent does not end in
   * time is finalized here. New calls are refused from now on.
   */
  async shutdown(timeoutMs = 5_000): Promise<void> {
    this.stopping ??= SHUTDOWN_REASON;
    const running = [...this.calls.values()];
    for (const live of running) {
      if (!live.ended) live.handle?.fail(SHUTDOWN_REASON);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([Promise.all(running.map((live) => live.finished)), timeout]);
    clearTimeout(timer);
    const stuck = running.filter((live) => !live.ended);
    for (const live of stuck) {
      this.onEvent(live, {
        type: 'ended',
        status: 'failed',
        outcome: 'failed',
        reason: SHUTDOWN_REASON,
        bookedRate: null,
        durationSec: 0,
      });
    }
    await Promise.all(running.map((live) => live.finished));
  }

  /**
   * A call this process no longer holds: another replica found its lease run out (this process
   * looked gone: paused, cut off from the database) and recorded it failed with `reason`. Its
   * agent is told to hang up and it ends here as failed with that reason (the row stays as the
   * other replica wrote it: `call.fail`); an agent that does not stop within END_WRITE_GRACE_MS
   * is finalized here.
   */
  lost(id: string, reason: string): void {
    const live = this.calls.get(id);
    if (!live || live.ended) return;
    live.failure = reason;
    live.handle?.fail(reason);
    if (live.ended) return;
    const timer = setTimeout(() => {
      this.onEvent(live, {
        type: 'ended',
        status: 'failed',
        outcome: 'failed',
        reason,
        bookedRate: null,
        durationSec: 0,
      });
    }, END_WRITE_GRACE_MS);
    timer.unref?.();
    void live.finished.then(() => clearTimeout(timer));
  }

  private onEvent(live: LiveCall, event: AgentEvent): void {
    if (live.ended) return;
    if (event.type === 'ended') {
      live.ended = event;
      void this.finalize(live, event);
      return;
    }
    const message = live.apply(event);
    // While stopping (or lost), the agent's own end status (canceled) is not what the call ends as.
    const overridden = this.stopping ?? live.failure;
    if (message && !(overridden && event.type === 'status')) live.broadcast(message);
    this.scheduleFlush(live);
  }

  private scheduleFlush(live: LiveCall): void {
    if (this.flushTimers.has(live.id)) return;
    const timer = setTimeout(() => {
      this.flushTimers.delete(live.id);
      this.enqueueWrite(live, async () => {
        await this.deps.repo.saveLive(live.accountId, live.id, live.state);
      }).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, call_id: live.id }, 'writing call state failed');
        if (!live.ended) this.scheduleFlush(live);
      });
    }, this.deps.flushIntervalMs);
    timer.unref?.();
    this.flushTimers.set(live.id, timer);
  }

  private enqueueWrite(live: LiveCall, write: () => Promise<void>): Promise<void> {
    const previous = this.writes.get(live.id) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(write);
    const settled = next.catch(() => {});
    this.writes.set(live.id, settled);
    void settled.then(() => {
      if (this.writes.get(live.id) === settled) this.writes.delete(live.id);
    });
    return next;
  }

  /**
   * Writes the end, then tells watchers, then forgets the call. Never rejects. The write is retried
   * with a doubling wait (0.1 s ... 30 s) until it succeeds: a database that is briefly away
   * (a restart, a failover) never leaves a call in progress, in active_calls and in the account's
   * concurrency count. Only a shutdown stops the retries (after END_WRITE_GRACE_MS); once the
   * lease of the row runs out, a replica's sweep (or the next start) marks it failed.
   */
  private async finalize(live: LiveCall, ended: EndedEvent): Promise<void> {
    const timer = this.flushTimers.get(live.id);
    if (timer) clearTimeout(timer);
    this.flushTimers.delete(live.id);

    const stopping = live.failure ?? this.stopping;
    // The dispatcher's End Call: the call did what it was asked; it is recorded as completed,
    // with outcome 'terminated' and its last call status (canceled: an ended status, 'Call Ended').
    const byDispatcher = !stopping && ended.outcome === 'terminated';
    const status = stopping ? 'failed' : ended.status;
    const reason = stopping && ended.status !== 'failed' ? stopping : ended.reason;
    if (stopping) {
      live.state.updateHistory.push({
        type: 'call_failed',
        details: reason,
        timestamp: this.deps.clock.now().toISOString(),
      });
    }
    live.state.callStatus = status;
    live.expireApproval();
    const final: DispatchCallFinal = {
      status: status === 'completed' || byDispatcher ? 'completed' : 'failed',
      outcome: stopping ? 'failed' : ended.outcome,
      bookedRate: stopping ? null : ended.bookedRate,
      endReason: reason,
      callDuration: Math.max(0, Math.round(ended.durationSec)),
      completedAt: new Date().toISOString(),
    };
    await this.writeEnd(live, final);
    live.finish(status, reason);
    this.calls.delete(live.id);
    this.deps.logger.info(
      { call_id: live.id, status, outcome: final.outcome, duration_s: final.callDuration },
      'call ended',
    );
  }

  private async writeEnd(live: LiveCall, final: DispatchCallFinal): Promise<void> {
    let stoppingSince: number | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.enqueueWrite(live, async () => {
          await this.deps.repo.finish(live.accountId, live.id, live.state, final);
        });
        if (attempt > 1) this.deps.logger.info({ call_id: live.id, attempt }, 'call end written');
        return;
      } catch (error) {
        if (this.stopping) stoppingSince ??= Date.now();
        if (stoppingSince !== undefined && Date.now() - stoppingSince > END_WRITE_GRACE_MS) {
          this.deps.logger.error({ err: error, call_id: live.id }, 'writing the call end failed');
          return;
        }
        const waitMs = backoffCeiling(attempt, { baseMs: 100, maxMs: END_WRITE_MAX_WAIT_MS });
        this.deps.logger.warn(
          { err: error, call_id: live.id, attempt, retry_in_ms: waitMs },
          'writing the call end failed; retrying',
        );
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }
}
