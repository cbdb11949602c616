import { generateKeyPairSync } from 'node:crypto';
import {
  AUTH_ERRORS,
  AUTH_PATHS,
  accessTokenClaimsSchema,
  REFRESH_COOKIE,
  sessionInfoSchema,
  sessionTokensSchema,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '@fleet/contracts';
import { createTokenVerifier } from '@fleet/service-kit';
import { testBackends } from '@fleet/service-kit/db';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { describe, expect, it } from 'vitest';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { REFRESH_REUSE_GRACE_MS } from '../domain/sessions';

describe.each(testBackends())('identity on $name', (backend) => {
  const api = useApi(backend);

  const expectRefusal = async (
    response: Response,
    status: number,
    error: keyof typeof AUTH_ERRORS,
    action?: string,
  ) => {
    expect(response.status).toBe(status);
    const body = await errorOf(response);
    expect(body).toMatchObject({ ...AUTH_ERRORS[error] });
    expect(body.action).toBe(action);
  };

  describe('sign-in', () => {
    it('when the credentials are right, then the access token verifies against the JWKS', async () => {
      const response = await api.fetch(AUTH_PATHS.signIn, { json: CARRIER });
      expect(response.status).toBe(200);
      const tokens = sessionTokensSchema.parse(await response.json());
      expect(tokens.user).toMatchObject({
        email: CARRIER.email,
        display_name: 'Dana Dispatcher',
        account_name: 'Demo Carrier',
        use_case: 'carrier',
      });
      expect(tokens.expires_in).toBe(3600);

      const jwks = createRemoteJWKSet(new URL(AUTH_PATHS.jwks, api.base));
      const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const claims = accessTokenClaimsSchema.parse(payload);
      expect(claims.sub).toBe(tokens.user.id);
      expect(claims.acc).toBe(tokens.user.account_id);
      expect(claims.exp - claims.iat).toBe(3600);
      expect(protectedHeader.kid).toBeTruthy();
      expect(['ES256', 'EdDSA']).toContain(protectedHeader.alg);
      expect(tokens.expires_at).toBe(claims.exp * 1000);
    });

    it('when the e-mail differs only in case, then the user still signs in', async () => {
      const tokens = await api.signIn({ ...CARRIER, email: ' Dispatcher@DEMO.test ' });
      expect(tokens.user.email).toBe(CARRIER.email);
    });

    it('when the password is wrong, then 401 Invalid Credential', async () => {
      const response = await api.fetch(AUTH_PATHS.signIn, {
        json: { email: CARRIER.email, password: 'nope-nope' },
      });
      await expectRefusal(response, 401, 'invalidCredential');
    });

    it('when the e-mail is unknown, then the very same answer as a wrong password', async () => {
      const unknown = await api.fetch(AUTH_PATHS.signIn, {
        json: { email: 'nobody@demo.test', password: 'whatever' },
      });
      const wrong = await api.fetch(AUTH_PATHS.signIn, {
        json: { email: CARRIER.email, password: 'whatever' },
      });
      expect(unknown.status).toBe(wrong.status);
      expect(await unknown.json()).toEqual(await wrong.json());
    });

    it('when the e-mail is malformed, then 400 Email provided is invalid', async () => {
      const response = await api.fetch(AUTH_PATHS.signIn, {
        json: { email: 'not-an-email', password: 'x' },
      });
      await expectRefusal(response, 400, 'invalidEmail');
    });

    it('when the password is empty, then 400 Password provided is not corrected', async () => {
      const response = await api.fetch(AUTH_PATHS.signIn, {
        json: { email: CARRIER.email, password: '' },
      });
      await expectRefusal(response, 400, 'invalidPassword');
    });

    it('when the body is not what the contract says, then 400 lists the bad fields', async () => {
      const response = await api.fetch(AUTH_PATHS.signIn, { json: { email: 42 } });
      expect(response.status).toBe(400);
      const body = await errorOf(response);
      expect(body.code).toBe('validation/invalid');
      expect(body.errors?.map((e) => e.propertyName).sort()).toEqual(['email', 'password']);
    });

    it('when someone fails for a victim from other IPs, then the victim still signs in from theirs', async () => {
      for (let i = 0; i < 12; i++) {
        const response = await api.fetch(AUTH_PATHS.signIn, {
          json: { email: CARRIER.email, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        expect(response.status).toBe(401);
      }
      const victim = await api.fetch(AUTH_PATHS.signIn, {
        json: CARRIER,
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(victim.status).toBe(200);
    });

    it('when one e-mail keeps failing from one IP, then that pair waits with Retry-After, doubling', async () => {
      const from = { 'x-forwarded-for': '203.0.113.50' };
      const attempt = (password: string) =>
        api.fetch(AUTH_PATHS.signIn, { json: { email: CARRIER.email, password }, headers: from });
      for (let i = 0; i < 6; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      const held = await attempt(CARRIER.password);
      await expectRefusal(held, 429, 'tooManyRequests');
      expect(held.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await attempt('wrong-again')).status).toBe(401);
      const longer = await attempt(CARRIER.password);
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('2');
    });

    it('when X-Forwarded-For comes from a hop that is not a configured proxy, then it is ignored', async () => {
      await api.restart({ trustProxy: '10.255.255.1' });
      for (let i = 0; i < 51; i++) {
        await api.fetch(AUTH_PATHS.signIn, {
          json: { email: `guess-${i}@demo.test`, password: 'guess' },
          headers: { 'x-forwarded-for': `192.0.2.${(i % 200) + 1}` },
        });
      }
      // Every guess counted against the real peer (this machine), whatever the header claimed.
      const held = await api.fetch(AUTH_PATHS.signIn, {
        json: BROKER,
        headers: { 'x-forwarded-for': '192.0.2.250' },
      });
      await expectRefusal(held, 429, 'tooManyRequests');
    });

    it('when one IP fails 50 times across e-mails, then that IP waits, others do not', async () => {
      const ip = { 'x-forwarded-for': '192.0.2.10' };
      for (let i = 0; i < 51; i++) {
        const response = await api.fetch(AUTH_PATHS.signIn, {
          json: { email: `guess-${i}@demo.test`, password: 'guess' },
          headers: ip,
        });
        expect(response.status).toBe(401);
      }
      const locked = await api.fetch(AUTH_PATHS.signIn, { json: BROKER, headers: ip });
      await expectRefusal(locked, 429, 'tooManyRequests');
      const elsewhere = await api.fetch(AUTH_PATHS.signIn, {
        json: BROKER,
        headers: { 'x-forwarded-for': '192.0.2.11' },
      });
      expect(elsewhere.status).toBe(200);
    });

    it.runIf(process.env.TEST_REDIS_URL)(
      'when replicas share Redis, then a pair held back on one is held back on the other',
      async () => {
        await api.restart({ redisUrl: process.env.TEST_REDIS_URL });
        const replica = await api.replica({ redisUrl: process.env.TEST_REDIS_URL });
        for (let i = 0; i < 7; i++) {
          await api.fetch(AUTH_PATHS.signIn, { json: { email: BROKER.email, password: 'bad' } });
        }
        const other = await fetch(`http://127.0.0.1:${replica.port}${AUTH_PATHS.signIn}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BROKER),
        });
        expect(other.status).toBe(429);
        const ready = await fetch(`http://127.0.0.1:${replica.port}/readyz`);
        expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
      },
    );

    it('when a sign-in succeeds, then the failure count starts over', async () => {
      for (let i = 0; i < 5; i++) {
        await api.fetch(AUTH_PATHS.signIn, { json: { email: CARRIER.email, password: 'bad' } });
      }
      await api.signIn(CARRIER);
      for (let i = 0; i < 5; i++) {
        const response = await api.fetch(AUTH_PATHS.signIn, {
          json: { email: CARRIER.email, password: 'bad' },
        });
        expect(response.status).toBe(401);
      }
    });
  });

  describe('refresh', () => {
    it('when a refresh token is exchanged, then a new pair comes back and the old one is spent', async () => {
      const first = await api.signIn(CARRIER);
      const response = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: first.refresh_token },
      });
      expect(response.status).toBe(200);
      const second = sessionTokensSchema.parse(await response.json());
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await api.fetch(AUTH_PATHS.profile, { token: second.access_token })).status).toBe(
        200,
      );
    });

    it('when a spent refresh token is presented again after the grace window, then the whole session is revoked', async () => {
      const first = await api.signIn(CARRIER);
      const rotated = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: first.refresh_token },
      });
      const second = (await rotated.json()) as { refresh_token: string; access_token: string };
      await api.db.query(
        `UPDATE rotated_refresh_tokens SET rotated_at = now() - ($1::int * interval '1 millisecond')`,
        [REFRESH_REUSE_GRACE_MS + 1000],
      );

      const reuse = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: first.refresh_token },
      });
      await expectRefusal(reuse, 401, 'invalidRefreshToken', 'forceLogout');

      const legit = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: second.refresh_token },
      });
      await expectRefusal(legit, 401, 'invalidRefreshToken', 'forceLogout');
      const access = await api.fetch(AUTH_PATHS.profile, { token: second.access_token });
      await expectRefusal(access, 401, 'invalidToken', 'forceLogout');
    });

    it('when tabs present the same refresh token at once, then each gets the same new refresh token and the session lives', async () => {
      const first = await api.signIn(CARRIER);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          api.fetch(AUTH_PATHS.refresh, { json: { refresh_token: first.refresh_token } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const pairs = await Promise.all(
        answers.map(async (a) => sessionTokensSchema.parse(await a.json())),
      );
      const next = new Set(pairs.map((p) => p.refresh_token));
      expect(next.size).toBe(1);
      expect(next.has(first.refresh_token)).toBe(false);
      for (const pair of pairs) {
        expect((await api.fetch(AUTH_PATHS.profile, { token: pair.access_token })).status).toBe(
          200,
        );
      }
      // The successor still rotates as usual, and the first token, spent twice over, is refused.
      const third = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: pairs[0]!.refresh_token },
      });
      expect(third.status).toBe(200);
      const stale = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: first.refresh_token },
      });
      await expectRefusal(stale, 401, 'invalidRefreshToken', 'forceLogout');
      const thirdPair = sessionTokensSchema.parse(await third.json());
      expect((await api.fetch(AUTH_PATHS.profile, { token: thirdPair.access_token })).status).toBe(
        200,
      );
    });

    it('when the web app asks for the cookie transport, then the refresh token lives only in an HttpOnly cookie', async () => {
      const signIn = await api.fetch(AUTH_PATHS.signIn, {
        json: { ...CARRIER, refresh_transport: 'cookie' },
      });
      expect(signIn.status).toBe(200);
      const tokens = sessionTokensSchema.parse(await signIn.json());
      expect(tokens.refresh_token).toBeUndefined();
      const cookie = signIn.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE.name}=[A-Za-z0-9_-]{20,};`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toContain(`Path=${REFRESH_COOKIE.path}`);
      const pair = cookie.split(';')[0]!;

      const refreshed = await api.fetch(AUTH_PATHS.refresh, {
        json: {},
        headers: { cookie: pair },
      });
      expect(refreshed.status).toBe(200);
      const next = sessionTokensSchema.parse(await refreshed.json());
      expect(next.refresh_token).toBeUndefined();
      const nextCookie = (refreshed.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(nextCookie).not.toBe(pair);
      expect((await api.fetch(AUTH_PATHS.profile, { token: next.access_token })).status).toBe(200);

      const out = await api.fetch(AUTH_PATHS.signOut, {
        token: next.access_token,
        json: {},
        headers: { cookie: nextCookie },
      });
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE.name}=;`));
      const after = await api.fetch(AUTH_PATHS.refresh, {
        json: {},
        headers: { cookie: nextCookie },
      });
      await expectRefusal(after, 401, 'invalidRefreshToken', 'forceLogout');
    });

    it('when the refresh token is unknown or missing, then 401 or 400 and nothing else happens', async () => {
      const unknown = await api.fetch(AUTH_PATHS.refresh, { json: { refresh_token: 'made-up' } });
      await expectRefusal(unknown, 401, 'invalidRefreshToken', 'forceLogout');
      const missing = await api.fetch(AUTH_PATHS.refresh, { json: {} });
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).errors?.[0]?.propertyName).toBe('refresh_token');
    });
  });

  describe('sign-out and introspection', () => {
    it('when the session is live, then introspection describes it and the shared verifier accepts it', async () => {
      const tokens = await api.signIn(BROKER);
      const response = await api.fetch(AUTH_PATHS.session, { token: tokens.access_token });
      expect(response.status).toBe(200);
      const info = sessionInfoSchema.parse(await response.json());
      expect(info.user.email).toBe(BROKER.email);

      const verifier = createTokenVerifier({ apiUrl: api.base });
      const auth = await verifier.verify(tokens.access_token);
      expect(auth).toMatchObject({ accountId: tokens.user.account_id, userId: tokens.user.id });
    });

    it('when the user signs out, then both tokens stop working at once', async () => {
      const tokens = await api.signIn(CARRIER);
      const out = await api.fetch(AUTH_PATHS.signOut, {
        token: tokens.access_token,
        json: { refresh_token: tokens.refresh_token },
      });
      expect(out.status).toBe(204);

      for (const path of [AUTH_PATHS.profile, AUTH_PATHS.session]) {
        const after = await api.fetch(path, { token: tokens.access_token });
        await expectRefusal(after, 401, 'invalidToken', 'forceLogout');
      }
      const refresh = await api.fetch(AUTH_PATHS.refresh, {
        json: { refresh_token: tokens.refresh_token },
      });
      await expectRefusal(refresh, 401, 'invalidRefreshToken', 'forceLogout');
      const verifier = createTokenVerifier({ apiUrl: api.base });
      await expect(verifier.verify(tokens.access_token)).rejects.toMatchObject({
        status: 401,
        body: { code: AUTH_ERRORS.invalidToken.code },
      });
    });

    it('when one of two sessions signs out, then the other stays live', async () => {
      const phone = await api.signIn(CARRIER);
      const laptop = await api.signIn(CARRIER);
      await api.fetch(AUTH_PATHS.signOut, { method: 'POST', token: phone.access_token });
      expect((await api.fetch(AUTH_PATHS.profile, { token: laptop.access_token })).status).toBe(
        200,
      );
    });
  });

  describe('access tokens', () => {
    it('when no token is sent, then 401 missingToken with forceLogout', async () => {
      await expectRefusal(await api.fetch(AUTH_PATHS.profile), 401, 'missingToken', 'forceLogout');
    });

    it('when the token has expired, then 401 tokenExpired with refreshToken', async () => {
      const tokens = await api.signIn(CARRIER);
      const claims = accessTokenClaimsSchema.parse(
        JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()),
      );
      const expired = await api.started.api.tokens.issue(
        { userId: claims.sub, accountId: claims.acc, sessionId: claims.sid, email: claims.email },
        { now: new Date(Date.now() - 2 * 60 * 60 * 1000) },
      );
      const response = await api.fetch(AUTH_PATHS.profile, { token: expired.token });
      await expectRefusal(response, 401, 'tokenExpired', 'refreshToken');
    });

    it('when the token is signed by another key under our kid, then 401 invalidToken', async () => {
      const tokens = await api.signIn(CARRIER);
      const header = decodeProtectedHeader(tokens.access_token);
      const payload = JSON.parse(
        Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString(),
      );
      const { privateKey } = await generateKeyPair('ES256');
      const forged = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid: header.kid })
        .sign(privateKey);
      await expectRefusal(
        await api.fetch(AUTH_PATHS.profile, { token: forged }),
        401,
        'invalidToken',
        'forceLogout',
      );
    });

    it('when the token is unsigned (alg none) or garbage, then 401 invalidToken', async () => {
      const tokens = await api.signIn(CARRIER);
      const payload = JSON.parse(
        Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString(),
      );
      const unsigned = new UnsecuredJWT(payload).encode();
      for (const token of [unsigned, 'garbage', `${tokens.access_token}x`]) {
        await expectRefusal(
          await api.fetch(AUTH_PATHS.profile, { token }),
          401,
          'invalidToken',
          'forceLogout',
        );
      }
    });

    it('when another replica starts on the same database, then it signs with the same key', async () => {
      const replica = await api.replica();
      const tokens = await api.signIn(CARRIER);
      const viaReplica = await fetch(`http://127.0.0.1:${replica.port}${AUTH_PATHS.profile}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(viaReplica.status).toBe(200);
      expect(replica.api.tokens.jwks()).toEqual(api.started.api.tokens.jwks());
    });

    it('when JWT_PRIVATE_KEY is an Ed25519 key, then tokens are EdDSA and the JWKS publishes it', async () => {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      await api.restart({
        jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
      const tokens = await api.signIn(BROKER);
      expect(decodeProtectedHeader(tokens.access_token).alg).toBe('EdDSA');
      const jwks = (await (await api.fetch(AUTH_PATHS.jwks)).json()) as { keys: JWK[] };
      const expected = await exportJWK(publicKey);
      expect(jwks.keys).toContainEqual(expect.objectContaining({ x: expected.x, alg: 'EdDSA' }));
      expect((await api.fetch(AUTH_PATHS.profile, { token: tokens.access_token })).status).toBe(
        200,
      );
    });
  });
});
