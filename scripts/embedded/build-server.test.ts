import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@fleet/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';

/** What `pnpm start` runs: the server bundle, started with plain Node (no tsx). */
describe('the embedded server bundle', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-server-bundle-'));
  const outfile = path.join(dir, 'embedded.mjs');
  let code = '';

  beforeAll(async () => {
    await buildServer(outfile);
    code = readFileSync(outfile, 'utf8');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const importsOf = (source: string) =>
    [
      ...source.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*["']([^"']+)["']/g),
      ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1]!);

  it('bundles the workspace packages and imports every dependency by its file URL', () => {
    const chunks = readdirSync(path.join(dir, 'chunks')).filter((f) => f.endsWith('.mjs'));
    const specifiers = [
      ...importsOf(code),
      ...chunks.flatMap((chunk) =>
        importsOf(readFileSync(path.join(dir, 'chunks', chunk), 'utf8')),
      ),
    ];
    expect(specifiers.length).toBeGreaterThan(20);
    const bare = specifiers.filter(
      (s) => !s.startsWith('file:///') && !s.startsWith('./') && !isBuiltin(s),
    );
    expect(bare).toEqual([]);
    // What only some configurations use loads with its chunk, not at start.
    const atStart = importsOf(code).join('\n');
    expect(atStart).not.toMatch(/@aws-sdk|\/node_modules\/pg\//);
    expect(chunks.some((chunk) => chunk.startsWith('s3-'))).toBe(true);
    expect(specifiers.some((s) => s.startsWith('@fleet/'))).toBe(false);
    // Dependencies resolve from the package that uses them (pnpm: its own node_modules).
    expect(specifiers.some((s) => s.includes('/node_modules/'))).toBe(true);
    // import.meta.url keeps its source file's value (the PDF parse worker sits beside it).
    expect(code).toContain('packages/api/src/documents/domain/parse-pool.ts');
  });

  it('starts with plain Node, serves its health check and the API, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-server-bundle-data-'));
    const port = await freePort();
    const child = spawn(process.execPath, [outfile], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 45_000;
      let health = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        health = await fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
        if (health === 200 && output.includes('Fleet Monitor is running')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health, output).toBe(200);
      const signIn = await fetch(`${base}/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@demo.test', password: 'not-a-password' }),
      });
      expect(signIn.status, output).toBe(401);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
