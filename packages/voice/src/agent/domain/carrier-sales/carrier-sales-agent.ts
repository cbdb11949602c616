import {
  type CallRunEnd,
  type CallRunEvent,
  type CallRunMachine,
  type CallRunSnapshot,
  type ConverseInput,
  callRunChanges,
  callRunMachine,
  type DialInput,
  type GoodbyeInput,
  type StandByInput,
} from '@fleet/machines';
import { type Actor, createActor, fromCallback } from 'xstate';
import type { DialResult, TelephonySession } from '../../../providers/telephony/types';
import { abortError, isAbortError } from '../clock';
import { FarEndHungUp } from '../conversation';
import { SalesConversation, type SalesEnding, type SalesIO } from './conversation';
import { SalesLines } from './phrasing';
import { SalesRecorder } from './recorder';
import type {
  CarrierSalesCallHandle,
  CarrierSalesCallPlan,
  CarrierSalesDeps,
  CarrierSalesOutcome,
} from './types';

/** Pause before each of our lines (call time): the same turn-taking beat as the dispatch agent. */
const RESPONSE_LATENCY_MS = 700;
/** standBy (a hop-in; the service offers none on campaign calls) only listens. */
const STAND_BY_LISTEN_MS = 10 * 60_000;

/**
 * Starts one carrier-sales call and returns its controls at once. Like the dispatch agent, the
 * call is an actor of the shared call-run machine (@fleet/machines): the machine holds the
 * lifecycle (dialing, ringing, connected, terminating, the end exactly once, failure with a
 * reason); this runtime provides its actors (the telephony provider dials with a 'carrier'
 * simulation hint, the sales conversation converses, goodbye closes politely, standBy only
 * listens; approval is never requested) and reports through `deps.onEvent`: statuses projected
 * from the snapshot, transcript lines, carrier rates, booking statuses and exactly one 'ended'.
 * It never throws: any fault ends the call as failed.
 */
export function startCarrierSalesCall(
  plan: CarrierSalesCallPlan,
  deps: CarrierSalesDeps,
): CarrierSalesCallHandle {
  return new CarrierSalesCall(plan, deps).start();
}

type SendBack = (event: CallRunEvent) => void;

class CarrierSalesCall {
  private readonly recorder: SalesRecorder;
  private readonly actor: Actor<CallRunMachine>;
  private told: CallRunSnapshot | undefined;
  private session: TelephonySession | null = null;
  private connectedAt: Date | null = null;
  private conversation: SalesConversation | null = null;
  private resolveDone!: () => void;
  private readonly done = new Promise<void>((resolve) => {
    this.resolveDone = resolve;
  });

  constructor(
    private readonly plan: CarrierSalesCallPlan,
    private readonly deps: CarrierSalesDeps,
  ) {
    this.recorder = new SalesRecorder(deps.clock, deps.onEvent, deps.logger);
    this.actor = createActor(this.machine(), { input: { callId: plan.callId } });
    this.actor.subscribe({
      next: (snapshot) => this.project(snapshot),
      error: (error) => {
        this.deps.logger?.warn({ err: error }, 'carrier-sales runtime fault');
        this.finish({
          status: 'failed',
          outcome: 'failed',
          reason: 'Internal error in the agent.',
        });
      },
    });
  }

  start(): CarrierSalesCallHandle {
    // Started on the next microtask: no event reaches the caller before it holds the handle.
    void Promise.resolve().then(() => this.actor.start());
    return {
      callId: this.plan.callId,
      terminate: (reason) => this.actor.send({ type: 'call.terminate', reason }),
      fail: (reason) => this.actor.send({ type: 'call.fail', reason }),
      getSnapshot: () => this.actor.getSnapshot(),
      subscribe: (listener) => {
        const subscription = this.actor.subscribe({ next: listener, error: () => undefined });
        return () => subscription.unsubscribe();
      },
      done: this.done,
    };
  }

  private machine() {
    return callRunMachine.provide({
      actors: {
        dial: fromCallback<CallRunEvent, DialInput>(({ sendBack }) => {
          const interrupt = new AbortController();
          this.placeCall(interrupt.signal, sendBack).catch((error: unknown) =>
            this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        converse: fromCallback<CallRunEvent, ConverseInput>(({ sendBack, input }) => {
          const interrupt = new AbortController();
          this.converse(input.answeredBy, interrupt.signal).then(
            (ending) => sendBack({ type: 'agent.finished', ...ending }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        standBy: fromCallback<CallRunEvent, StandByInput>(({ sendBack }) => {
          const interrupt = new AbortController();
          this.standBy(interrupt.signal).then(
            (ending) => sendBack({ type: 'agent.finished', ...ending }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        goodbye: fromCallback<CallRunEvent, GoodbyeInput>(({ sendBack }) => {
          const interrupt = new AbortController();
          this.goodbye().then(
            () => sendBack({ type: 'agent.saidGoodbye' }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        // Never started: the sales conversation requests no approval.
        approvalTimer: fromCallback(() => undefined),
      },
    });
  }

  private fault(error: unknown, interrupt: AbortSignal, sendBack: SendBack): void {
    if (interrupt.aborted && isAbortError(error)) return;
    const message = error instanceof Error ? error.message : String(error);
    this.deps.logger?.warn({ err: error, call_id: this.plan.callId }, 'carrier-sales call failed');
    sendBack({ type: 'call.fail', reason: `Agent error: ${message}` });
  }

  // ---- the injected actors ------------------------------------------------------------------

  private async placeCall(signal: AbortSignal, sendBack: SendBack): Promise<void> {
    const { plan, deps } = this;
    const { min, max } = plan.rateRange;
    if (!(min > 0 && max >= min)) {
      sendBack({
        type: 'call.fail',
        reason: 'A carrier-sales call needs a desired rate range (min > 0, max ≥ min).',
      });
      return;
    }
    const result: DialResult = await deps.telephony.dial({
      callId: plan.callId,
      to: plan.to,
      extension: '',
      from: plan.from,
      signal,
      onProgress: (event) => {
        if (event === 'ringing') sendBack({ type: 'telephony.ringing' });
      },
      simulation: {
        kind: 'carrier',
        load: plan.load,
        carrier: plan.carrier,
        rateRange: plan.rateRange,
      },
    });
    if (signal.aborted) {
      if ('session' in result && result.session.isOpen) {
        void result.session.hangup().catch(() => undefined);
      }
      return;
    }
    if (!('session' in result)) {
      sendBack({ type: 'telephony.unanswered', status: result.outcome, reason: result.reason });
      return;
    }
    this.session = result.session;
    this.connectedAt = deps.clock.now();
    sendBack({ type: 'telephony.answered', answeredBy: result.session.answeredBy });
  }

  private async converse(
    answeredBy: 'human' | 'machine',
    signal: AbortSignal,
  ): Promise<SalesEnding> {
    const conversation = new SalesConversation(
      this.plan,
      this.io(signal),
      new SalesLines(this.plan),
    );
    this.conversation = conversation;
    return conversation.run(answeredBy);
  }

  private async standBy(signal: AbortSignal): Promise<SalesEnding> {
    const session = this.session!;
    const io = this.io(signal);
    try {
      while (session.isOpen) await io.hear(STAND_BY_LISTEN_MS);
    } catch (error) {
      if (!(error instanceof FarEndHungUp)) throw error;
    }
    const booked = this.conversation?.bookedRate ?? null;
    return {
      outcome: booked !== null ? 'booked' : 'hung_up',
      reason: 'The broker took over the call.',
    };
  }

  /** terminate: a polite close when a person is on the line, then hang up. */
  private async goodbye(): Promise<void> {
    const session = this.session;
    if (session?.isOpen && session.answeredBy === 'human') {
      const line = new SalesLines(this.plan).terminateGoodbye();
      this.recorder.transcript('agent', line);
      await session.say(line);
    }
  }

  // ---- the reports ----------------------------------------------------------------------------

  private project(snapshot: CallRunSnapshot): void {
    const changes = callRunChanges(this.told, snapshot);
    this.told = snapshot;
    for (const change of changes) {
      if (change.type === 'status') this.recorder.setStatus(change.status);
      else if (change.type === 'ended') this.finish(change.end);
    }
  }

  private finish(final: CallRunEnd): void {
    if (this.recorder.isEnded) return;
    try {
      const session = this.session;
      if (session?.isOpen) void session.hangup().catch(() => undefined);
      const bookedRate = this.conversation?.bookedRate ?? null;
      // A rate was discussed but nothing was booked: the card shows Rejected.
      if (this.recorder.bookingStatus === 'Negotiating') this.recorder.setBooking('Rejected');
      const endedAt = this.deps.clock.now();
      const scale = this.deps.clock.timeScale ?? 1;
      const durationSec = this.connectedAt
        ? Math.max(0, Math.round((endedAt.getTime() - this.connectedAt.getTime()) / scale / 1000))
        : 0;
      this.deps.logger?.info(
        { call_id: this.plan.callId, status: final.status, outcome: final.outcome, durationSec },
        'carrier-sales call ended',
      );
      this.recorder.end({
        status: final.status,
        outcome: final.outcome as CarrierSalesOutcome,
        reason: final.reason,
        bookedRate:
          final.outcome === 'booked' || final.outcome === 'terminated' ? bookedRate : null,
        durationSec,
      });
    } finally {
      this.resolveDone();
    }
  }

  private io(interrupt: AbortSignal): SalesIO {
    const session = this.session!;
    const recorder = this.recorder;
    return {
      say: async (text) => {
        await this.deps.clock.sleep(RESPONSE_LATENCY_MS, interrupt);
        if (!session.isOpen) throw new FarEndHungUp();
        recorder.transcript('agent', text);
        await session.say(text, { signal: interrupt });
        if (interrupt.aborted) throw abortError();
        if (!session.isOpen) throw new FarEndHungUp();
      },
      hear: async (timeoutMs) => {
        const heard = await session.listen(timeoutMs, { signal: interrupt });
        if (heard.kind === 'hangup') throw new FarEndHungUp();
        if (heard.kind === 'silence') return null;
        recorder.transcript('other', heard.text);
        // Whoever watches the transcript may terminate the call on this very line ("covered"):
        // then the call is over and nothing said in it books the load.
        if (interrupt.aborted) throw abortError();
        return heard.text;
      },
      carrierRate: (rate) => recorder.rate(rate),
      bookingStatus: (status) => recorder.setBooking(status),
    };
  }
}
