import type { Health } from '@fleet/contracts';
import { Router } from 'express';

export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/**
 * GET /healthz: the process is alive. GET /readyz: every dependency check passes (503 if not),
 * so an orchestrator stops routing to an instance whose database or Redis is gone.
 */
export function healthRoutes(service: string, checks: ReadinessChecks = {}): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const body: Health = { status: 'ok', service };
    res.json(body);
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2_000);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'failing'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    const body: Health = {
      status: ready ? 'ok' : 'unavailable',
      service,
      checks: Object.fromEntries(results),
    };
    res.status(ready ? 200 : 503).json(body);
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
