/**
 * The product as end-to-end tests see it: the embedded default on a fresh data directory, with the
 * demo accounts and the few extra users some tests need, created before the product starts
 * (PGlite admits one process per data directory, so they cannot be added while it runs).
 */
import path from 'node:path';
import { openDatabase, seedDemo } from '@fleet/api';
import {
  configureFlag,
  createAccount,
  createUser,
  resolveAccount,
  simulateFleet,
} from '@fleet/api/admin';
import { connectAccountToFakeDitat, startFakeDitat } from '@fleet/api/testing/fake-ditat';
import { embeddedCredentialsKey } from '../../../scripts/embedded/credentials-key';
import { startEmbedded } from '../../../scripts/embedded/start-embedded';
import { startFakeDat } from './fake-dat';
import { E2E_FIXTURES } from './fixtures';
import { RATECON_ACCOUNTS } from './ratecon-accounts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for end-to-end tests');

// The Ditat account's saved loads go to a local fake Ditat (ratecon.spec.ts).
const fakeDitat = await startFakeDitat();
// The key the product will run with (kept in the data directory), so the stored Ditat password
// can be read by it.
const keyText = await embeddedCredentialsKey(dataDir);
const credentialsKey = Buffer.from(keyText, /^[0-9a-f]{64}$/i.test(keyText) ? 'hex' : 'base64');

const db = await openDatabase({ dataDir: path.join(dataDir, 'api') });
try {
  await seedDemo(db);
  for (const fixture of Object.values(E2E_FIXTURES)) {
    await createAccount(db, { name: fixture.account, useCase: 'carrier' });
    await createUser(db, {
      account: fixture.account,
      email: fixture.email,
      password: fixture.password,
      ...('displayName' in fixture ? { displayName: fixture.displayName } : {}),
    });
    for (const flag of 'flags' in fixture ? fixture.flags : []) {
      await configureFlag(db, { account: fixture.account, flag, enabled: true });
    }
  }
  for (const ratecon of Object.values(RATECON_ACCOUNTS)) {
    await createAccount(db, { name: ratecon.account, useCase: 'carrier' });
    await createUser(db, {
      account: ratecon.account,
      email: ratecon.email,
      password: ratecon.password,
    });
    await configureFlag(db, {
      account: ratecon.account,
      flag: 'RATE_CON_EXTRACTION',
      enabled: true,
      variables: { TMS_TYPE: ratecon.tmsType },
    });
  }
  const ditat = await resolveAccount(db, RATECON_ACCOUNTS.ditat.account);
  await simulateFleet(db, {
    account: ditat.id,
    size: { trucks: '4', trailers: '4', drivers: '4', customers: '4' },
  });
  await connectAccountToFakeDitat(db, ditat.id, fakeDitat, { credentialsKey });
} finally {
  await db.close();
}

// Accounts with saved DAT settings search a local fake DAT (the real one is out of reach).
const fakeDat = await startFakeDat();
const product = await startEmbedded({
  port: Number(process.env.PORT ?? 3310),
  host: '127.0.0.1',
  dataDir,
  // E2E_DIST_DIR lets parallel runs each test their own build.
  distDir: process.env.E2E_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist'),
  seedDemo: true,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  datIdentityUrl: fakeDat.url,
  datFreightUrl: fakeDat.url,
});
console.log(`end-to-end product ready at ${product.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void Promise.all([product.close(), fakeDat.close(), fakeDitat.stop()]).then(() =>
        process.exit(0),
      ),
  );
}
