import { createHash } from 'node:crypto';
import type { CarrierOnboardingInfo, UseCase } from '@fleet/contracts';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { CampaignsRepo } from '../campaigns/data/campaigns-repo';
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

/**
 * The demo brokerage's first load, ready to call: a Chicago → Dallas dry van with a carrier list
 * whose numbers lead to the simulated carriers (one too expensive, one busy, one who never
 * answers, then one who asks questions and books), so pressing Call Carriers in the demo shows a
 * whole campaign. Only when the account has no campaign yet.
 */
export async function seedCampaignDemo(
  db: Database,
  accountId: string,
  userId: string,
): Promise<void> {
  const repo = new CampaignsRepo(db);
  if ((await repo.listActive(accountId, [])).length > 0) return;
  const [any] = await db.query('SELECT 1 FROM campaigns WHERE account_id = $1 LIMIT 1', [
    accountId,
  ]);
  if (any) return;
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const campaign = await repo.create({
    accountId,
    userId,
    id: createHash('sha256').update(`demo-campaign:${accountId}`).digest('hex').slice(0, 32),
    name: 'Chicago to Dallas',
    loadDetails: {
      stops: [
        {
          cityState: 'Chicago, IL',
          appointmentType: 'FCFS',
          appointmentDate: day(1),
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '14:00',
        },
        {
          cityState: 'Dallas, TX',
          appointmentType: 'Set',
          appointmentDate: day(3),
          appointmentTime: '09:00',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      total_distance: 925,
      weight: 41_500,
      equipment_type: 'dry_van',
      commodity: 'Packaged snacks',
      temperature: null,
      specialInstructions: 'No touch freight. Driver must check in at the guard shack.',
      marketRateRange: { min: 2100, max: 2500 },
    },
    rateRange: { min: 2000, max: 2400 },
  });
  const carrier = (i: number, name: string, mc: string, phone: string) => ({
    id: createHash('sha256').update(`mc:${mc}`).digest('hex').slice(0, 24),
    legal_name: name,
    dba_name: null,
    dot_number: String(3_100_000 + i),
    mc_number: mc,
    dispatch_phone: phone,
    alt_phone_1: null,
    alt_phone_2: null,
    alt_phone_3: null,
    dispatch_email: `dispatch@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    alt_email_1: null,
    alt_email_2: null,
    alt_email_3: null,
    physical_address: null,
    my_carrier: i === 3,
  });
  await repo.replaceCarriers(
    accountId,
    campaign.id,
    'demo-carriers.csv',
    [
      carrier(0, 'Prairie Line Transport', '701102', '+13125550102'),
      carrier(1, 'Lone Star Haulers', '701104', '+13125550104'),
      carrier(2, 'Great Lakes Freightways', '701107', '+13125550107'),
      carrier(3, 'Route 66 Carriers', '701105', '+13125550105'),
    ],
    [],
  );
}
