import { extractedLoadDetailsSchema } from '@fleet/contracts';
import {
  type ApprovalResolution,
  type ApprovalTimerInput,
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
import type {
  DialResult,
  TelephonyProvider,
  TelephonySession,
} from '../../providers/telephony/types';
import { type AgentClock, abortError, isAbortError } from './clock';
import {
  type ApprovalDecision,
  type CallIO,
  Conversation,
  type Ending,
  FarEndHungUp,
} from './conversation';
import { LoadKnowledge } from './knowledge';
import { AgentLines } from './phrasing';
import { knowledgeFromPosting } from './posting';
import { type AgentLogger, CallRecorder } from './recorder';
import type { AgentEvent, CallHandle, CallOutcome, DispatchCallPlan } from './types';

export type { AgentLogger } from './recorder';

export interface AgentDeps {
  telephony: TelephonyProvider;
  clock: AgentClock;
  onEvent: (event: AgentEvent) => void;
  /** How long the broker is kept on hold for the dispatcher's decision (call time; default 5 min). */
  approvalTimeoutMs?: number;
  logger?: AgentLogger;
}

export const DEFAULT_APPROVAL_TIMEOUT_MS = 5 * 60_000;
/** After a hop-in the agent only listens; the call ends when the far end (or the dispatcher) does. */
const HOP_IN_LISTEN_MS = 10 * 60_000;
/** Pause before each of our lines (call time). */
const RESPONSE_LATENCY_MS = 700;

/**
 * Starts a dispatch call and returns its controls at once. The call is an actor of the shared
 * call-run machine (@fleet/machines): the machine holds the lifecycle (dialing, ringing,
 * connected, the approval hold, hop-in, termination, the end exactly once, failure with a
 * reason); this runtime provides its actors (the telephony provider dials, the agent converses,
 * stands by after a hop-in, says goodbye) and its reports. The call runs in the background and
 * reports through `deps.onEvent`: raw statuses (initiated → ringing → in-progress → completed, or
 * busy / no-answer / failed / canceled), transcript lines, extracted data, approval requests,
 * history, and exactly one 'ended'. It never throws: any fault ends the call as failed.
 */
export function startDispatchCall(plan: DispatchCallPlan, deps: AgentDeps): CallHandle {
  return new DispatchCall(plan, deps).start();
}

type SendBack = (event: CallRunEvent) => void;

class DispatchCall {
  private readonly recorder: CallRecorder;
  private readonly actor: Actor<CallRunMachine>;
  /** The snapshot last projected (see project). */
  private told: CallRunSnapshot | undefined;
  private session: TelephonySession | null = null;
  private connectedAt: Date | null = null;
  private knowledge: LoadKnowledge | null = null;
  private conversation: Conversation | null = null;
  private carrierRate: number | null = null;
  /** The conversation's open approval request, settled by the machine's approvalResolved. */
  private settleApproval: ((decision: ApprovalDecision) => void) | null = null;
  private resolveDone!: () => void;
  private readonly done = new Promise<void>((resolve) => {
    this.resolveDone = resolve;
  });

  constructor(
    private readonly plan: DispatchCallPlan,
    private readonly deps: AgentDeps,
  ) {
    this.recorder = new CallRecorder(deps.clock, deps.onEvent, deps.logger);
    this.actor = createActor(this.machine(), { input: { callId: plan.callId } });
    this.actor.subscribe({
      next: (snapshot) => this.project(snapshot),
      error: (error) => {
        // The machine's actions never throw; this is the last line of defence.
        this.deps.logger?.warn({ err: error }, 'agent runtime fault');
        this.finish({
          status: 'failed',
          outcome: 'failed',
          reason: 'Internal error in the agent.',
        });
      },
    });
  }

  start(): CallHandle {
    // Started on the next microtask: no event reaches the caller before it holds the handle.
    void Promise.resolve().then(() => this.actor.start());
    return {
      callId: this.plan.callId,
      approve: (loadDetails) => this.send({ type: 'call.approve', loadDetails }),
      reject: (reason) => this.send({ type: 'call.reject', reason }),
      terminate: (reason) => this.send({ type: 'call.terminate', reason }),
      hopIn: (introduction) => this.send({ type: 'call.hopIn', introduction }),
      fail: (reason) => this.send({ type: 'call.fail', reason }),
      getSnapshot: () => this.actor.getSnapshot(),
      subscribe: (listener) => {
        const subscription = this.actor.subscribe({ next: listener, error: () => undefined });
        return () => subscription.unsubscribe();
      },
      done: this.done,
    };
  }

  /** A control; ignored by the machine where it does not apply (after the end: always). */
  private send(event: CallRunEvent): void {
    this.actor.send(event);
  }

  /** The call-run machine with this call's telephony, agent and reports. */
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
          this.converse(input.answeredBy, interrupt.signal, sendBack).then(
            (ending) => sendBack({ type: 'agent.finished', ...ending }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        standBy: fromCallback<CallRunEvent, StandByInput>(({ sendBack, input }) => {
          const interrupt = new AbortController();
          this.standBy(input.introduction, interrupt.signal, sendBack).then(
            (ending) => sendBack({ type: 'agent.finished', ...ending }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        goodbye: fromCallback<CallRunEvent, GoodbyeInput>(({ sendBack, input }) => {
          const interrupt = new AbortController();
          this.goodbye(input.reason, input.hoppedIn).then(
            () => sendBack({ type: 'agent.saidGoodbye' }),
            (error: unknown) => this.fault(error, interrupt.signal, sendBack),
          );
          return () => interrupt.abort();
        }),
        approvalTimer: fromCallback<CallRunEvent, ApprovalTimerInput>(({ sendBack }) => {
          const expiry = new AbortController();
          const timeout = this.deps.approvalTimeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS;
          this.deps.clock.sleep(timeout, expiry.signal).then(
            () => sendBack({ type: 'approval.timeout' }),
            () => undefined,
          );
          return () => expiry.abort();
        }),
      },
      actions: {
        approvalRequested: (_, { approval }) =>
          this.recorder.history('approval_requested', approval.message),
        approvalResolved: (_, { resolution }) => this.approvalResolved(resolution),
        hopInIgnored: () =>
          this.recorder.history('hop_in_ignored', 'Hop-in ignored: the broker is not on the line.'),
      },
      guards: {
        // A hop-in needs the broker (not a voicemail greeting) on a line that is still open.
        brokerOnLine: ({ context }) =>
          context.answeredBy === 'human' &&
          this.session?.isOpen === true &&
          this.session.answeredBy !== 'machine',
      },
    });
  }

  /** An actor's fault: ignored once the machine stopped it (it moved on), else the call fails. */
  private fault(error: unknown, interrupt: AbortSignal, sendBack: SendBack): void {
    if (interrupt.aborted && isAbortError(error)) return;
    const message = error instanceof Error ? error.message : String(error);
    this.deps.logger?.warn({ err: error, call_id: this.plan.callId }, 'dispatch call failed');
    sendBack({ type: 'call.fail', reason: `Agent error: ${message}` });
  }

  // ---- the injected actors ------------------------------------------------------------------

  /** `dial`: checks the plan, dials, and reports ringing, then answered or unanswered. */
  private async placeCall(signal: AbortSignal, sendBack: SendBack): Promise<void> {
    const { plan, deps } = this;
    const bookingRangeOk = plan.rateRange.min > 0 && plan.rateRange.max >= plan.rateRange.min;
    if (!plan.detailsOnly && !bookingRangeOk) {
      sendBack({
        type: 'call.fail',
        reason: 'A full booking call needs a desired rate range (min > 0, max ≥ min).',
      });
      return;
    }
    const initial = knowledgeFromPosting(plan.loadDetails, plan.loadDetailsText, {
      truckLocation: plan.truckLocation,
      now: deps.clock.now(),
      equipmentType: plan.equipmentType,
    });
    this.knowledge = new LoadKnowledge(initial, () => deps.clock.now(), plan.equipmentType);
    this.knowledge.setCallDetails(formatPhone(plan.to), plan.extension || null);

    const ext = plan.extension ? ` ext. ${plan.extension}` : '';
    this.recorder.history(
      'dialed',
      `Calling ${plan.to}${ext} from ${plan.from || 'the default number'}.`,
    );
    const result: DialResult = await deps.telephony.dial({
      callId: plan.callId,
      to: plan.to,
      extension: plan.extension,
      from: plan.from,
      signal,
      onProgress: (event) => {
        if (event === 'ringing') sendBack({ type: 'telephony.ringing' });
      },
      simulation: {
        kind: 'broker',
        posting: {
          loadDetails: plan.loadDetails,
          text: plan.loadDetailsText,
          equipmentType: plan.equipmentType,
        },
        ...(plan.detailsOnly ? {} : { carrierRange: plan.rateRange }),
      },
    });
    if (signal.aborted) {
      // Ended (or ending) while dialling: a line that came up anyway is hung up.
      if ('session' in result && result.session.isOpen) {
        void result.session.hangup().catch(() => undefined);
      }
      return;
    }
    if (!('session' in result)) {
      this.recorder.history(result.outcome.replace('-', '_'), result.reason);
      sendBack({ type: 'telephony.unanswered', status: result.outcome, reason: result.reason });
      return;
    }
    this.session = result.session;
    this.connectedAt = deps.clock.now();
    sendBack({ type: 'telephony.answered', answeredBy: result.session.answeredBy });
  }

  /** `converse`: the agent's conversation on the answered line. */
  private async converse(
    answeredBy: 'human' | 'machine',
    signal: AbortSignal,
    sendBack: SendBack,
  ): Promise<Ending> {
    const voicemail = answeredBy === 'machine';
    this.recorder.history(
      voicemail ? 'voicemail_reached' : 'answered',
      voicemail ? 'A voicemail greeting answered.' : 'The broker answered.',
    );
    this.publish();
    const conversation = new Conversation(
      this.plan,
      this.io(signal, sendBack),
      this.knowledge!,
      new AgentLines(this.plan),
    );
    this.conversation = conversation;
    return conversation.run(this.session!.answeredBy);
  }

  /**
   * `standBy`: the dispatcher hopped in: the broker hears the introduction, the agent steps back
   * and only transcribes what the broker says until the far end hangs up (or the dispatcher ends
   * the call).
   */
  private async standBy(
    introduction: string,
    signal: AbortSignal,
    sendBack: SendBack,
  ): Promise<Ending> {
    const session = this.session!;
    this.recorder.history('hop_in', 'The dispatcher joined the call; the agent stepped back.');
    this.recorder.transcript('agent', introduction);
    await session.addParticipant(introduction);
    const io = this.io(signal, sendBack);
    try {
      while (session.isOpen) await io.hear(HOP_IN_LISTEN_MS);
    } catch (error) {
      if (!(error instanceof FarEndHungUp)) throw error;
    }
    const booked = this.conversation?.bookedRate ?? null;
    return {
      outcome: booked !== null ? 'booked' : 'details_gathered',
      reason: 'The dispatcher took over the call.',
    };
  }

  /** `goodbye`: the dispatcher ended the call: a short goodbye if the broker is on, then hang up. */
  private async goodbye(reason: string, hoppedIn: boolean): Promise<void> {
    this.recorder.history('terminated', reason);
    const session = this.session;
    if (session?.isOpen && !hoppedIn && session.answeredBy === 'human') {
      const line = new AgentLines(this.plan).terminateGoodbye();
      this.recorder.transcript('agent', line);
      await session.say(line);
    }
  }

  // ---- the reports ----------------------------------------------------------------------------

  /** The approval hold is over: record it and let the conversation go on with the decision. */
  private approvalResolved(resolution: ApprovalResolution): void {
    let decision: ApprovalDecision;
    if (resolution.decision === 'approved') {
      this.applyCorrections(resolution.loadDetails);
      this.recorder.history('approval_approved', 'The dispatcher approved the load.');
      decision = { decision: 'approved', corrections: resolution.loadDetails };
    } else if (resolution.decision === 'rejected') {
      this.recorder.history(
        'approval_rejected',
        `The dispatcher rejected the load: ${resolution.reason}`,
      );
      decision = { decision: 'rejected', reason: resolution.reason };
    } else {
      this.recorder.history('approval_expired', 'The approval request expired.');
      decision = { decision: 'expired' };
    }
    const settle = this.settleApproval;
    this.settleApproval = null;
    settle?.(decision);
  }

  /**
   * What the call is, as its watchers and its record see it, comes from the call-run snapshot:
   * status, the approval request opened or resolved, and the end (once). The agent's own reports
   * (transcript, extracted data, history) come from the actors as they happen.
   */
  private project(snapshot: CallRunSnapshot): void {
    const changes = callRunChanges(this.told, snapshot);
    this.told = snapshot;
    for (const change of changes) {
      switch (change.type) {
        case 'status':
          this.recorder.setStatus(change.status);
          break;
        case 'approvalRequested': {
          const { rate, loadDetails, message } = change.approval;
          this.recorder.approvalRequested(rate, loadDetails, message);
          break;
        }
        case 'approvalResolved':
          this.recorder.approvalResolved(change.decision);
          break;
        case 'ended':
          this.finish(change.end);
          break;
      }
    }
  }

  /** The end, projected once from the snapshot (or reported by the last line of defence). */
  private finish(final: CallRunEnd): void {
    if (this.recorder.isEnded) return;
    try {
      const session = this.session;
      if (session?.isOpen) void session.hangup().catch(() => undefined);
      const bookedRate = this.conversation?.bookedRate ?? null;
      this.publish();
      const endedAt = this.deps.clock.now();
      const scale = this.deps.clock.timeScale ?? 1;
      const durationSec = this.connectedAt
        ? Math.max(0, Math.round((endedAt.getTime() - this.connectedAt.getTime()) / scale / 1000))
        : 0;
      this.recorder.history('ended', `${final.status}: ${final.reason}`);
      this.deps.logger?.info(
        { call_id: this.plan.callId, status: final.status, outcome: final.outcome, durationSec },
        'dispatch call ended',
      );
      this.recorder.end({
        status: final.status,
        outcome: final.outcome as CallOutcome,
        reason: final.reason,
        bookedRate:
          final.outcome === 'booked' || final.outcome === 'terminated' ? bookedRate : null,
        durationSec,
      });
    } finally {
      this.resolveDone();
    }
  }

  private publish(carrierRate?: number | null): void {
    if (carrierRate !== undefined) this.carrierRate = carrierRate;
    if (this.knowledge) this.recorder.extracted(this.knowledge.snapshot(), this.carrierRate);
  }

  /** The conversation's view of the line; `interrupt` aborts when the machine leaves the state. */
  private io(interrupt: AbortSignal, sendBack: SendBack): CallIO {
    const session = this.session!;
    const recorder = this.recorder;
    return {
      signal: interrupt,
      say: async (text) => {
        // Turn-taking: a beat between hearing and answering (speech recognition + voice latency).
        await this.deps.clock.sleep(RESPONSE_LATENCY_MS, interrupt);
        if (!session.isOpen) throw new FarEndHungUp();
        recorder.transcript('agent', text);
        await session.say(text, { signal: interrupt });
        if (interrupt.aborted) throw abortError();
        if (!session.isOpen) throw new FarEndHungUp();
      },
      hear: async (timeoutMs, signal) => {
        const heard = await session.listen(timeoutMs, {
          signal: signal ? AbortSignal.any([interrupt, signal]) : interrupt,
        });
        if (heard.kind === 'hangup') throw new FarEndHungUp();
        if (heard.kind === 'silence') return null;
        recorder.transcript('user', heard.text);
        // A watcher may terminate the call on this very line: then nothing said in it counts.
        if (interrupt.aborted) throw abortError();
        return heard.text;
      },
      history: (type, details) => recorder.history(type, details),
      publish: (rate) => this.publish(rate),
      requestApproval: (rate, message) =>
        new Promise<ApprovalDecision>((resolve) => {
          this.settleApproval = resolve;
          sendBack({
            type: 'agent.approvalRequested',
            rate,
            loadDetails: this.knowledge!.snapshot().loadDetails,
            message,
          });
        }),
    };
  }

  private applyCorrections(corrections: unknown): void {
    if (corrections === undefined || corrections === null || !this.knowledge) return;
    const parsed = extractedLoadDetailsSchema.partial().safeParse(corrections);
    if (!parsed.success) {
      this.deps.logger?.warn(
        { call_id: this.plan.callId },
        'approval load details ignored: invalid',
      );
      return;
    }
    this.knowledge.applyCorrections(parsed.data);
    this.publish();
  }
}

/** +1-ddd-ddd-dddd for a US/Canada number, else as given. */
function formatPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) {
    return `+1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  if (digits.length === 10)
    return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone.trim() || null;
}
