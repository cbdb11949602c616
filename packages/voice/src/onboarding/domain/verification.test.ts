import { describe, expect, it } from 'vitest';
import { createVirtualClock } from '../../agent/domain/clock';
import { createSimulatedTelephony } from '../../providers/telephony/simulated/simulated-telephony';
import type { TelephonyProvider } from '../../providers/telephony/types';
import { placeVerificationCall } from './verification';

describe('placeVerificationCall', () => {
  it('when the callee picks up, then it keys the code and the number is verified', async () => {
    const clock = createVirtualClock();
    const provider = createSimulatedTelephony({ clock });
    expect(await placeVerificationCall(provider, { to: '+15553334444', code: '482913' })).toBe(
      'verified',
    );
    expect(
      await placeVerificationCall(provider, { to: '+15550100006', extension: '12', code: '1234' }),
    ).toBe('verified');
    // It took a real call's time: ringing, the prompt, the keying.
    expect(clock.elapsedMs()).toBeGreaterThan(20_000);
  });

  it('when the number does not answer, is busy or is not in service, then it fails', async () => {
    const provider = createSimulatedTelephony({ clock: createVirtualClock() });
    for (const to of ['+15550100001', '+15550100002', '+15550100010']) {
      expect(await placeVerificationCall(provider, { to, code: '111111' })).toBe('failed');
    }
  });

  it('when the keyed digits do not match or never come, then it fails', async () => {
    const clock = createVirtualClock();
    const inner = createSimulatedTelephony({ clock });
    // A callee that keys a different code than the one on screen.
    const wrongCode: TelephonyProvider = {
      name: 'wrong-code',
      dial: (request) =>
        inner.dial({ ...request, simulation: { kind: 'verification', code: '000000' } }),
    };
    expect(await placeVerificationCall(wrongCode, { to: '+15553334444', code: '482913' })).toBe(
      'failed',
    );
    // A broker line never keys anything.
    const silent: TelephonyProvider = {
      name: 'silent',
      dial: (request) => inner.dial({ ...request, simulation: undefined }),
    };
    expect(await placeVerificationCall(silent, { to: '+15553334444', code: '482913' })).toBe(
      'failed',
    );
  });

  it('when the provider throws, then it fails instead of throwing', async () => {
    const broken: TelephonyProvider = {
      name: 'broken',
      dial: async () => {
        throw new Error('down');
      },
    };
    expect(await placeVerificationCall(broken, { to: '+15553334444', code: '1' })).toBe('failed');
  });
});
