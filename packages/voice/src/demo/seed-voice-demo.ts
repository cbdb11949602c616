import type { CarrierOnboardingInfo, UseCase } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { VoiceAccountsRepo } from '../onboarding/data/voice-accounts-repo';

export interface VoiceDemoAccount {
  accountId: string;
  useCase: UseCase;
  /** The caller id the demo account registered and verified (E.164). */
  callerId: string;
  carrierInfo: CarrierOnboardingInfo | null;
}

/**
 * Makes the demo accounts look as if they had finished Voice AI signup and been approved by the
 * provider's team, so the demo can book loads at once. Accounts already approved are left alone
 * (a dispatcher may have re-registered in the demo). Idempotent.
 */
export async function seedVoiceDemo(db: Queryable, accounts: VoiceDemoAccount[]): Promise<void> {
  const repo = new VoiceAccountsRepo(db);
  for (const demo of accounts) {
    const existing = await repo.get(demo.accountId);
    if (existing?.approvedAt) continue;
    await repo.ensure(demo.accountId, demo.useCase);
    const code = 'demo-seed';
    await repo.startVerification(
      demo.accountId,
      { phone: demo.callerId, extension: '', code, asBroker: demo.useCase === 'broker' },
      0,
    );
    await repo.finishVerification(demo.accountId, code, 'verified', null);
    if (demo.carrierInfo) await repo.saveCarrierInfo(demo.accountId, demo.carrierInfo);
    await repo.setApproved(demo.accountId, true);
  }
}
