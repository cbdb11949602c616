import { createServer } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createService } from './service';

const logger = createLogger('test', 'silent');
const config = { port: 0, host: '127.0.0.1', logLevel: 'silent' };

describe('createService', () => {
  it('when started, then it serves the app, and close runs beforeClose, drains HTTP, then afterClose', async () => {
    const order: string[] = [];
    const service = await createService({
      name: 'svc',
      config,
      logger,
      build: async () => {
        const app = express();
        app.get('/x', (_req, res) => {
          order.push('request');
          res.json({ ok: true });
        });
        return {
          app,
          parts: { name: 'parts' },
          onListening: (server) => order.push(`listening:${server.listening}`),
          beforeClose: async () => {
            order.push('beforeClose');
            // HTTP still answers while the service ends its own work.
            const during = await fetch(`http://127.0.0.1:${service.port}/x`);
            order.push(`during:${during.status}`);
          },
          afterClose: async () => {
            order.push('afterClose');
          },
        };
      },
    });
    expect(service.parts).toEqual({ name: 'parts' });
    expect((await fetch(`http://127.0.0.1:${service.port}/x`)).status).toBe(200);
    await Promise.all([service.close(), service.close()]);
    expect(order).toEqual([
      'listening:true',
      'request',
      'beforeClose',
      'request',
      'during:200',
      'afterClose',
    ]);
    await expect(fetch(`http://127.0.0.1:${service.port}/x`)).rejects.toThrow();
  });

  it('when the port is taken, then the start fails and what build opened is released', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    let released = false;
    try {
      await expect(
        createService({
          name: 'svc',
          config: { ...config, port },
          logger,
          build: async () => ({
            app: express(),
            parts: {},
            afterClose: async () => {
              released = true;
            },
          }),
        }),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(released).toBe(true);
    } finally {
      blocker.close();
    }
  });
});
