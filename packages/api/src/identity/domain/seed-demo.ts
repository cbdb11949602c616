import type { FeatureFlag, UseCase } from '@fleet/contracts';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { ensureFleetSource } from '../../fleet/data/fleet-sources-repository';
import { seedTasksDemo } from '../../tasks/domain/seed-demo';
import { findAccountByName } from '../data/accounts-repository';
import { findFeatureFlag } from '../data/feature-flags-repository';
import { findCredentialsByEmail } from '../data/users-repository';
import { createAccount, createUser } from './admin';
import { setFeatureFlag } from './feature-flags';
import type { AccountRow } from './types';

interface DemoAccount {
  name: string;
  useCase: UseCase;
  user: { email: string; password: string; displayName: string };
  flags: { flag: FeatureFlag; enabled: boolean; variables?: Record<string, string> }[];
  /** Size of the simulated fleet (the simulator's defaults where absent). */
  fleet: Record<string, number>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Demo Carrier',
    useCase: 'carrier',
    user: {
      email: 'dispatcher@demo.test',
      password: 'dispatch-demo',
      displayName: 'Dana Dispatcher',
    },
    flags: [
      { flag: 'INVOICE', enabled: true },
      { flag: 'TRUCK_TRAILER_MISMATCH', enabled: true },
      { flag: 'TRAILER_AT_CUSTOMER_LOCATION', enabled: true },
      { flag: 'REPORTS', enabled: true },
      { flag: 'RATE_CON_EXTRACTION', enabled: true, variables: { TMS_TYPE: 'ditat' } },
      { flag: 'VOICE_AI', enabled: true },
      { flag: 'VOICE_AI_BROKER', enabled: false },
    ],
    fleet: {},
  },
  {
    name: 'Demo Brokerage',
    useCase: 'broker',
    user: { email: 'broker@demo.test', password: 'broker-demo', displayName: 'Blake Broker' },
    flags: [
      { flag: 'VOICE_AI_BROKER', enabled: true },
      { flag: 'INVOICE', enabled: true },
      { flag: 'REPORTS', enabled: true },
      { flag: 'RATE_CON_EXTRACTION', enabled: false, variables: { TMS_TYPE: 'alvys' } },
    ],
    // A brokerage follows the trucks of the carriers it books: fewer than a carrier owns.
    fleet: { trucks: 40, trailers: 50, drivers: 44, customers: 15 },
  },
];

/**
 * Creates the two demo accounts, their users and flags when missing. Safe to run on every start:
 * what exists is kept (a changed password or a flag switched with the admin CLI stays so).
 */
export async function seedDemo(
  db: Database,
  options: { fleetSpeed?: number; now?: Date } = {},
): Promise<void> {
  await db.withLock('seed-demo', async (locked) => {
    for (const demo of DEMO_ACCOUNTS) {
      const account = await seedAccount(locked, demo);
      // The simulated fleet's world starts now (with 30 days of history before it).
      await ensureFleetSource(locked, account.id, {
        seed: demo.name,
        epoch: (options.now ?? new Date()).toISOString(),
        speed: options.fleetSpeed ?? 1,
        size: demo.fleet,
      });
      await seedTasksDemo(locked, account.id, demo.user, options.now ?? new Date());
    }
  });
}

async function seedAccount(db: Queryable, demo: DemoAccount): Promise<AccountRow> {
  const account =
    (await findAccountByName(db, demo.name)) ??
    (await createAccount(db, { name: demo.name, useCase: demo.useCase }));
  if (!(await findCredentialsByEmail(db, demo.user.email))) {
    await createUser(db, {
      account: account.id,
      email: demo.user.email,
      password: demo.user.password,
      displayName: demo.user.displayName,
    });
  }
  for (const { flag, enabled, variables } of demo.flags) {
    if (await findFeatureFlag(db, account.id, flag)) continue;
    await setFeatureFlag(db, account.id, flag, enabled, variables);
  }
  return account;
}
