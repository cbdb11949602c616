import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleet/service-kit';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createEdgeServer, isGatewayUpgrade, routeFor } from './edge';

describe('edge routing', () => {
  it('when a path is an API path, then it goes to the API', () => {
    expect(routeFor('/v1/feature-manager/is-feature-enabled/INVOICE')).toBe('api');
    expect(routeFor('/.well-known/jwks.json')).toBe('api');
    expect(routeFor('/loadboard/dat/search')).toBe('api');
  });
  it('when a path is under /voice, then it goes to the voice service', () => {
    expect(routeFor('/voice/calls')).toBe('voice');
    expect(routeFor('/voice')).toBe('voice');
  });
  it('when a path is an app route, then the SPA serves it', () => {
    expect(routeFor('/home')).toBe('web');
    expect(routeFor('/voiceover')).toBe('web');
    expect(routeFor('/v1')).toBe('web');
  });
  it('when an upgrade is a watch topic, then the gateway takes it', () => {
    expect(isGatewayUpgrade('/voice/watch/abc?token=x')).toBe(true);
    expect(isGatewayUpgrade('/voice/load-offer-campaign-watcher/c1?token=x')).toBe(true);
    expect(isGatewayUpgrade('/voice/calls')).toBe(false);
  });
});

describe('edge security headers', () => {
  const startEdge = async (options: { hereEnabled?: boolean } = {}) => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'edge-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'assets', 'index-abc.js.map'), '{"version":3}');
    const server = createEdgeServer({
      distDir,
      apiUrl: 'http://127.0.0.1:9',
      voiceUrl: 'http://127.0.0.1:9',
      gatewayUrl: 'http://127.0.0.1:9',
      logger: createLogger('edge-test', 'silent'),
      ...options,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    onTestFinished(async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(distDir, { recursive: true, force: true });
    });
    return `http://127.0.0.1:${port}`;
  };

  it('when a page is served, then a strict CSP, nosniff, a referrer policy and no framing come with it', async () => {
    const base = await startEdge();
    const page = await fetch(`${base}/home`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/here/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('when a HERE key is configured, then HERE hosts are allowed, and only then', async () => {
    const base = await startEdge({ hereEnabled: true });
    const csp = (await fetch(`${base}/home`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.api.here.com;");
    expect(csp).toContain('https://*.hereapi.com');
  });

  it('when the request came over HTTPS through a trusted proxy, then HSTS is sent', async () => {
    const base = await startEdge();
    const secure = await fetch(`${base}/home`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('when a source map is asked for, then it is not served; the hashed asset is, cached for a year', async () => {
    const base = await startEdge();
    expect((await fetch(`${base}/assets/index-abc.js.map`)).status).toBe(404);
    const asset = await fetch(`${base}/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
