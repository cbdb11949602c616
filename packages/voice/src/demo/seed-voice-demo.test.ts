import { missingCampaignFields } from '@fleet/contracts';
import { createDatabase, migrate } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { CampaignsRepo } from '../campaigns/data/campaigns-repo';
import { migrations } from '../db/migrations';
import { seedCampaignDemo } from './seed-voice-demo';

describe('demo campaign', () => {
  it('when seeded twice, then the broker has one complete load ready to call with four carriers', async () => {
    const db = await createDatabase({});
    try {
      await migrate(db, migrations);
      await seedCampaignDemo(db, 'account-1', 'user-1');
      await seedCampaignDemo(db, 'account-1', 'user-1');
      const repo = new CampaignsRepo(db);
      const active = await repo.listActive('account-1', []);
      expect(active).toHaveLength(1);
      const campaign = await repo.get('account-1', active[0]!.campaign_id);
      expect(campaign).toMatchObject({
        status: 'stop',
        carrier_count: 4,
        name: 'Chicago to Dallas',
      });
      expect(missingCampaignFields(campaign!.load_details, campaign!.rate_range)).toEqual([]);
      const carriers = await repo.carriers('account-1', campaign!.id);
      expect(carriers.map((c) => c.dispatch_phone.slice(-4))).toEqual([
        '0102',
        '0104',
        '0107',
        '0105',
      ]);
      expect(await repo.listActive('account-2', [])).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
