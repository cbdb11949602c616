import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@fleet/service-kit';
import type { VoiceAccountsRepo } from '../../onboarding/data/voice-accounts-repo';
import { VERIFICATION_INTERRUPTED } from '../../onboarding/domain/onboarding';
import type { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import type { CallManager } from './call-manager';

/** The end reason of a call whose replica stopped without ending it (crash, kill, lost host). */
export const REPLICA_GONE_REASON = 'The voice service handling this call stopped.';

/** Lease timing (VOICE_LEASE_MS, VOICE_LEASE_HEARTBEAT_MS, VOICE_LEASE_SWEEP_MS). */
export interface LeaseSettings {
  /** How long a lease holds past its last renewal. */
  ttlMs: number;
  /** How often this process renews the leases of its calls. */
  heartbeatMs: number;
  /** How often this process looks for calls whose lease ran out. */
  sweepMs: number;
}

/**
 * Defaults: a replica that dies is noticed within ttl + sweep = 8 s (the issue asks for 10 s),
 * and a renewal can fail twice in a row (a database hiccup) before a lease runs out.
 */
export const DEFAULT_LEASES: LeaseSettings = { ttlMs: 6_000, heartbeatMs: 2_000, sweepMs: 2_000 };

/** A name for this process as the owner of calls: host, pid and a random part (unique per start). */
export function newReplicaId(): string {
  return `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
}

/** The campaigns this replica drives, held by the same heartbeat and sweep (campaigns/domain). */
export interface DrivenCampaigns {
  heartbeat(): Promise<void>;
  sweep(): Promise<number>;
}

export interface CallLeasesDeps {
  replicaId: string;
  settings: LeaseSettings;
  calls: DispatchCallsRepo;
  accounts: VoiceAccountsRepo;
  manager: CallManager;
  campaigns?: DrivenCampaigns;
  logger: Logger;
}

/**
 * What lets several voice replicas share one database. Every running call (and verification call)
 * is owned by the replica that runs it, under a lease in its row (owner, lease_expires_at, the
 * database's clock). This replica's heartbeat renews the leases of its own calls; its sweep, at
 * start and then periodically, fails the calls of others whose lease ran out (their replica is
 * gone) with REPLICA_GONE_REASON, in one conditional UPDATE so each is failed exactly once and a
 * call with a live lease is never touched: a starting replica leaves the others' calls alone.
 * A call of this replica that the heartbeat no longer finds running was taken over by another
 * (this one looked gone): it is ended here too (CallManager.lost).
 */
export class CallLeases {
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(private readonly deps: CallLeasesDeps) {}

  get replicaId(): string {
    return this.deps.replicaId;
  }

  /** Fails the calls and verification calls of gone replicas; returns how many. */
  async sweep(): Promise<{ calls: number; verifications: number }> {
    const { calls, accounts, replicaId } = this.deps;
    const failed = await calls.failExpired(REPLICA_GONE_REASON, replicaId);
    const verifications = await accounts.failInterruptedVerifications(
      VERIFICATION_INTERRUPTED,
      replicaId,
    );
    if (failed.length + verifications > 0) {
      this.deps.logger.warn(
        { call_ids: failed, verifications },
        'ended calls of a voice replica that stopped (lease expired) as failed',
      );
    }
    return { calls: failed.length, verifications };
  }

  /** Renews this replica's leases; a call of its own no longer running in the database is lost. */
  async heartbeat(): Promise<void> {
    const { calls, accounts, manager, replicaId, settings } = this.deps;
    const before = manager.runningIds();
    const renewed = new Set(await calls.renewLeases(replicaId, settings.ttlMs));
    await accounts.renewVerificationLeases(replicaId, settings.ttlMs);
    await this.deps.campaigns?.heartbeat();
    for (const id of before) {
      if (renewed.has(id)) continue;
      const live = manager.liveAnyAccount(id);
      // Not renewed because it ended here (its end written) in the meantime: nothing lost.
      if (!live || live.ended) continue;
      this.deps.logger.error({ call_id: id }, 'another voice replica ended this call; ending it');
      manager.lost(id, REPLICA_GONE_REASON);
    }
  }

  /** Starts the heartbeat and the periodic sweep (timers do not keep the process alive). */
  start(): void {
    if (this.heartbeatTimer) return;
    const { settings, logger } = this.deps;
    this.heartbeatTimer = setInterval(() => {
      if (this.beating) return; // the previous renewal still runs (a slow database)
      this.beating = this.heartbeat()
        .catch((error: unknown) => logger.warn({ err: error }, 'renewing call leases failed'))
        .finally(() => {
          this.beating = undefined;
        });
    }, settings.heartbeatMs);
    this.heartbeatTimer.unref?.();
    this.sweepTimer = setInterval(() => {
      if (this.sweeping) return;
      // Campaigns nobody drives are taken over here (not at start-up: this replica's address
      // is known once it listens, and others must be able to hand it their commands).
      this.sweeping = this.sweep()
        .then(() => this.deps.campaigns?.sweep())
        .catch((error: unknown) => logger.warn({ err: error }, 'sweeping expired leases failed'))
        .finally(() => {
          this.sweeping = undefined;
        });
    }, settings.sweepMs);
    this.sweepTimer.unref?.();
  }

  /** Stops the timers (what a crash does too: the leases then run out by themselves). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeatTimer);
    clearInterval(this.sweepTimer);
    this.heartbeatTimer = undefined;
    this.sweepTimer = undefined;
    await Promise.all([this.beating, this.sweeping]);
  }

  /**
   * Graceful stop, after the calls were ended: stops the timers, then lets go of the leases of
   * whatever of this replica still runs in the database (an end that could not be written, a
   * verification call cut short), so other replicas fail it at their next sweep, not a lease later.
   */
  async release(): Promise<void> {
    await this.stop();
    try {
      await this.deps.calls.releaseLeases(this.deps.replicaId);
      await this.deps.accounts.releaseVerificationLeases(this.deps.replicaId);
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'releasing call leases failed');
    }
  }
}
