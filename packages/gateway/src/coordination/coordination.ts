import type { GatewayStatus } from '../ws/protocol';

/** One kept event: its seq and its encoded JSON text (seq included), as sent to browsers. */
export interface LogEntry {
  seq: number;
  text: string;
}

/** What a topic's state is at Redis when an instance starts following it. */
export interface TopicSnapshot {
  /** The topic's sequence counter (0 when no event was ever appended). */
  lastSeq: number;
  /** The kept events, oldest first (at most the requested count). */
  entries: LogEntry[];
  /** Set once the upstream ended the topic (closed with 1000): the seq of its last event. */
  endedAt?: number;
  /** The last status the owner announced. */
  status?: GatewayStatus;
}

/**
 * Coordination between gateway instances: the owner lease per topic, pub/sub per topic, the
 * sequence counter and the bounded replay log, and per-instance presence. Redis in production
 * (`redis.ts`), in-process for a single instance (`memory.ts`). Messages on a topic's channel are
 * envelopes (`../topics/envelope.ts`).
 */
export interface Coordination {
  readonly instanceId: string;

  subscribe(topic: string, listener: (message: string) => void): Promise<void>;
  unsubscribe(topic: string): Promise<void>;
  /** Called after a lost connection is back and every subscription is active again. */
  onReconnect(listener: () => void): void;

  /** Takes the lease when it is free, extends it when it is ours; false when another holds it. */
  claim(topic: string): Promise<boolean>;
  /** Gives the lease up if it is still ours. */
  release(topic: string): Promise<void>;

  /**
   * The owner's append: assigns the next seq (at least `floorSeq + 1`, so a counter lost with a
   * Redis restart continues), keeps the event in the log, publishes it. `body` is the event's
   * JSON object text without seq. Undefined when the lease is not ours (the event is dropped).
   */
  append(topic: string, body: string, ts: number, floorSeq: number): Promise<LogEntry | undefined>;
  /** Announces a status to every instance (and keeps it for late followers). */
  announce(topic: string, status: GatewayStatus): Promise<void>;
  /** Marks the topic ended after `lastSeq` and tells every instance. */
  end(topic: string, lastSeq: number): Promise<void>;
  snapshot(topic: string, maxEntries: number): Promise<TopicSnapshot>;

  /** This instance has local subscribers on the topic (refresh before the presence TTL). */
  touch(topic: string): Promise<void>;
  leave(topic: string): Promise<void>;
  /** How many instances have local subscribers on the topic. */
  present(topic: string): Promise<number>;

  /** Readiness: resolves when the backend answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Drops the connections without releasing anything (a crash, for tests and benches). */
  abort(): void;
}

export interface CoordinationOptions {
  instanceId: string;
  leaseTtlMs: number;
  /** Presence entries expire after this long without a touch. */
  presenceTtlMs: number;
  /** Events kept per topic. */
  replayMax: number;
}
