import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('voice config', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    expect(loadConfig({})).toEqual({
      port: 3002,
      host: '0.0.0.0',
      apiUrl: 'http://127.0.0.1:3001',
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), 'data/voice'),
      databaseSchema: 'public',
      logLevel: undefined,
      internalToken: undefined,
      timeScale: 1,
      defaultCallerId: '+13125550100',
      approvalTimeoutMs: 120_000,
      skipCarrierInfo: false,
      telephonySeed: undefined,
      telephony: {
        provider: 'simulated',
        publicUrl: undefined,
        twilio: {
          accountSid: undefined,
          authToken: undefined,
          apiBaseUrl: 'https://api.twilio.com',
        },
        deepgram: { apiKey: undefined, apiBaseUrl: 'https://api.deepgram.com' },
      },
      maxActiveCalls: 10,
      flushIntervalMs: 250,
      wsHeartbeatMs: 30_000,
      leases: { ttlMs: 6_000, heartbeatMs: 2_000, sweepMs: 2_000 },
    });
  });

  it('when the voice settings are set, then they are used', () => {
    expect(
      loadConfig({
        VOICE_INTERNAL_TOKEN: 'a-long-enough-service-token',
        VOICE_TIME_SCALE: '0.01',
        VOICE_CALLER_ID: '+14155550100',
        VOICE_APPROVAL_TIMEOUT_MS: '60000',
        VOICE_SKIP_CARRIER_INFO: 'true',
        VOICE_TELEPHONY_SEED: '42',
        VOICE_MAX_ACTIVE_CALLS: '3',
      }),
    ).toMatchObject({
      internalToken: 'a-long-enough-service-token',
      timeScale: 0.01,
      defaultCallerId: '+14155550100',
      approvalTimeoutMs: 60_000,
      skipCarrierInfo: true,
      telephonySeed: 42,
      maxActiveCalls: 3,
    });
  });

  it('when variables are set, then they are used (empty means unset)', () => {
    expect(
      loadConfig({ PORT: '4002', DATABASE_URL: 'postgres://u@h:5432/voice', DATA_DIR: '' }),
    ).toMatchObject({
      port: 4002,
      databaseUrl: 'postgres://u@h:5432/voice',
      dataDir: resolve(process.cwd(), 'data/voice'),
    });
  });

  it('when DATA_DIR is relative, then it counts from where the command was typed', () => {
    expect(loadConfig({ DATA_DIR: 'd/v', INIT_CWD: '/srv/fleet' }).dataDir).toBe('/srv/fleet/d/v');
    expect(loadConfig({ DATA_DIR: '/abs/v', INIT_CWD: '/srv/fleet' }).dataDir).toBe('/abs/v');
  });

  it('when a variable is not valid, then start fails naming it', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ API_URL: 'nope' })).toThrow(/API_URL/);
    expect(() => loadConfig({ VOICE_INTERNAL_TOKEN: 'short' })).toThrow(/VOICE_INTERNAL_TOKEN/);
    expect(() => loadConfig({ VOICE_TIME_SCALE: '0' })).toThrow(/VOICE_TIME_SCALE/);
    expect(() => loadConfig({ VOICE_CALLER_ID: '555-0100' })).toThrow(/VOICE_CALLER_ID/);
    expect(() => loadConfig({ VOICE_SKIP_CARRIER_INFO: 'maybe' })).toThrow(
      /VOICE_SKIP_CARRIER_INFO/,
    );
  });

  it('when the Twilio provider is configured, then its settings are used', () => {
    expect(
      loadConfig({
        TELEPHONY_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_API_BASE_URL: 'http://127.0.0.1:4010',
        VOICE_PUBLIC_URL: 'https://voice.example.com',
        DEEPGRAM_API_KEY: 'dg-key',
        DEEPGRAM_API_BASE_URL: 'http://127.0.0.1:4011',
      }).telephony,
    ).toEqual({
      provider: 'twilio',
      publicUrl: 'https://voice.example.com',
      twilio: {
        accountSid: `AC${'0a'.repeat(16)}`,
        authToken: 'secret',
        apiBaseUrl: 'http://127.0.0.1:4010',
      },
      deepgram: { apiKey: 'dg-key', apiBaseUrl: 'http://127.0.0.1:4011' },
    });
    expect(() => loadConfig({ TELEPHONY_PROVIDER: 'vonage' })).toThrow(/TELEPHONY_PROVIDER/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ VOICE_PUBLIC_URL: 'voice.example.com' })).toThrow(/VOICE_PUBLIC_URL/);
  });

  it('when the call leases are set, then they are used; a lease must outlive two heartbeats', () => {
    expect(
      loadConfig({
        VOICE_LEASE_MS: '10000',
        VOICE_LEASE_HEARTBEAT_MS: '3000',
        VOICE_LEASE_SWEEP_MS: '1000',
      }).leases,
    ).toEqual({ ttlMs: 10_000, heartbeatMs: 3_000, sweepMs: 1_000 });
    expect(() => loadConfig({ VOICE_LEASE_MS: '3000' })).toThrow(
      /VOICE_LEASE_HEARTBEAT_MS: must be at most half of VOICE_LEASE_MS/,
    );
    expect(() => loadConfig({ VOICE_LEASE_MS: 'soon' })).toThrow(/VOICE_LEASE_MS/);
    expect(() => loadConfig({ VOICE_LEASE_SWEEP_MS: '0' })).toThrow(/VOICE_LEASE_SWEEP_MS/);
  });
});
