import { describe, expect, it } from 'vitest';
import { isGatewayUpgrade, routeFor } from './edge';

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
