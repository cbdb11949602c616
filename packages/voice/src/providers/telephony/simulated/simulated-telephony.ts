import { type AgentClock, abortError, isAbortError } from '../../../agent/domain/clock';
import { createRng, hashString, type Rng } from '../../../agent/domain/telephony/rng';
import { isoDate, speakingMs } from '../../../agent/domain/telephony/speech';
import type {
  DialRequest,
  DialResult,
  Heard,
  SimulationHint,
  TelephonyProvider,
  TelephonySession,
} from '../types';
import { createCarrierNetwork, type SimulatedCarrierCallInfo } from './carriers';
import { buildHiddenLoad, type HiddenLoad } from './hidden-load';
import { type BrokerPersona, personaFor, phoneDigits } from './personas';
import { type BrokerReply, SimulatedBroker } from './simulated-broker';

/**
 * The built-in telephony provider: calls go to a simulated far end that behaves like the real
 * thing (rings, busy, voicemail, a broker with a hidden load and a hidden ceiling who answers,
 * haggles, holds and hangs up) at speaking pace on the injected clock. Which broker answers is
 * decided by the number dialled (personas.ts); what they say is seeded from `seed` and the call.
 */

export interface SimulatedTelephonyOptions {
  seed?: number;
  clock: AgentClock;
}

export interface SimulatedCallInfo {
  callId: string;
  persona: BrokerPersona;
  /** The broker's hidden load (null for verification calls). */
  load: HiddenLoad | null;
  broker: SimulatedBroker | null;
}

export interface SimulatedTelephony extends TelephonyProvider {
  /** What the far end of a call knows (tests and demos compare the agent's findings to it). */
  inspect(callId: string): SimulatedCallInfo | undefined;
  /** What the carrier at the far end of a carrier-sales call knows (persona, floor). */
  inspectCarrier(callId: string): SimulatedCarrierCallInfo | undefined;
}

/** Call-time constants (ms). */
export const SIMULATION_TIMING = {
  toRinging: 1_500,
  ringCycle: 6_000,
  busyTone: 2_500,
  notInService: 2_000,
  ringOut: 30_000,
  extensionDialing: 2_500,
  voicemailMaxRecording: 120_000,
} as const;

/** How many recent calls `inspect` remembers. */
const INSPECTABLE_CALLS = 500;

export function createSimulatedTelephony(options: SimulatedTelephonyOptions): SimulatedTelephony {
  const seed = options.seed ?? 1;
  const { clock } = options;
  const calls = new Map<string, SimulatedCallInfo>();
  // Carrier-sales calls (the 'carrier' hint) reach simulated carriers instead of brokers.
  const carriers = createCarrierNetwork({ clock, seed });

  return {
    name: 'simulated',
    inspect: (callId) => calls.get(callId),
    inspectCarrier: (callId) => carriers.inspect(callId),
    async dial(request: DialRequest): Promise<DialResult> {
      if (request.simulation?.kind === 'carrier') {
        return carriers.dial(request, request.simulation);
      }
      const { signal } = request;
      const persona = personaFor(request.to);
      const rng = createRng(hashString(`${seed}:${request.callId}:${phoneDigits(request.to)}`));
      const hint: SimulationHint = request.simulation ?? {
        kind: 'broker',
        posting: { loadDetails: null, text: '', equipmentType: '' },
      };
      let broker: SimulatedBroker | null = null;
      let load: HiddenLoad | null = null;
      if (hint.kind === 'broker') {
        load = buildHiddenLoad({
          posting: hint.posting,
          ...(hint.carrierRange ? { carrierRange: hint.carrierRange } : {}),
          persona,
          rng,
          now: clock.now(),
        });
        broker = new SimulatedBroker(persona, load, rng, isoDate(clock.now()));
      }
      calls.set(request.callId, { callId: request.callId, persona, load, broker });
      // A long-running service dials forever: keep only the most recent calls inspectable.
      if (calls.size > INSPECTABLE_CALLS) calls.delete(calls.keys().next().value as string);

      request.onProgress?.('initiated');
      if (persona.behaviour === 'failed') {
        await clock.sleep(SIMULATION_TIMING.notInService, signal);
        return { outcome: 'failed', reason: 'The number you have dialed is not in service' };
      }
      await clock.sleep(SIMULATION_TIMING.toRinging, signal);
      if (persona.behaviour === 'busy') {
        await clock.sleep(SIMULATION_TIMING.busyTone, signal);
        return { outcome: 'busy', reason: 'The line is busy' };
      }
      request.onProgress?.('ringing');
      if (persona.behaviour === 'no-answer') {
        await clock.sleep(SIMULATION_TIMING.ringOut, signal);
        return { outcome: 'no-answer', reason: 'No answer after 30 seconds of ringing' };
      }
      await clock.sleep(persona.rings * SIMULATION_TIMING.ringCycle, signal);
      const machine = persona.behaviour === 'voicemail' && hint.kind === 'broker';
      const session = new SimulatedSession({
        id: `sim-${request.callId}`,
        clock,
        rng,
        broker,
        callee: hint.kind === 'verification' ? { code: hint.code } : null,
        answeredBy: machine ? 'machine' : 'human',
        persona,
      });
      if (request.extension && !machine) {
        await clock.sleep(SIMULATION_TIMING.extensionDialing, signal);
      }
      session.start();
      return { outcome: machine ? 'voicemail' : 'answered', session };
    },
  };
}

interface SessionSetup {
  id: string;
  clock: AgentClock;
  rng: Rng;
  broker: SimulatedBroker | null;
  callee: { code: string } | null;
  answeredBy: 'human' | 'machine';
  persona: BrokerPersona;
}

type Waiter = (heard: Heard) => void;

class SimulatedSession implements TelephonySession {
  readonly id: string;
  readonly answeredBy: 'human' | 'machine';
  readonly closed: Promise<'far-end' | 'near-end'>;
  private open = true;
  private resolveClosed!: (by: 'far-end' | 'near-end') => void;
  private readonly queue: Heard[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly digits: string[] = [];
  private digitWaiter: (() => void) | null = null;
  /** Aborts everything the far end has in flight when the call ends. */
  private readonly life = new AbortController();
  /** Aborts unsolicited far-end speech (hold check-ins) when the caller talks over it. */
  private unsolicited = new AbortController();
  private farEndChain: Promise<void> = Promise.resolve();
  private holdStartedAt: number | null = null;
  private holdCheckedIn = false;
  /** Far-end utterances being spoken right now. */
  private farEndSpeaking = 0;
  /** Listeners whose timeout passed while the far end was talking. */
  private readonly silenceDue = new Set<Waiter>();
  /** Unexpected errors inside the simulation (each one dropped the line). */
  readonly faults: unknown[] = [];

  constructor(private readonly setup: SessionSetup) {
    this.id = setup.id;
    this.answeredBy = setup.answeredBy;
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
  }

  get isOpen(): boolean {
    return this.open;
  }

  private get clock() {
    return this.setup.clock;
  }

  /** The far end picks up and speaks first. */
  start(): void {
    const { broker, callee, answeredBy } = this.setup;
    if (callee) {
      this.speakFarEnd('Hello?');
      return;
    }
    if (!broker) return;
    this.speakFarEnd(broker.greeting());
    if (answeredBy === 'machine') {
      // The voicemail box stops recording after a while.
      void this.background(async (signal) => {
        await this.clock.sleep(SIMULATION_TIMING.voicemailMaxRecording, signal);
        this.farEndHangup();
      });
    }
  }

  async say(text: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    if (!this.open || !text.trim()) return;
    this.bargeIn();
    try {
      await this.clock.sleep(speakingMs(text), anySignal(options.signal, this.life.signal));
    } catch (error) {
      if (isAbortError(error)) return;
      throw error;
    }
    if (!this.open) return;
    this.farEndHears(text);
  }

  async addParticipant(introduction: string): Promise<void> {
    if (!this.open) return;
    this.bargeIn();
    try {
      await this.clock.sleep(speakingMs(introduction), this.life.signal);
    } catch {
      return;
    }
    const broker = this.setup.broker;
    if (!this.open || !broker || this.answeredBy === 'machine') return;
    this.stopHold();
    this.respond(broker.meetDispatcher(introduction));
    // The broker and the dispatcher talk for a while, then wrap up.
    void this.background(async (signal) => {
      await this.clock.sleep(this.setup.rng.int(15_000, 30_000), signal);
      await this.speakAndWait(broker.chatWithDispatcher(), signal);
      await this.clock.sleep(this.setup.rng.int(10_000, 25_000), signal);
      await this.speakAndWait(broker.wrapUpWithDispatcher(), signal);
      this.farEndHangup();
    });
  }

  listen(timeoutMs: number, options: { signal?: AbortSignal } = {}): Promise<Heard> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (!this.open) return Promise.resolve({ kind: 'hangup' });
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Heard>((resolve, reject) => {
      const timer = new AbortController();
      const finish = (heard: Heard) => {
        timer.abort();
        this.silenceDue.delete(waiter);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        resolve(heard);
      };
      const waiter: Waiter = finish;
      const onAbort = () => {
        timer.abort();
        this.silenceDue.delete(waiter);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.clock.sleep(Math.max(0, timeoutMs), timer.signal).then(
        () => {
          // Someone is talking: the caller hears speech, so it keeps listening to the end of it.
          if (this.farEndSpeaking > 0) this.silenceDue.add(waiter);
          else finish({ kind: 'silence' });
        },
        () => undefined,
      );
    });
  }

  async collectDigits(count: number, timeoutMs: number): Promise<string | null> {
    const deadline = new AbortController();
    const timedOut = this.clock.sleep(timeoutMs, deadline.signal).then(
      () => true,
      () => true,
    );
    while (this.digits.length < count && this.open) {
      const keyed = new Promise<boolean>((resolve) => {
        this.digitWaiter = () => resolve(false);
      });
      if (await Promise.race([keyed, timedOut])) break;
    }
    deadline.abort();
    this.digitWaiter = null;
    if (this.digits.length < count) return null;
    return this.digits.splice(0, count).join('');
  }

  async hangup(): Promise<void> {
    this.close('near-end');
  }

  /** We talk over the far end's unsolicited speech: it stops, and stale timeouts fire. */
  private bargeIn(): void {
    this.unsolicited.abort();
    this.unsolicited = new AbortController();
    queueMicrotask(() => {
      if (this.farEndSpeaking > 0) return;
      for (const waiter of [...this.silenceDue]) waiter({ kind: 'silence' });
      this.silenceDue.clear();
    });
  }

  // ---- far end ---------------------------------------------------------------------------

  private farEndHears(text: string): void {
    const { broker, callee } = this.setup;
    if (callee) {
      if (/\bcode\b/i.test(text)) {
        void this.background(async (signal) => {
          await this.clock.sleep(this.setup.rng.int(2_500, 6_000), signal);
          this.digits.push(...callee.code.split(''));
          this.digitWaiter?.();
        });
      } else if (/\b(verified|thank you|goodbye)\b/i.test(text)) {
        void this.background(async (signal) => {
          await this.clock.sleep(800, signal);
          this.farEndHangup();
        });
      }
      return;
    }
    if (!broker || this.answeredBy === 'machine') return;
    const wasHolding = broker.phase === 'holding';
    const reply = broker.hear(text);
    if (!reply.hold || !wasHolding) this.stopHold();
    this.respond(reply);
  }

  /** The broker thinks, then says its reply; may start holding or hang up after. */
  private respond(reply: BrokerReply): void {
    const persona = this.setup.persona;
    const think =
      persona.personality === 'pushy'
        ? this.setup.rng.int(300, 800)
        : persona.personality === 'talkative'
          ? this.setup.rng.int(600, 1500)
          : this.setup.rng.int(400, 1200);
    void this.background(async (signal) => {
      await this.clock.sleep(think, signal);
      if (reply.text) await this.speakAndWait(reply.text, signal);
      if (reply.hangup) {
        await this.clock.sleep(400, signal);
        this.farEndHangup();
      } else if (reply.hold) {
        this.startHold();
      }
    });
  }

  private startHold(): void {
    const broker = this.setup.broker;
    if (!broker) return;
    if (this.holdStartedAt === null) {
      this.holdStartedAt = this.clock.now().getTime();
      this.holdCheckedIn = false;
    }
    const signal = anySignal(this.unsolicited.signal, this.life.signal);
    const patience = this.setup.persona.holdPatienceMs;
    const scale = this.clock.timeScale ?? 1;
    void this.background(async () => {
      const held = () => (this.clock.now().getTime() - (this.holdStartedAt ?? 0)) / scale;
      if (!this.holdCheckedIn) {
        await this.clock.sleep(Math.max(0, patience * 0.5 - held()), signal);
        this.holdCheckedIn = true;
        await this.speakAndWait(broker.holdCheckIn(), signal);
        return; // the caller answers the check-in (which resumes the hold) or not
      }
      await this.clock.sleep(Math.max(0, patience - held()), signal);
      await this.speakAndWait(broker.holdGiveUp(), signal);
      await this.clock.sleep(300, signal);
      this.farEndHangup();
    }, signal).then(() => {
      // Nobody answered the check-in: keep counting towards the give-up.
      if (this.open && broker.phase === 'holding' && this.holdCheckedIn && !signal.aborted) {
        this.startHold();
      }
    });
  }

  private stopHold(): void {
    this.holdStartedAt = null;
    this.holdCheckedIn = false;
  }

  /** Queues an utterance right away (after its speaking time). */
  private speakFarEnd(text: string): void {
    void this.background((signal) => this.speakAndWait(text, signal));
  }

  private async speakAndWait(text: string, signal: AbortSignal): Promise<void> {
    this.farEndSpeaking += 1;
    try {
      await this.clock.sleep(speakingMs(text), signal);
    } finally {
      this.farEndSpeaking -= 1;
    }
    this.deliver({ kind: 'speech', text, at: this.clock.now() });
  }

  private deliver(heard: Heard): void {
    if (!this.open) return;
    this.silenceDue.clear();
    const waiter = this.waiters.shift();
    if (waiter) waiter(heard);
    else this.queue.push(heard);
  }

  private farEndHangup(): void {
    this.close('far-end');
  }

  private close(by: 'far-end' | 'near-end'): void {
    if (!this.open) return;
    this.open = false;
    this.life.abort();
    this.digitWaiter?.();
    for (const waiter of this.waiters.splice(0)) waiter({ kind: 'hangup' });
    this.resolveClosed(by);
  }

  /** Runs far-end work in the background, serialised after earlier far-end speech. */
  private background(
    work: (signal: AbortSignal) => Promise<void>,
    signal: AbortSignal = this.life.signal,
  ): Promise<void> {
    const run = this.farEndChain.then(() => (this.open ? work(signal) : undefined));
    const settled = run.catch((error: unknown) => {
      if (isAbortError(error)) return;
      // A fault in the simulation must not leave the caller waiting: the far end drops the line.
      this.faults.push(error);
      this.farEndHangup();
    });
    this.farEndChain = settled;
    return settled;
  }
}

function anySignal(...signals: Array<AbortSignal | undefined>): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return AbortSignal.any(present);
}
