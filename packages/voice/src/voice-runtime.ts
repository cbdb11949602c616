import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { startDispatchCall } from './agent/domain';
import { startCarrierSalesCall } from './agent/domain/carrier-sales';
import type { AgentClock } from './agent/domain/clock';
import { type CallLease, DispatchCallsRepo } from './calls/data/dispatch-calls-repo';
import {
  CallLeases,
  DEFAULT_LEASES,
  type LeaseSettings,
  newReplicaId,
} from './calls/domain/call-leases';
import { CallManager, type StartDispatchCall } from './calls/domain/call-manager';
import { CampaignsRepo } from './campaigns/data/campaigns-repo';
import { CampaignEngine } from './campaigns/domain/campaign-engine';
import { TopicHub } from './campaigns/domain/topic-hub';
import { VoiceAccountsRepo } from './onboarding/data/voice-accounts-repo';
import { Onboarding, type PlaceVerificationCall } from './onboarding/domain/onboarding';
import { placeVerificationCall } from './onboarding/domain/verification';
import type { TelephonyProvider } from './providers/telephony/types';

/** What the service runs on: repositories, the telephony provider, the call manager. */
export interface VoiceRuntime {
  accounts: VoiceAccountsRepo;
  calls: DispatchCallsRepo;
  manager: CallManager;
  /** This replica's hold on its calls (heartbeat) and the sweep of gone replicas' calls. */
  leases: CallLeases;
  onboarding: Onboarding;
  /** Carrier Sales campaigns: their repository, the campaigns this replica drives, their pushes. */
  campaigns: CampaignsRepo;
  engine: CampaignEngine;
  hub: TopicHub;
  telephony: TelephonyProvider;
  clock: AgentClock;
  /**
   * Where other replicas reach this one (its listening address, or VOICE_REPLICA_URL), recorded
   * with each call it starts from now on: a control or a watch socket for the call that lands on
   * another replica is handed to this one.
   */
  advertise(url: string): void;
}

export interface VoiceRuntimeOptions {
  db: Database;
  logger: Logger;
  approvalTimeoutMs: number;
  skipCarrierInfo: boolean;
  flushIntervalMs: number;
  /** The telephony provider the configuration chose (src/providers selectTelephony). */
  telephony: TelephonyProvider;
  /** Agent and call time (scaled in tests and demos). */
  clock: AgentClock;
  /** Call lease timing (DEFAULT_LEASES when absent). */
  leases?: LeaseSettings;
  /** This process as an owner of calls; a fresh one per runtime when absent. */
  replicaId?: string;
  /** Replacements (tests): by default the real agent and verification call. */
  startCall?: StartDispatchCall;
  startCarrierCall?: typeof startCarrierSalesCall;
  /** Caller id of campaign calls. */
  defaultCallerId?: string;
  placeVerificationCall?: PlaceVerificationCall;
}

export function createVoiceRuntime(options: VoiceRuntimeOptions): VoiceRuntime {
  const { clock, telephony } = options;
  const accounts = new VoiceAccountsRepo(options.db);
  const calls = new DispatchCallsRepo(options.db);
  const settings = options.leases ?? DEFAULT_LEASES;
  const replicaId = options.replicaId ?? newReplicaId();
  const lease: CallLease = { owner: replicaId, ttlMs: settings.ttlMs, url: null };
  const manager = new CallManager({
    repo: calls,
    telephony,
    clock,
    startCall: options.startCall ?? startDispatchCall,
    logger: options.logger.child({ component: 'calls' }),
    flushIntervalMs: options.flushIntervalMs,
    approvalTimeoutMs: options.approvalTimeoutMs,
    lease,
  });
  const onboarding = new Onboarding({
    repo: accounts,
    telephony,
    placeVerificationCall: options.placeVerificationCall ?? placeVerificationCall,
    skipCarrierInfoDefault: options.skipCarrierInfo,
    logger: options.logger.child({ component: 'onboarding' }),
    lease,
  });
  const campaigns = new CampaignsRepo(options.db);
  const hub = new TopicHub();
  const engine = new CampaignEngine({
    repo: campaigns,
    hub,
    telephony,
    clock,
    startCarrierCall: options.startCarrierCall ?? startCarrierSalesCall,
    logger: options.logger.child({ component: 'campaigns' }),
    lease,
    callerId: options.defaultCallerId ?? '+13125550100',
    brokerOf: async (accountId) => {
      const info = (await accounts.get(accountId))?.carrierInfo;
      return {
        companyName: info?.company_name || 'our brokerage',
        agentName: info?.representative_name?.trim().split(/\s+/)[0] || 'Alex',
      };
    },
  });
  const leases = new CallLeases({
    replicaId,
    settings,
    calls,
    accounts,
    manager,
    campaigns: engine,
    logger: options.logger.child({ component: 'leases', replica: replicaId }),
  });
  const advertise = (url: string) => {
    lease.url = url;
  };
  return {
    accounts,
    calls,
    manager,
    leases,
    onboarding,
    campaigns,
    engine,
    hub,
    telephony,
    clock,
    advertise,
  };
}

/**
 * Start-up repair: calls and verification calls of replicas that are gone (their lease ran out,
 * or they never had one) end as failed with a reason (they would otherwise hang forever). Calls
 * of live replicas are left alone.
 */
export function recoverInterrupted(runtime: VoiceRuntime): Promise<{
  calls: number;
  verifications: number;
}> {
  return runtime.leases.sweep();
}
