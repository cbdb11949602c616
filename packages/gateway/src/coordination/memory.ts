import { encodeEnvelope, withSeq } from '../topics/envelope';
import type { GatewayStatus } from '../ws/protocol';
import type { Coordination, CoordinationOptions, LogEntry, TopicSnapshot } from './coordination';

interface TopicState {
  lease?: { holder: string; expiresAt: number };
  seq: number;
  log: LogEntry[];
  endedAt?: number;
  status?: GatewayStatus;
  presence: Map<string, number>;
  listeners: Set<(message: string) => void>;
  /** Forgets the topic a while after its last follower left (Redis: the keys' TTL). */
  expiry?: NodeJS.Timeout;
}

/** How long a topic nobody follows keeps its counter and log (as the Redis keys' TTL). */
export const TOPIC_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What Redis would hold. One per process; tests may share one between two "instances". */
export class MemoryStore {
  readonly topics = new Map<string, TopicState>();
}

/**
 * The same coordination as Redis, in process, for a single instance (no REDIS_URL). Deliveries are
 * asynchronous (a microtask), like a message arriving from Redis.
 */
export class MemoryCoordination implements Coordination {
  readonly instanceId: string;
  private readonly topics: Map<string, TopicState>;
  private readonly listeners = new Map<string, (message: string) => void>();

  constructor(
    private readonly options: CoordinationOptions,
    store = new MemoryStore(),
  ) {
    this.instanceId = options.instanceId;
    this.topics = store.topics;
  }

  private state(topic: string): TopicState {
    let state = this.topics.get(topic);
    if (!state) {
      state = { seq: 0, log: [], presence: new Map(), listeners: new Set() };
      this.topics.set(topic, state);
    }
    return state;
  }

  private publish(state: TopicState, message: string): void {
    for (const listener of state.listeners) queueMicrotask(() => listener(message));
  }

  async subscribe(topic: string, listener: (message: string) => void): Promise<void> {
    const state = this.state(topic);
    clearTimeout(state.expiry);
    const previous = this.listeners.get(topic);
    if (previous) state.listeners.delete(previous);
    this.listeners.set(topic, listener);
    state.listeners.add(listener);
  }

  async unsubscribe(topic: string): Promise<void> {
    const state = this.topics.get(topic);
    const listener = this.listeners.get(topic);
    this.listeners.delete(topic);
    if (!state || !listener) return;
    state.listeners.delete(listener);
    if (state.listeners.size === 0) {
      clearTimeout(state.expiry);
      state.expiry = setTimeout(() => {
        if (state.listeners.size === 0) this.topics.delete(topic);
      }, TOPIC_KEY_TTL_MS);
      state.expiry.unref();
    }
  }

  onReconnect(): void {}

  async claim(topic: string): Promise<boolean> {
    const state = this.state(topic);
    const now = Date.now();
    if (state.lease && state.lease.expiresAt > now && state.lease.holder !== this.instanceId) {
      return false;
    }
    state.lease = { holder: this.instanceId, expiresAt: now + this.options.leaseTtlMs };
    return true;
  }

  async release(topic: string): Promise<void> {
    const state = this.topics.get(topic);
    if (state?.lease?.holder === this.instanceId) state.lease = undefined;
  }

  async append(
    topic: string,
    body: string,
    ts: number,
    floorSeq: number,
  ): Promise<LogEntry | undefined> {
    const state = this.state(topic);
    if (!(await this.claim(topic))) return undefined;
    state.seq = Math.max(state.seq + 1, floorSeq + 1);
    const entry = { seq: state.seq, text: withSeq(body, state.seq) };
    state.log.push(entry);
    if (state.log.length > this.options.replayMax) state.log.shift();
    this.publish(state, encodeEnvelope({ kind: 'event', origin: this.instanceId, ts, ...entry }));
    return entry;
  }

  async announce(topic: string, status: GatewayStatus): Promise<void> {
    const state = this.state(topic);
    state.status = status;
    this.publish(state, encodeEnvelope({ kind: 'status', origin: this.instanceId, status }));
  }

  async end(topic: string, lastSeq: number): Promise<void> {
    const state = this.state(topic);
    state.endedAt = lastSeq;
    this.publish(state, encodeEnvelope({ kind: 'end', origin: this.instanceId, seq: lastSeq }));
  }

  async snapshot(topic: string, maxEntries: number): Promise<TopicSnapshot> {
    const state = this.topics.get(topic);
    if (!state) return { lastSeq: 0, entries: [] };
    return {
      lastSeq: state.seq,
      entries: state.log.slice(-maxEntries),
      endedAt: state.endedAt,
      status: state.status,
    };
  }

  async touch(topic: string): Promise<void> {
    this.state(topic).presence.set(this.instanceId, Date.now() + this.options.presenceTtlMs);
  }

  async leave(topic: string): Promise<void> {
    this.topics.get(topic)?.presence.delete(this.instanceId);
  }

  async present(topic: string): Promise<number> {
    const presence = this.topics.get(topic)?.presence;
    if (!presence) return 0;
    const now = Date.now();
    for (const [instance, expiresAt] of presence) if (expiresAt <= now) presence.delete(instance);
    return presence.size;
  }

  async ping(): Promise<void> {}
  async close(): Promise<void> {
    for (const topic of [...this.listeners.keys()]) await this.unsubscribe(topic);
    for (const state of this.topics.values()) clearTimeout(state.expiry);
  }

  abort(): void {
    for (const [topic, listener] of this.listeners)
      this.topics.get(topic)?.listeners.delete(listener);
    this.listeners.clear();
  }
}
