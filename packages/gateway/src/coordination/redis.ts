import { createRequire } from 'node:module';
import { backoffCeiling } from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import type { Redis, Result } from 'ioredis';
import { encodeEnvelope, withSeq } from '../topics/envelope';
import type { GatewayStatus } from '../ws/protocol';
import type { Coordination, CoordinationOptions, LogEntry, TopicSnapshot } from './coordination';
import { TOPIC_KEY_TTL_MS } from './memory';
import { APPEND, CLAIM, PRESENT, RELEASE, TOUCH } from './redis-scripts';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    gwClaim(lease: string, instance: string, ttlMs: number): Result<number, Context>;
    gwRelease(lease: string, instance: string): Result<number, Context>;
    gwAppend(
      lease: string,
      seq: string,
      log: string,
      ...args: Array<string | number>
    ): Result<number | null, Context>;
    gwTouch(presence: string, instance: string, ttlMs: number): Result<number, Context>;
    gwPresent(presence: string): Result<number, Context>;
  }
}

export interface RedisCoordinationOptions extends CoordinationOptions {
  url: string;
  /** Prefix of every key and channel (tests isolate themselves with a random one). */
  keyPrefix: string;
  logger: Logger;
}

const PING_TIMEOUT_MS = 1_000;

/**
 * Coordination through Redis, on two connections: commands and publishes on one, subscriptions on
 * the other (a subscribed connection can do nothing else). ioredis reconnects both; commands issued
 * meanwhile wait in its offline queue (bounded by maxRetriesPerRequest), so a short outage loses
 * nothing the owner receives. After a reconnect every channel is subscribed again before
 * `onReconnect` listeners run (they fill the gap from the log and re-claim their leases).
 */
export class RedisCoordination implements Coordination {
  readonly instanceId: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly listeners = new Map<string, (message: string) => void>();
  private readonly reconnectListeners: Array<() => void> = [];
  private readonly prefix: string;

  constructor(private readonly options: RedisCoordinationOptions) {
    this.instanceId = options.instanceId;
    this.prefix = options.keyPrefix;
    const common = {
      // 200 ms, 400 ms … up to 2 s between reconnects (ioredis counts times from 1).
      retryStrategy: (times: number) => backoffCeiling(times, { baseMs: 200, maxMs: 2_000 }),
      // A command in flight when the connection dropped is not resent: an append might run twice.
      autoResendUnfulfilledCommands: false,
    };
    // Loaded here, not at import: a gateway without Redis (the embedded default) never needs it.
    const { Redis: RedisClient } = createRequire(import.meta.url)(
      'ioredis',
    ) as typeof import('ioredis');
    this.pub = new RedisClient(options.url, {
      ...common,
      connectionName: `gw-pub-${this.instanceId}`,
    });
    this.sub = new RedisClient(options.url, {
      ...common,
      connectionName: `gw-sub-${this.instanceId}`,
    });
    const log = options.logger;
    this.pub.on('error', (error: Error) => log.warn({ err: error }, 'redis (commands) error'));
    this.sub.on('error', (error: Error) => log.warn({ err: error }, 'redis (subscriber) error'));
    this.sub.on('message', (channel: string, message: string) => {
      this.listeners.get(channel)?.(message);
    });
    let readyBefore = false;
    this.sub.on('ready', () => {
      if (!readyBefore) {
        readyBefore = true;
        return;
      }
      log.info('redis subscriber reconnected');
      this.resubscribe().catch((error: unknown) => log.warn({ err: error }, 'resubscribe failed'));
    });
    this.pub.defineCommand('gwClaim', { numberOfKeys: 1, lua: CLAIM });
    this.pub.defineCommand('gwRelease', { numberOfKeys: 1, lua: RELEASE });
    this.pub.defineCommand('gwAppend', { numberOfKeys: 3, lua: APPEND });
    this.pub.defineCommand('gwTouch', { numberOfKeys: 1, lua: TOUCH });
    this.pub.defineCommand('gwPresent', { numberOfKeys: 1, lua: PRESENT });
  }

  private key(topic: string, what: string): string {
    return `${this.prefix}{${topic}}:${what}`;
  }

  private channel(topic: string): string {
    return `${this.prefix}ch:${topic}`;
  }

  private async resubscribe(): Promise<void> {
    const channels = [...this.listeners.keys()];
    if (channels.length > 0) await this.sub.subscribe(...channels);
    for (const listener of this.reconnectListeners) listener();
  }

  async subscribe(topic: string, listener: (message: string) => void): Promise<void> {
    const channel = this.channel(topic);
    this.listeners.set(channel, listener);
    await this.sub.subscribe(channel);
  }

  async unsubscribe(topic: string): Promise<void> {
    const channel = this.channel(topic);
    this.listeners.delete(channel);
    await this.sub.unsubscribe(channel);
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async claim(topic: string): Promise<boolean> {
    const { instanceId, leaseTtlMs } = this.options;
    return (await this.pub.gwClaim(this.key(topic, 'lease'), instanceId, leaseTtlMs)) === 1;
  }

  async release(topic: string): Promise<void> {
    await this.pub.gwRelease(this.key(topic, 'lease'), this.instanceId);
  }

  async append(
    topic: string,
    body: string,
    ts: number,
    floorSeq: number,
  ): Promise<LogEntry | undefined> {
    const { instanceId, leaseTtlMs, replayMax } = this.options;
    const seq = await this.pub.gwAppend(
      this.key(topic, 'lease'),
      this.key(topic, 'seq'),
      this.key(topic, 'log'),
      instanceId,
      leaseTtlMs,
      body,
      ts,
      floorSeq,
      replayMax,
      this.channel(topic),
      TOPIC_KEY_TTL_MS,
    );
    return seq === null ? undefined : { seq, text: withSeq(body, seq) };
  }

  async announce(topic: string, status: GatewayStatus): Promise<void> {
    const envelope = encodeEnvelope({ kind: 'status', origin: this.instanceId, status });
    await this.pub
      .multi()
      .set(this.key(topic, 'status'), status, 'PX', TOPIC_KEY_TTL_MS)
      .publish(this.channel(topic), envelope)
      .exec();
  }

  async end(topic: string, lastSeq: number): Promise<void> {
    const envelope = encodeEnvelope({ kind: 'end', origin: this.instanceId, seq: lastSeq });
    await this.pub
      .multi()
      .set(this.key(topic, 'end'), lastSeq, 'PX', TOPIC_KEY_TTL_MS)
      .publish(this.channel(topic), envelope)
      .exec();
  }

  async snapshot(topic: string, maxEntries: number): Promise<TopicSnapshot> {
    const results = await this.pub
      .multi()
      .get(this.key(topic, 'seq'))
      .get(this.key(topic, 'end'))
      .get(this.key(topic, 'status'))
      .xrevrange(this.key(topic, 'log'), '+', '-', 'COUNT', maxEntries)
      .exec();
    if (!results) throw new Error('snapshot transaction aborted');
    const value = (index: number): unknown => {
      const [error, result] = results[index] ?? [];
      if (error) throw error;
      return result;
    };
    const entries: LogEntry[] = [];
    for (const [, fields] of (value(3) as Array<[string, string[]]>).reverse()) {
      const seq = Number(fields[fields.indexOf('seq') + 1]);
      const text = fields[fields.indexOf('ev') + 1];
      if (Number.isSafeInteger(seq) && text !== undefined) entries.push({ seq, text });
    }
    const ended = value(1);
    const status = value(2);
    return {
      lastSeq: Number(value(0) ?? 0),
      entries,
      endedAt: ended === null ? undefined : Number(ended),
      status: status === null ? undefined : (status as GatewayStatus),
    };
  }

  async touch(topic: string): Promise<void> {
    await this.pub.gwTouch(
      this.key(topic, 'presence'),
      this.instanceId,
      this.options.presenceTtlMs,
    );
  }

  async leave(topic: string): Promise<void> {
    await this.pub.zrem(this.key(topic, 'presence'), this.instanceId);
  }

  async present(topic: string): Promise<number> {
    return this.pub.gwPresent(this.key(topic, 'presence'));
  }

  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis ping timed out')), PING_TIMEOUT_MS);
    });
    const ping = this.pub.ping();
    ping.catch(() => {}); // may reject after the race is lost
    try {
      await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.pub, this.sub].map(async (redis) => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      }),
    );
  }

  abort(): void {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
