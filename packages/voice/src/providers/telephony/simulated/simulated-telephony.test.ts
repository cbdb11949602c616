import { describe, expect, it } from 'vitest';
import { createVirtualClock, isAbortError } from '../../../agent/domain/clock';
import { speakingMs } from '../../../agent/domain/telephony/speech';
import type { DialRequest, TelephonySession } from '../types';
import { createSimulatedTelephony, SIMULATION_TIMING } from './simulated-telephony';

const request = (to: string, extra: Partial<DialRequest> = {}): DialRequest => ({
  callId: `c-${to}`,
  to,
  extension: '',
  from: '+15557654321',
  ...extra,
});

async function answered(to: string, extra: Partial<DialRequest> = {}) {
  const clock = createVirtualClock();
  const telephony = createSimulatedTelephony({ clock, seed: 9 });
  const result = await telephony.dial(request(to, extra));
  if (!('session' in result)) throw new Error(`not answered: ${result.outcome}`);
  const dialMs = clock.elapsedMs();
  return { clock, telephony, dialMs, session: result.session as TelephonySession };
}

describe('the simulated telephony provider', () => {
  it('when dialling, then progress and outcomes take realistic call time', async () => {
    const clock = createVirtualClock();
    const telephony = createSimulatedTelephony({ clock });
    const progress: string[] = [];
    const busy = await telephony.dial(
      request('+15550100002', { onProgress: (p) => progress.push(p) }),
    );
    expect(busy).toEqual({ outcome: 'busy', reason: 'The line is busy' });
    expect(progress).toEqual(['initiated']);
    expect(clock.elapsedMs()).toBe(SIMULATION_TIMING.toRinging + SIMULATION_TIMING.busyTone);

    const before = clock.elapsedMs();
    const noAnswer = await telephony.dial(request('+15550100001'));
    expect(noAnswer.outcome).toBe('no-answer');
    expect(clock.elapsedMs() - before).toBe(
      SIMULATION_TIMING.toRinging + SIMULATION_TIMING.ringOut,
    );

    expect((await telephony.dial(request('+15550100010'))).outcome).toBe('failed');
    const vm = await telephony.dial(request('+15550100003'));
    expect(vm.outcome).toBe('voicemail');
    if ('session' in vm) expect(vm.session.answeredBy).toBe('machine');
  });

  it('when the broker answers, then it greets first and we can read what it knows', async () => {
    const { session, telephony } = await answered('+15550100006');
    expect(session.answeredBy).toBe('human');
    const greeting = await session.listen(10_000);
    const persona = telephony.inspect('c-+15550100006')!.persona;
    expect(greeting).toMatchObject({ kind: 'speech' });
    expect((greeting as { text: string }).text).toContain(persona.company);
  });

  it('when we speak, then it takes ~150 words a minute of call time, and the broker answers after', async () => {
    const { session, clock } = await answered('+15550100008');
    await session.listen(10_000);
    const text = 'Hi, this is Jane with Acme Trucking. How much does it weigh?';
    const start = clock.elapsedMs();
    await session.say(text);
    expect(clock.elapsedMs() - start).toBe(speakingMs(text));
    expect(speakingMs(text)).toBe(300 + 12 * 400);
    const reply = await session.listen(15_000);
    expect(reply.kind).toBe('speech');
    expect((reply as { text: string }).text).toMatch(/pounds/);
  });

  it('when nobody talks, then listening times out with silence; a long answer is waited for', async () => {
    const { session, clock } = await answered('+15550100008');
    await session.listen(10_000);
    const start = clock.elapsedMs();
    expect(await session.listen(5_000)).toEqual({ kind: 'silence' });
    expect(clock.elapsedMs() - start).toBe(5_000);
    await session.say("Where does it pick up, and what's the pickup date and time?");
    // Shorter than think + speaking time: the listener still gets the whole answer.
    const heard = await session.listen(1_000);
    expect(heard.kind).toBe('speech');
  });

  it('when the broker hangs up, then listening reports it and the call is closed', async () => {
    const { session } = await answered('+15550100005');
    await session.listen(10_000);
    await session.say("Hi, I'm calling about your load. Is it still available?");
    expect((await session.listen(10_000)).kind).toBe('speech');
    await session.say('Okay, thanks anyway. Have a good one.');
    expect((await session.listen(10_000)).kind).toBe('speech');
    expect(await session.listen(10_000)).toEqual({ kind: 'hangup' });
    expect(session.isOpen).toBe(false);
    expect(await session.closed).toBe('far-end');
  });

  it('when kept on hold, then the broker checks in at half its patience and gives up at the end', async () => {
    const { session, clock, telephony } = await answered('+15550100009');
    const patience = telephony.inspect('c-+15550100009')!.persona.holdPatienceMs;
    await session.listen(10_000);
    await session.say('What are you paying on this one?');
    await session.listen(10_000);
    await session.say(
      'Great, that works for us. Let me confirm with my dispatcher. Can you hold for a minute?',
    );
    const holdOk = await session.listen(10_000);
    expect((holdOk as { text: string }).text).toMatch(/hold/i);
    const holdStart = clock.elapsedMs();
    const checkIn = await session.listen(10 * 60_000);
    expect((checkIn as { text: string }).text).toMatch(/there/);
    expect(clock.elapsedMs() - holdStart).toBeGreaterThanOrEqual(patience / 2);
    const giveUp = await session.listen(10 * 60_000);
    expect((giveUp as { text: string }).text).toMatch(/hold any longer|waited long enough/);
    expect(clock.elapsedMs() - holdStart).toBeGreaterThanOrEqual(patience);
    expect(await session.listen(10_000)).toEqual({ kind: 'hangup' });
  });

  it('when we hang up, then the session closes near-end and further calls are no-ops', async () => {
    const { session } = await answered('+15550100006');
    await session.hangup();
    expect(await session.closed).toBe('near-end');
    await session.say('hello');
    expect(await session.listen(1_000)).toEqual({ kind: 'hangup' });
  });

  it('when the dial is aborted, then it rejects with an AbortError', async () => {
    const clock = createVirtualClock();
    const telephony = createSimulatedTelephony({ clock });
    const abort = new AbortController();
    const dialing = telephony.dial(request('+15550100006', { signal: abort.signal }));
    await clock.sleep(2_000);
    abort.abort();
    await expect(dialing).rejects.toSatisfy(isAbortError);
  });

  it('when an extension is given, then it is keyed after the pickup', async () => {
    const plain = await answered('+15550100006');
    const withExt = await answered('+15550100006', { extension: '204' });
    expect(withExt.dialMs - plain.dialMs).toBe(SIMULATION_TIMING.extensionDialing);
  });
});
