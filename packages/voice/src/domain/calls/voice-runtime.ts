import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { DispatchCallsRepo } from '../../data/dispatch-calls-repo';
import { VoiceAccountsRepo } from '../../data/voice-accounts-repo';
import { startDispatchCall } from '../agent';
import { type AgentClock, scaledClock } from '../agent/clock';
import { createSimulatedTelephony, placeVerificationCall } from '../telephony';
import type { TelephonyProvider } from '../telephony/types';
import { CallManager, type StartDispatchCall } from './call-manager';
import { Onboarding, type PlaceVerificationCall, VERIFICATION_INTERRUPTED } from './onboarding';

/** What the service runs on: repositories, the telephony provider, the call manager. */
export interface VoiceRuntime {
  accounts: VoiceAccountsRepo;
  calls: DispatchCallsRepo;
  manager: CallManager;
  onboarding: Onboarding;
  telephony: TelephonyProvider;
  clock: AgentClock;
}

export interface VoiceRuntimeOptions {
  db: Database;
  logger: Logger;
  timeScale: number;
  approvalTimeoutMs: number;
  skipCarrierInfo: boolean;
  flushIntervalMs: number;
  telephonySeed?: number;
  /** Replacements (tests): by default the simulated telephony and the real agent. */
  telephony?: TelephonyProvider;
  clock?: AgentClock;
  startCall?: StartDispatchCall;
  placeVerificationCall?: PlaceVerificationCall;
}

export function createVoiceRuntime(options: VoiceRuntimeOptions): VoiceRuntime {
  const clock = options.clock ?? scaledClock(options.timeScale);
  const telephony =
    options.telephony ??
    createSimulatedTelephony({
      clock,
      ...(options.telephonySeed === undefined ? {} : { seed: options.telephonySeed }),
    });
  const accounts = new VoiceAccountsRepo(options.db);
  const calls = new DispatchCallsRepo(options.db);
  const manager = new CallManager({
    repo: calls,
    telephony,
    clock,
    startCall: options.startCall ?? startDispatchCall,
    logger: options.logger.child({ component: 'calls' }),
    flushIntervalMs: options.flushIntervalMs,
    approvalTimeoutMs: options.approvalTimeoutMs,
  });
  const onboarding = new Onboarding({
    repo: accounts,
    telephony,
    placeVerificationCall: options.placeVerificationCall ?? placeVerificationCall,
    skipCarrierInfoDefault: options.skipCarrierInfo,
    logger: options.logger.child({ component: 'onboarding' }),
  });
  return { accounts, calls, manager, onboarding, telephony, clock };
}

/**
 * Start-up repair: calls and verification calls that a previous process left running end as
 * failed with a reason (they would otherwise hang forever).
 */
export async function recoverInterrupted(runtime: VoiceRuntime): Promise<{
  calls: number;
  verifications: number;
}> {
  const calls = await runtime.manager.recover();
  const verifications =
    await runtime.accounts.failInterruptedVerifications(VERIFICATION_INTERRUPTED);
  return { calls, verifications };
}
