import type { RequestHandler } from 'express';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger };

/** One JSON logger per service; LOG_LEVEL sets the level (silent in tests unless asked). */
export function createLogger(service: string, level = process.env.LOG_LEVEL): Logger {
  const fallback = process.env.VITEST ? 'silent' : 'info';
  return pino({ name: service, level: level ?? fallback });
}

export function httpLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
