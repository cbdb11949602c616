import type { AddressInfo } from 'node:net';
import type { ApiError } from '@fleet/contracts';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDatabase } from './db';
import { errorMiddleware, HttpError, notFoundHandler, validate } from './errors';
import { healthRoutes } from './health';
import { createLogger } from './logger';
import { type StartedServer, startServer } from './server';

const logger = createLogger('test', 'silent');
let started: StartedServer | undefined;

afterEach(async () => {
  await started?.close();
  started = undefined;
});

async function serve(configure: (app: express.Express) => void) {
  const app = express();
  app.use(express.json());
  configure(app);
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  started = await startServer(app, { port: 0, host: '127.0.0.1', logger });
  return `http://127.0.0.1:${started.port}`;
}

describe('health routes', () => {
  it('when every check passes, then readyz is 200 and names each check ok', async () => {
    const base = await serve((app) => app.use(healthRoutes('svc', { db: async () => 1 })));
    const live = await fetch(`${base}/healthz`);
    expect(await live.json()).toEqual({ status: 'ok', service: 'svc' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', service: 'svc', checks: { db: 'ok' } });
  });

  it('when a check fails, then readyz is 503 and healthz still answers', async () => {
    const base = await serve((app) =>
      app.use(
        healthRoutes('svc', {
          db: async () => 1,
          redis: () => Promise.reject(new Error('down')),
        }),
      ),
    );
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { db: 'ok', redis: 'failing' } });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('error middleware', () => {
  it('when a handler throws an HttpError, then its status and body reach the client', async () => {
    const base = await serve((app) =>
      app.get('/boom', () => {
        throw new HttpError(401, { code: 'auth/x', message: 'No', action: 'refreshToken' });
      }),
    );
    const response = await fetch(`${base}/boom`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'auth/x',
      message: 'No',
      action: 'refreshToken',
    });
  });

  it('when a body fails its schema, then 400 lists each bad field', async () => {
    const schema = z.object({ email: z.email(), age: z.number().int() });
    const base = await serve((app) =>
      app.post('/people', (req, res) => {
        res.json(validate(schema, req.body));
      }),
    );
    const response = await fetch(`${base}/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope', age: 'x' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.code).toBe('validation/invalid');
    expect(body.errors?.map((e) => e.propertyName).sort()).toEqual(['age', 'email']);
  });

  it('when the JSON is malformed, then 400 and no crash', async () => {
    const base = await serve(() => {});
    const response = await fetch(`${base}/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).code).toBe('validation/malformed-body');
  });

  it('when an unexpected error escapes, then 500 says API Error and hides the cause', async () => {
    const base = await serve((app) =>
      app.get('/bug', async () => {
        throw new Error('secret detail');
      }),
    );
    const response = await fetch(`${base}/bug`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'internal', message: 'API Error' });
  });

  it('when the database cannot be reached, then 503 with Retry-After, not 500', async () => {
    // A real PostgreSQL client towards a port nothing listens on, and a closed PGlite.
    const unreachable = await createDatabase({ url: 'postgres://fleet@127.0.0.1:1/none' });
    const closed = await createDatabase({});
    await closed.close();
    const base = await serve((app) => {
      app.get('/pg', async (_req, res) => {
        res.json(await unreachable.query('SELECT 1'));
      });
      app.get('/pglite', async (_req, res) => {
        res.json(await closed.query('SELECT 1'));
      });
    });
    for (const path of ['/pg', '/pglite']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        code: 'service/unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    await unreachable.close();
  });

  it('when no route matches, then 404 in the same shape', async () => {
    const base = await serve(() => {});
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).code).toBe('not-found');
  });
});

describe('startServer', () => {
  it('when closed, then it stops accepting connections', async () => {
    const base = await serve(() => {});
    const port = (started!.server.address() as AddressInfo).port;
    await started!.close();
    started = undefined;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(port).toBeGreaterThan(0);
  });
});
