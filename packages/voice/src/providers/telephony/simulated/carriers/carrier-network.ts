import { type AgentClock, abortError, isAbortError } from '../../../../agent/domain/clock';
import { createRng, hashString, type Rng } from '../../../../agent/domain/telephony/rng';
import { speakingMs } from '../../../../agent/domain/telephony/speech';
import type { DialRequest, DialResult, Heard, SimulationHint, TelephonySession } from '../../types';
import { type CarrierPersona, carrierKey, carrierPersonaFor } from './personas';
import { type CarrierPricing, priceCarrier } from './pricing';
import { type CarrierReply, SimulatedCarrier } from './simulated-carrier';

/**
 * The simulated phone network's carrier side: dials a carrier of a campaign's list (the 'carrier'
 * simulation hint), rings, is busy, goes to voicemail or picks up, and runs a SimulatedCarrier at
 * speaking pace on the injected clock. The persona comes from the carrier row; what is said is
 * seeded from the provider seed, the call id and the row, so a call replays the same.
 */

export type CarrierHint = Extract<SimulationHint, { kind: 'carrier' }>;

export interface SimulatedCarrierCallInfo {
  callId: string;
  persona: CarrierPersona;
  /** The carrier's hidden floor and first ask (null when nobody answers). */
  pricing: CarrierPricing | null;
  carrier: SimulatedCarrier | null;
}

/** Call-time constants (ms), as the broker side uses them. */
export const CARRIER_TIMING = {
  toRinging: 1_500,
  ringCycle: 6_000,
  busyTone: 2_500,
  notInService: 2_000,
  ringOut: 30_000,
  voicemailMaxRecording: 120_000,
} as const;

const INSPECTABLE_CALLS = 500;

export interface CarrierNetwork {
  dial(request: DialRequest, hint: CarrierHint): Promise<DialResult>;
  inspect(callId: string): SimulatedCarrierCallInfo | undefined;
}

export function createCarrierNetwork(options: { clock: AgentClock; seed: number }): CarrierNetwork {
  const { clock, seed } = options;
  const calls = new Map<string, SimulatedCarrierCallInfo>();
  return {
    inspect: (callId) => calls.get(callId),
    async dial(request, hint) {
      const { signal } = request;
      const persona = carrierPersonaFor(hint.carrier, request.to);
      const rng = createRng(hashString(`${seed}:${request.callId}:${carrierKey(hint.carrier)}`));
      const answers = !['busy', 'no-answer', 'failed'].includes(persona.behaviour);
      const pricing = answers ? priceCarrier(persona, hint.load, hint.rateRange) : null;
      const carrier = pricing
        ? new SimulatedCarrier(persona, hint.load, pricing, rng, hint.carrier.dispatch_email)
        : null;
      calls.set(request.callId, { callId: request.callId, persona, pricing, carrier });
      if (calls.size > INSPECTABLE_CALLS) calls.delete(calls.keys().next().value as string);

      request.onProgress?.('initiated');
      if (persona.behaviour === 'failed') {
        await clock.sleep(CARRIER_TIMING.notInService, signal);
        return { outcome: 'failed', reason: 'The number you have dialed is not in service' };
      }
      await clock.sleep(CARRIER_TIMING.toRinging, signal);
      if (persona.behaviour === 'busy') {
        await clock.sleep(CARRIER_TIMING.busyTone, signal);
        return { outcome: 'busy', reason: 'The line is busy' };
      }
      request.onProgress?.('ringing');
      if (persona.behaviour === 'no-answer') {
        await clock.sleep(CARRIER_TIMING.ringOut, signal);
        return { outcome: 'no-answer', reason: 'No answer after 30 seconds of ringing' };
      }
      await clock.sleep(persona.rings * CARRIER_TIMING.ringCycle, signal);
      const machine = persona.behaviour === 'voicemail';
      const session = new CarrierSession(`sim-${request.callId}`, clock, rng, carrier!, machine);
      session.start();
      return { outcome: machine ? 'voicemail' : 'answered', session };
    },
  };
}

type Waiter = (heard: Heard) => void;

/** A simulated line to a carrier: the dispatcher (or its voicemail box) at the far end. */
class CarrierSession implements TelephonySession {
  readonly answeredBy: 'human' | 'machine';
  readonly closed: Promise<'far-end' | 'near-end'>;
  private open = true;
  private resolveClosed!: (by: 'far-end' | 'near-end') => void;
  private readonly queue: Heard[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly life = new AbortController();
  private farEndChain: Promise<void> = Promise.resolve();
  private farEndSpeaking = 0;
  private readonly silenceDue = new Set<Waiter>();
  /** Unexpected errors inside the simulation (each one dropped the line). */
  readonly faults: unknown[] = [];

  constructor(
    readonly id: string,
    private readonly clock: AgentClock,
    private readonly rng: Rng,
    private readonly carrier: SimulatedCarrier,
    machine: boolean,
  ) {
    this.answeredBy = machine ? 'machine' : 'human';
    this.closed = new Promise((resolve) => {
      this.resolveClosed = resolve;
    });
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** The far end picks up and speaks first. */
  start(): void {
    void this.background((signal) => this.speakAndWait(this.carrier.greeting(), signal));
    if (this.answeredBy === 'machine') {
      void this.background(async (signal) => {
        await this.clock.sleep(CARRIER_TIMING.voicemailMaxRecording, signal);
        this.close('far-end');
      });
    }
  }

  async say(text: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    if (!this.open || !text.trim()) return;
    this.releaseStaleSilence();
    const signals = [this.life.signal, ...(options.signal ? [options.signal] : [])];
    try {
      await this.clock.sleep(speakingMs(text), AbortSignal.any(signals));
    } catch (error) {
      if (isAbortError(error)) return;
      throw error;
    }
    if (!this.open || this.answeredBy === 'machine') return;
    this.respond(this.carrier.hear(text));
  }

  async addParticipant(introduction: string): Promise<void> {
    if (!this.open) return;
    try {
      await this.clock.sleep(speakingMs(introduction), this.life.signal);
    } catch {
      // the line closed
    }
  }

  listen(timeoutMs: number, options: { signal?: AbortSignal } = {}): Promise<Heard> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (!this.open) return Promise.resolve({ kind: 'hangup' });
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Heard>((resolve, reject) => {
      const timer = new AbortController();
      const remove = () => {
        timer.abort();
        this.silenceDue.delete(waiter);
        const at = this.waiters.indexOf(waiter);
        if (at >= 0) this.waiters.splice(at, 1);
      };
      const waiter: Waiter = (heard) => {
        remove();
        signal?.removeEventListener('abort', onAbort);
        resolve(heard);
      };
      const onAbort = () => {
        remove();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
      this.clock.sleep(Math.max(0, timeoutMs), timer.signal).then(
        () => {
          // Someone is talking: the caller keeps listening to the end of the utterance.
          if (this.farEndSpeaking > 0) this.silenceDue.add(waiter);
          else waiter({ kind: 'silence' });
        },
        () => undefined,
      );
    });
  }

  async collectDigits(): Promise<string | null> {
    return null;
  }

  async hangup(): Promise<void> {
    this.close('near-end');
  }

  private releaseStaleSilence(): void {
    queueMicrotask(() => {
      if (this.farEndSpeaking > 0) return;
      for (const waiter of [...this.silenceDue]) waiter({ kind: 'silence' });
      this.silenceDue.clear();
    });
  }

  /** The dispatcher thinks, says its reply, and may hang up after it. */
  private respond(reply: CarrierReply): void {
    const { personality } = this.carrier.persona;
    const think =
      personality === 'pushy'
        ? this.rng.int(300, 800)
        : personality === 'talkative'
          ? this.rng.int(600, 1500)
          : this.rng.int(400, 1200);
    void this.background(async (signal) => {
      await this.clock.sleep(think, signal);
      if (reply.text) await this.speakAndWait(reply.text, signal);
      if (reply.hangup) {
        await this.clock.sleep(400, signal);
        this.close('far-end');
      }
    });
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

  private close(by: 'far-end' | 'near-end'): void {
    if (!this.open) return;
    this.open = false;
    this.life.abort();
    for (const waiter of this.waiters.splice(0)) waiter({ kind: 'hangup' });
    this.resolveClosed(by);
  }

  /** Far-end work in the background, serialised after earlier far-end speech. */
  private background(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const signal = this.life.signal;
    const run = this.farEndChain.then(() => (this.open ? work(signal) : undefined));
    const settled = run.catch((error: unknown) => {
      if (isAbortError(error)) return;
      // A fault in the simulation must not leave the caller waiting: the far end drops the line.
      this.faults.push(error);
      this.close('far-end');
    });
    this.farEndChain = settled;
    return settled;
  }
}
