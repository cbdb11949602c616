import {
  DEFAULT_HOP_IN_INTRODUCTION,
  DEFAULT_REJECT_REASON,
  DEFAULT_TERMINATE_REASON,
  extractedLoadDetailsSchema,
} from '@fleet/contracts';
import type { DialResult, TelephonyProvider, TelephonySession } from '../telephony/types';
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

type EndStatus = 'completed' | 'failed' | 'busy' | 'no-answer' | 'canceled';
interface Final extends Ending {
  status: EndStatus;
}

/**
 * Starts a dispatch call and returns its controls at once. The call runs in the background and
 * reports through `deps.onEvent`: raw statuses (initiated → ringing → in-progress → completed, or
 * busy / no-answer / failed / canceled), transcript lines, extracted data, approval requests,
 * history, and exactly one 'ended'. It never throws: any fault ends the call as failed.
 */
export function startDispatchCall(plan: DispatchCallPlan, deps: AgentDeps): CallHandle {
  return new DispatchCall(plan, deps).start();
}

class DispatchCall {
  private readonly recorder: CallRecorder;
  private interrupt = new AbortController();
  private terminateReason: string | null = null;
  private hopInIntroduction: string | null = null;
  private hoppedIn = false;
  private session: TelephonySession | null = null;
  private connectedAt: Date | null = null;
  private knowledge: LoadKnowledge | null = null;
  private conversation: Conversation | null = null;
  private carrierRate: number | null = null;
  private approval: { settle: (decision: ApprovalDecision) => void } | null = null;
  private finished = false;

  constructor(
    private readonly plan: DispatchCallPlan,
    private readonly deps: AgentDeps,
  ) {
    this.recorder = new CallRecorder(deps.clock, deps.onEvent, deps.logger);
  }

  start(): CallHandle {
    // Started on the next microtask: no event reaches the caller before it holds the handle.
    const done = Promise.resolve()
      .then(() => this.run())
      .catch((error: unknown) => {
        // run() handles everything; this is the last line of defence.
        this.deps.logger?.warn({ err: error }, 'agent runtime fault');
        this.finish({
          status: 'failed',
          outcome: 'failed',
          reason: 'Internal error in the agent.',
        });
      });
    return {
      callId: this.plan.callId,
      approve: (loadDetails) => this.decide({ decision: 'approved', corrections: loadDetails }),
      reject: (reason) =>
        this.decide({ decision: 'rejected', reason: reason || DEFAULT_REJECT_REASON }),
      terminate: (reason) => this.terminate(reason),
      hopIn: (introduction) => this.hopIn(introduction),
      done,
    };
  }

  // ---- controls ----------------------------------------------------------------------------

  private decide(decision: ApprovalDecision): void {
    if (this.finished || !this.approval) return;
    this.approval.settle(decision);
  }

  private terminate(reason: string): void {
    if (this.finished || this.terminateReason !== null) return;
    this.terminateReason = reason || DEFAULT_TERMINATE_REASON;
    this.interrupt.abort();
  }

  private hopIn(introduction: string): void {
    if (this.finished || this.hoppedIn || this.hopInIntroduction !== null) return;
    if (!this.session?.isOpen || this.session.answeredBy === 'machine') {
      this.recorder.history('hop_in_ignored', 'Hop-in ignored: the broker is not on the line.');
      return;
    }
    this.hopInIntroduction = introduction.trim() || DEFAULT_HOP_IN_INTRODUCTION;
    this.interrupt.abort();
  }

  // ---- the call ----------------------------------------------------------------------------

  private async run(): Promise<void> {
    let step: () => Promise<Final> = () => this.callFlow();
    for (let guard = 0; guard < 4; guard++) {
      try {
        const final = await step();
        this.finish(final);
        return;
      } catch (error) {
        if (isAbortError(error) && this.terminateReason !== null) {
          step = () => this.terminated();
        } else if (isAbortError(error) && this.hopInIntroduction !== null && !this.hoppedIn) {
          step = () => this.steppedBack();
        } else {
          const message = error instanceof Error ? error.message : String(error);
          this.deps.logger?.warn({ err: error, call_id: this.plan.callId }, 'dispatch call failed');
          this.finish({ status: 'failed', outcome: 'failed', reason: `Agent error: ${message}` });
          return;
        }
      }
    }
    this.finish({
      status: 'failed',
      outcome: 'failed',
      reason: 'Agent error: no way to end the call.',
    });
  }

  private async callFlow(): Promise<Final> {
    const { plan, deps } = this;
    this.recorder.setStatus('initiated');
    const bookingRangeOk = plan.rateRange.min > 0 && plan.rateRange.max >= plan.rateRange.min;
    if (!plan.detailsOnly && !bookingRangeOk) {
      return {
        status: 'failed',
        outcome: 'failed',
        reason: 'A full booking call needs a desired rate range (min > 0, max ≥ min).',
      };
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
      signal: this.interrupt.signal,
      onProgress: (event) => {
        if (event === 'ringing' && !this.finished) this.recorder.setStatus('ringing');
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
    if (this.interrupt.signal.aborted) {
      if ('session' in result) this.session = result.session;
      throw abortError();
    }
    if (!('session' in result)) {
      const outcome: CallOutcome =
        result.outcome === 'busy'
          ? 'busy'
          : result.outcome === 'no-answer'
            ? 'no_answer'
            : 'failed';
      this.recorder.history(result.outcome.replace('-', '_'), result.reason);
      return { status: result.outcome, outcome, reason: result.reason };
    }

    this.session = result.session;
    this.connectedAt = deps.clock.now();
    this.recorder.setStatus('in-progress');
    this.recorder.history(
      result.outcome === 'voicemail' ? 'voicemail_reached' : 'answered',
      result.outcome === 'voicemail' ? 'A voicemail greeting answered.' : 'The broker answered.',
    );
    this.publish();

    const conversation = new Conversation(plan, this.io(), this.knowledge, new AgentLines(plan));
    this.conversation = conversation;
    const ending = await conversation.run(result.session.answeredBy);
    return { status: 'completed', ...ending };
  }

  /** The dispatcher ended the call: a short goodbye if the broker is on, then hang up. */
  private async terminated(): Promise<Final> {
    const reason = this.terminateReason ?? DEFAULT_TERMINATE_REASON;
    this.recorder.history('terminated', reason);
    const session = this.session;
    if (session?.isOpen && !this.hoppedIn && session.answeredBy === 'human') {
      const line = new AgentLines(this.plan).terminateGoodbye();
      this.recorder.transcript('agent', line);
      await session.say(line);
    }
    return { status: 'canceled', outcome: 'terminated', reason };
  }

  /**
   * The dispatcher hopped in: the broker hears the introduction, the agent steps back and only
   * transcribes what the broker says until the far end hangs up (or the dispatcher ends the call).
   */
  private async steppedBack(): Promise<Final> {
    this.hoppedIn = true;
    this.interrupt = new AbortController();
    this.approval?.settle({ decision: 'expired' });
    const session = this.session!;
    const introduction = this.hopInIntroduction!;
    this.recorder.history('hop_in', 'The dispatcher joined the call; the agent stepped back.');
    this.recorder.transcript('agent', introduction);
    await session.addParticipant(introduction);
    const io = this.io();
    try {
      while (session.isOpen) await io.hear(HOP_IN_LISTEN_MS);
    } catch (error) {
      if (!(error instanceof FarEndHungUp)) throw error;
    }
    const booked = this.conversation?.bookedRate ?? null;
    return {
      status: 'completed',
      outcome: booked !== null ? 'booked' : 'details_gathered',
      reason: 'The dispatcher took over the call.',
    };
  }

  private finish(final: Final): void {
    if (this.finished) return;
    this.finished = true;
    const approval = this.approval;
    if (approval) approval.settle({ decision: 'expired' });
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
      outcome: final.outcome,
      reason: final.reason,
      bookedRate: final.outcome === 'booked' || final.outcome === 'terminated' ? bookedRate : null,
      durationSec,
    });
  }

  private publish(carrierRate?: number | null): void {
    if (carrierRate !== undefined) this.carrierRate = carrierRate;
    if (this.knowledge) this.recorder.extracted(this.knowledge.snapshot(), this.carrierRate);
  }

  /** The conversation's view of the line. */
  private io(): CallIO {
    const session = this.session!;
    const recorder = this.recorder;
    const interrupt = this.interrupt.signal;
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
        return heard.text;
      },
      history: (type, details) => recorder.history(type, details),
      publish: (rate) => this.publish(rate),
      requestApproval: (rate, message) => this.requestApproval(rate, message),
    };
  }

  private requestApproval(rate: number, message: string): Promise<ApprovalDecision> {
    const { clock } = this.deps;
    const timeout = this.deps.approvalTimeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS;
    const expiry = new AbortController();
    return new Promise<ApprovalDecision>((resolve) => {
      this.approval = {
        settle: (decision) => {
          if (!this.approval) return;
          this.approval = null;
          expiry.abort();
          if (decision.decision === 'approved') {
            this.applyCorrections(decision.corrections);
            this.recorder.history('approval_approved', 'The dispatcher approved the load.');
          } else if (decision.decision === 'rejected') {
            this.recorder.history(
              'approval_rejected',
              `The dispatcher rejected the load: ${decision.reason}`,
            );
          } else {
            this.recorder.history('approval_expired', 'The approval request expired.');
          }
          this.recorder.approvalResolved(decision.decision);
          resolve(decision);
        },
      };
      this.recorder.history('approval_requested', message);
      this.recorder.approvalRequested(rate, this.knowledge!.snapshot().loadDetails, message);
      clock.sleep(timeout, expiry.signal).then(
        () => this.approval?.settle({ decision: 'expired' }),
        () => undefined,
      );
    });
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
