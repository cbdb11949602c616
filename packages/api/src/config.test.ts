import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const config = loadConfig({ INIT_CWD: '/srv/fleet' });
    expect(config).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
      dataDir: '/srv/fleet/data/api',
      outboxDir: '/srv/fleet/data/outbox',
      publicUrl: 'http://localhost:3000',
      seedDemo: false,
      redisUrl: undefined,
    });
  });

  it('when values are set, then they are parsed; empty values count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/fleet',
      DATA_DIR: '/var/lib/fleet',
      SEED_DEMO: 'true',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: '',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/fleet',
      dataDir: '/var/lib/fleet',
      seedDemo: true,
      redisUrl: 'redis://redis:6379',
      smtpUrl: undefined,
    });
    expect(config.jwtPrivateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
    );
  });

  it('when a value is bad, then the error names every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'x',
      });
    for (const name of ['PORT', 'SEED_DEMO', 'DATABASE_URL', 'PUBLIC_URL']) {
      expect(attempt).toThrow(name);
    }
  });

  it('when a HERE key is set, then routing goes to HERE; without one, to the offline estimate', () => {
    expect(loadConfig({})).toMatchObject({
      hereApiKey: undefined,
      hereRoutingUrl: 'https://router.hereapi.com',
      hereRoutingTimeoutMs: 5000,
    });
    expect(
      loadConfig({
        HERE_API_KEY: ' abcDEF_123-xyz ',
        HERE_ROUTING_URL: 'http://127.0.0.1:9999',
        HERE_ROUTING_TIMEOUT_MS: '800',
      }),
    ).toMatchObject({
      hereApiKey: 'abcDEF_123-xyz',
      hereRoutingUrl: 'http://127.0.0.1:9999',
      hereRoutingTimeoutMs: 800,
    });
    const bad = () =>
      loadConfig({
        HERE_API_KEY: 'has spaces in it',
        HERE_ROUTING_URL: 'ftp://x',
        HERE_ROUTING_TIMEOUT_MS: '5',
      });
    for (const name of ['HERE_API_KEY', 'HERE_ROUTING_URL', 'HERE_ROUTING_TIMEOUT_MS']) {
      expect(bad).toThrow(name);
    }
    expect(bad).not.toThrow('has spaces');
  });
  it('when TRUST_PROXY lists proxies, then only IPs, CIDRs and the named ranges pass', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, loopback,fd00::1 ' }).trustProxy).toBe(
      '10.0.0.0/8,loopback,fd00::1',
    );
    // Trusting every hop ('true', a hop count) would let any client pick its own rate-limit key.
    for (const bad of ['true', '1', 'proxy.example', '10.0.0.0/33', '10.0.0.0/8,,evil']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('when FLEET_CREDENTIALS_KEY is set, then it is 32 bytes from hex or base64; else refused without echoing it', () => {
    expect(loadConfig({}).fleetCredentialsKey).toBeUndefined();
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ FLEET_CREDENTIALS_KEY: hex }).fleetCredentialsKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ FLEET_CREDENTIALS_KEY: base64 }).fleetCredentialsKey).toEqual(
      Buffer.alloc(32, 7),
    );
    const bad = () => loadConfig({ FLEET_CREDENTIALS_KEY: 'not-a-key-secret-value' });
    expect(bad).toThrow(/FLEET_CREDENTIALS_KEY: must be 32 bytes as 64 hex digits or base64/);
    expect(bad).not.toThrow('not-a-key-secret-value');
  });

  it('when FILE_STORAGE_URL is unset, then files go to the disk beside DATA_DIR (or FILES_DIR)', () => {
    expect(loadConfig({ INIT_CWD: '/srv/fleet' }).fileStorage).toEqual({
      kind: 'local',
      dir: '/srv/fleet/data/files',
    });
    expect(loadConfig({ INIT_CWD: '/srv/fleet', FILES_DIR: 'uploads' }).fileStorage).toEqual({
      kind: 'local',
      dir: '/srv/fleet/uploads',
    });
    expect(loadConfig({}).uploadsPerAccount).toBe(3);
  });

  it('when TASKS_SCHEDULER_INTERVAL_MS is set, then the scheduler ticks at it; a bad value stops the start', () => {
    expect(loadConfig({}).tasksSchedulerIntervalMs).toBe(30_000);
    expect(loadConfig({ TASKS_SCHEDULER_INTERVAL_MS: '0' }).tasksSchedulerIntervalMs).toBe(0);
    expect(() => loadConfig({ TASKS_SCHEDULER_INTERVAL_MS: '-5' })).toThrow(
      /TASKS_SCHEDULER_INTERVAL_MS/,
    );
  });

  it('when FILE_STORAGE_URL names a bucket, then files go there; path style on a host:port', () => {
    expect(
      loadConfig({
        FILE_STORAGE_URL:
          's3+http://minio:minio%2F123@127.0.0.1:9000/fleet-files/notes?region=us-west-2',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'fleet-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-west-2',
      accessKeyId: 'minio',
      secretAccessKey: 'minio/123',
      forcePathStyle: true,
      prefix: 'notes/',
    });
    expect(
      loadConfig({ FILE_STORAGE_URL: 's3://AKIAX:s3cr3t@/bucket-a?region=eu-west-1' }).fileStorage,
    ).toMatchObject({
      bucket: 'bucket-a',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        FILE_STORAGE_URL: 's3://k:s@storage.example.com/bkt?forcePathStyle=false',
      }).fileStorage,
    ).toMatchObject({ endpoint: 'https://storage.example.com', forcePathStyle: false });
  });

  it('when FILE_STORAGE_URL is incomplete, then the start stops saying what is missing, never the secret', () => {
    const cases: [string, RegExp][] = [
      ['https://k:s@host/bucket', /FILE_STORAGE_URL: must start with s3:\/\//],
      ['s3://k:topsecret@host:9000/', /FILE_STORAGE_URL: must name a bucket/],
      ['s3://k@host:9000/bucket', /both the access key and the secret/],
      ['s3://k:topsecret@/bucket', /must give \?region=/],
      ['s3://k:topsecret@host/bucket?forcePathStyle=yes', /forcePathStyle must be true or false/],
      ['s3://k:topsecret@host/bucket?regoin=x', /unknown parameter regoin/],
      ['s3://k:topsecret@host/Bad_Bucket', /not a valid bucket name/],
    ];
    for (const [url, message] of cases) {
      const attempt = () => loadConfig({ FILE_STORAGE_URL: url });
      expect(attempt, url).toThrow(message);
      expect(attempt, url).not.toThrow('topsecret');
    }
  });
  it('when no LLM_ variable is set, then there is no model; when set, they are parsed', () => {
    expect(loadConfig({}).llm).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      timeoutMs: 8_000,
      refineBelow: 0.7,
    });
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_API_KEY: 'sk-abc',
        LLM_MODEL: 'llama3.1:8b',
        LLM_TIMEOUT_MS: '2500',
        LLM_REFINE_BELOW: '0.6',
      }).llm,
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-abc',
      model: 'llama3.1:8b',
      timeoutMs: 2_500,
      refineBelow: 0.6,
    });
    for (const name of ['LLM_BASE_URL', 'LLM_REFINE_BELOW']) {
      expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_REFINE_BELOW: '2' })).toThrow(name);
    }
  });
});
