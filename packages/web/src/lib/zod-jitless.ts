/**
 * What `zod` resolves to in the web build (vite.config.ts alias): zod itself, switched to jitless
 * before any schema parses. Otherwise zod probes `new Function` once to decide whether it may
 * compile fast parsers, and under our Content-Security-Policy (no 'unsafe-eval') that probe is
 * reported as a violation, though zod catches it and works on.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
