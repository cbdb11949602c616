import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig as loadApiConfig, type StartedApi, startApi } from '@fleet/api';
import { AUTH_PATHS, type FeatureFlag, type SessionTokens } from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { createDatabase, type Database } from '@fleet/service-kit/db';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { setFeatureFlag } from '../identity/domain/feature-flags';

/** The demo carrier user that the API seeds. */
const DISPATCHER = { email: 'dispatcher@demo.test', password: 'dispatch-demo' };

/** The identity side the tests talk to: the real API, in-process, on PGlite in memory. */
export interface TestIdentity {
  apiUrl: string;
  /** The signed-in demo user's ids, known after the first signIn(). */
  accountId: string;
  userId: string;
  signIn(): Promise<SessionTokens>;
  /** Signs out through the API: the session is revoked, its access token still unexpired. */
  signOut(session: SessionTokens): Promise<void>;
  /** A token signed by the API's own key, for a live session, whose expiry has passed. */
  expiredToken(): Promise<string>;
  /** Turns a feature flag on or off for an account. */
  setFlag(accountId: string, flag: FeatureFlag, enabled: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startIdentity(): Promise<TestIdentity> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'fleet-outbox-'));
  const db: Database = await createDatabase();
  const api: StartedApi = await startApi(
    loadApiConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'true',
      OUTBOX_DIR: outboxDir,
      FLEET_SYNC_INTERVAL_MS: '0',
    }),
    {
      db,
      logger: createLogger('api-test', 'silent'),
      rateLimitPrefix: `test-${randomBytes(6).toString('hex')}`,
    },
  );
  const apiUrl = `http://127.0.0.1:${api.port}`;
  let accountId = '';
  let userId = '';

  const signIn = async (): Promise<SessionTokens> => {
    const response = await fetch(new URL(AUTH_PATHS.signIn, apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DISPATCHER),
    });
    if (response.status !== 200) {
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    }
    const tokens = (await response.json()) as SessionTokens;
    accountId = tokens.user.account_id;
    userId = tokens.user.id;
    return tokens;
  };

  return {
    apiUrl,
    get accountId() {
      return accountId;
    },
    get userId() {
      return userId;
    },
    signIn,
    async signOut(session) {
      const response = await fetch(new URL(AUTH_PATHS.signOut, apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session.access_token}`,
        },
        body: JSON.stringify({ refresh_token: session.refresh_token }),
      });
      if (!response.ok) throw new Error(`sign-out failed: ${response.status}`);
    },
    async expiredToken() {
      const live = await signIn();
      const claims = decodeJwt(live.access_token);
      const issued = await api.api.tokens.issue(
        {
          userId: String(claims.sub),
          accountId: String(claims.acc),
          sessionId: String(claims.sid),
          email: String(claims.email),
        },
        { ttlSeconds: 60, now: new Date(Date.now() - 2 * 60 * 60 * 1000) },
      );
      return issued.token;
    },
    async setFlag(account, flag, enabled) {
      await setFeatureFlag(db, account, flag, enabled);
    },
    async close() {
      await api.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * A forgery of a real token: same header (kid included) and claims, signed with a key generated
 * here, so only the signature is wrong.
 */
export async function forge(realToken: string): Promise<string> {
  const header = decodeProtectedHeader(realToken);
  const claims = decodeJwt(realToken);
  const alg = header.alg ?? 'ES256';
  const { privateKey } = await generateKeyPair(alg);
  return new SignJWT(claims).setProtectedHeader({ ...header, alg }).sign(privateKey);
}
