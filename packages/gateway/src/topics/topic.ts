import { SLOW_CONSUMER_REASON } from '@fleet/contracts';
import type { Logger } from '@fleet/service-kit';
import { filter, type Observable, Subscription, share } from 'rxjs';
import { WebSocket } from 'ws';
import type { Coordination, LogEntry } from '../coordination/coordination';
import { encodeFrame, GATEWAY_CLOSE, type GatewayStatus, type TopicRef } from '../ws/protocol';
import { decodeEnvelope, type Envelope } from './envelope';
import { preciseNow, type UpstreamSignal } from './upstream';

/** A browser socket following a topic. */
export interface TopicClient {
  readonly socket: WebSocket;
  readonly log: Logger;
  /** The last seq this socket was sent (or told it had, with since). */
  lastSeq: number;
  /** Until the kept events are sent, live ones are not (they are in the ring by then). */
  joined: boolean;
}

export interface TopicMetrics {
  upstreamEvent(): void;
  delivered(sockets: number): void;
  fanout(via: 'local' | 'redis', seconds: number): void;
  slowClient(): void;
  upstreamConnected(delta: 1 | -1): void;
}

export interface TopicSettings {
  leaseTtlMs: number;
  graceMs: number;
  replayMax: number;
  slowClientBufferBytes: number;
}

export interface TopicDeps {
  ref: TopicRef;
  coordination: Coordination;
  /** Opens the topic's upstream (cold: subscribing connects). */
  connectUpstream: () => Observable<UpstreamSignal>;
  settings: TopicSettings;
  metrics: TopicMetrics;
  logger: Logger;
  /** The topic has no local socket, no lease and no Redis subscription left: forget it. */
  onDisposed: () => void;
  /** The previous Topic of the same key, still leaving Redis: start after it. */
  after?: Promise<void>;
}

const RETRY_MS = 500;
/** A slow socket that does not finish its close handshake in this time is cut off. */
const SLOW_CLOSE_TIMEOUT_MS = 5_000;
const SEND_AS_TEXT = { binary: false } as const;
/** Event ids remembered per topic (a call has far fewer events; a campaign's oldest are forgotten). */
const EVENT_IDS_KEPT = 10_000;

/**
 * One call or campaign on this instance: its local sockets, its subscription to the topic's
 * channel, the kept events (a local copy of the replay log, so a joiner is served without a round
 * trip), and, while this instance holds the lease, the upstream.
 *
 * Events reach `accept` strictly in seq order, once: an event past a gap waits in `pending` while
 * the missing ones are read from the log (a pub/sub message lost to a Redis outage, or the events
 * published between subscribing and reading the log on start).
 */
export class Topic {
  private readonly clients = new Set<TopicClient>();
  private ring: LogEntry[] = [];
  /**
   * The voice service's `event_id`s this topic has sequenced (insertion order, bounded). A new
   * upstream (a reconnect, or another owner after a failover) starts with the call's state so far:
   * those events keep their ids and are dropped here instead of getting new seqs.
   */
  private readonly eventIds = new Set<string>();
  private lastSeq = 0;
  /** Envelopes held back while the log is read (start, gap, reconnect). */
  private pending: Envelope[] | null = [];
  private started = false;
  private status: GatewayStatus = 'waiting_for_upstream';
  private endedAt: number | undefined;
  private owner = false;
  private upstream: Subscription | undefined;
  private upstreamOpen = false;
  private lastAppend: Promise<unknown> = Promise.resolve();
  private tickTimer: NodeJS.Timeout | undefined;
  private emptySince: number | undefined = Date.now();
  private idleSince: number | undefined;
  private present = false;
  private disposed = false;
  private ticking = false;
  private disposal: Promise<void> | undefined;
  private readonly log: Logger;

  constructor(private readonly deps: TopicDeps) {
    this.log = deps.logger.child({ topic: deps.ref.key });
    void this.start();
    this.scheduleTick();
  }

  get key(): string {
    return this.deps.ref.key;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  get isOwner(): boolean {
    return this.owner;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Subscribes first, then reads the log: no event can fall between the two. */
  private async start(): Promise<void> {
    const { coordination, settings } = this.deps;
    await this.deps.after;
    while (!this.disposed) {
      try {
        await coordination.subscribe(this.key, (message) => this.onMessage(message));
        const snapshot = await coordination.snapshot(this.key, settings.replayMax);
        if (this.disposed) return;
        this.ring = snapshot.entries;
        for (const entry of snapshot.entries) this.rememberEventId(eventIdOf(entry.text));
        this.lastSeq = Math.max(snapshot.lastSeq, snapshot.entries.at(-1)?.seq ?? 0);
        if (snapshot.status) this.status = snapshot.status;
        this.endedAt = snapshot.endedAt;
        this.started = true;
        this.drain();
        for (const client of this.clients) this.welcome(client);
        if (this.endedAt !== undefined) this.finish(this.endedAt);
        else this.kick(); // claim at once rather than at the next tick
        return;
      } catch (error) {
        this.log.warn({ err: error }, 'topic start failed; retrying');
        await delay(RETRY_MS);
      }
    }
  }

  /** Adds a socket. `since`: the last seq it processed, when it resumes. */
  join(client: TopicClient, since: number | undefined): void {
    client.lastSeq = since ?? -1;
    client.joined = false;
    this.clients.add(client);
    this.emptySince = undefined;
    if (!this.present) this.touchPresence();
    if (this.started) this.welcome(client);
  }

  leave(client: TopicClient): void {
    if (!this.clients.delete(client)) return;
    if (this.clients.size === 0) {
      this.emptySince = Date.now();
      this.present = false;
      this.deps.coordination
        .leave(this.key)
        .catch((error: unknown) => this.log.debug({ err: error }, 'presence leave failed'));
    }
  }

  /** The status, then what the socket missed (or the kept events), then the live ones. */
  private welcome(client: TopicClient): void {
    if (client.joined || !this.clients.has(client)) return;
    const { socket } = client;
    send(socket, encodeFrame({ type: 'gateway_status', status: this.status }));
    const since = client.lastSeq;
    const first = this.ring[0]?.seq;
    let replay: LogEntry[];
    if (since < 0) {
      replay = this.ring;
    } else if (since <= this.lastSeq && (since === this.lastSeq || (first ?? 0) <= since + 1)) {
      replay = this.ring.filter((entry) => entry.seq > since);
    } else {
      // Events after `since` are no longer kept, or `since` is from before a reset of the counter.
      send(socket, encodeFrame({ type: 'gateway_resync', from_seq: first ?? this.lastSeq + 1 }));
      replay = this.ring;
    }
    for (const entry of replay) send(socket, entry.text);
    this.deps.metrics.delivered(replay.length);
    client.lastSeq = this.lastSeq;
    client.joined = true;
    if (this.endedAt !== undefined && this.lastSeq >= this.endedAt) {
      socket.close(1000, 'topic ended');
      return;
    }
    this.checkBuffer(client);
  }

  private onMessage(message: string): void {
    const envelope = decodeEnvelope(message);
    if (!envelope) {
      this.log.warn({ length: message.length }, 'malformed envelope dropped');
      return;
    }
    this.onEnvelope(envelope);
  }

  private onEnvelope(envelope: Envelope): void {
    if (envelope.kind === 'status') {
      this.setStatus(envelope.status);
      return;
    }
    if (this.pending) {
      this.pending.push(envelope);
      return;
    }
    // An event needs every one before it; the end needs every one up to its seq.
    const needs = envelope.kind === 'end' ? envelope.seq : envelope.seq - 1;
    if (needs > this.lastSeq) {
      this.pending = [envelope];
      void this.fillGap();
      return;
    }
    this.apply(envelope);
  }

  private apply(envelope: Envelope): void {
    if (envelope.kind === 'end') {
      this.finish(envelope.seq);
      return;
    }
    if (envelope.kind !== 'event' || envelope.seq <= this.lastSeq) return;
    if (envelope.seq > this.lastSeq + 1) {
      this.log.warn({ from: this.lastSeq + 1, to: envelope.seq - 1 }, 'events lost for good');
    }
    const via = envelope.origin === this.deps.coordination.instanceId ? 'local' : 'redis';
    this.accept({ seq: envelope.seq, text: envelope.text }, via, envelope.ts);
  }

  /** Reads what the log has after our last seq, then releases what was held back. */
  private async fillGap(): Promise<void> {
    while (!this.disposed) {
      try {
        const snapshot = await this.deps.coordination.snapshot(
          this.key,
          this.deps.settings.replayMax,
        );
        for (const entry of snapshot.entries) {
          if (entry.seq > this.lastSeq) this.accept(entry, 'redis');
        }
        this.drain();
        return;
      } catch (error) {
        this.log.warn({ err: error }, 'reading the replay log failed; retrying');
        await delay(RETRY_MS);
      }
    }
  }

  private drain(): void {
    const held = this.pending ?? [];
    this.pending = null;
    held.sort((a, b) => (a.kind === 'status' ? 0 : a.seq) - (b.kind === 'status' ? 0 : b.seq));
    for (const envelope of held) this.apply(envelope);
  }

  /** Keeps the event and sends its text to every joined socket that has not had it. */
  private accept(entry: LogEntry, via: 'local' | 'redis', ts?: number): void {
    const { settings, metrics } = this.deps;
    this.lastSeq = entry.seq;
    this.rememberEventId(eventIdOf(entry.text));
    this.ring.push(entry);
    if (this.ring.length > settings.replayMax) this.ring.shift();
    const data = Buffer.from(entry.text);
    let sent = 0;
    for (const client of this.clients) {
      if (!client.joined || entry.seq <= client.lastSeq) continue;
      client.lastSeq = entry.seq;
      if (client.socket.readyState !== WebSocket.OPEN) continue;
      client.socket.send(data, SEND_AS_TEXT);
      sent += 1;
      this.checkBuffer(client);
    }
    metrics.delivered(sent);
    if (ts !== undefined && sent > 0) metrics.fanout(via, (preciseNow() - ts) / 1000);
  }

  /** Never wait for a slow socket: past the cap it is closed, the others go on. */
  private checkBuffer(client: TopicClient): void {
    const { socket } = client;
    if (socket.bufferedAmount <= this.deps.settings.slowClientBufferBytes) return;
    client.log.warn({ buffered: socket.bufferedAmount }, 'slow consumer; closing');
    this.deps.metrics.slowClient();
    this.leave(client);
    send(
      socket,
      encodeFrame({
        type: 'error',
        code: SLOW_CONSUMER_REASON,
        message: 'This connection fell behind. Please reconnect.',
      }),
    );
    socket.close(GATEWAY_CLOSE.tryAgainLater, SLOW_CONSUMER_REASON);
    setTimeout(() => socket.terminate(), SLOW_CLOSE_TIMEOUT_MS).unref();
  }

  private setStatus(status: GatewayStatus): void {
    if (status === this.status) return;
    this.status = status;
    const frame = encodeFrame({ type: 'gateway_status', status });
    for (const client of this.clients) if (client.joined) send(client.socket, frame);
  }

  /** The upstream ended the topic: every socket has the events up to `endSeq`; now 1000. */
  private finish(endSeq: number): void {
    this.endedAt = endSeq;
    for (const client of this.clients) {
      if (client.joined) client.socket.close(1000, 'topic ended');
    }
    this.stopUpstream();
    void this.dispose();
  }

  private touchPresence(): void {
    this.present = true;
    this.deps.coordination
      .touch(this.key)
      .catch((error: unknown) => this.log.debug({ err: error }, 'presence touch failed'));
  }

  // Lease, presence and grace: one jittered tick, well within the lease TTL.
  private scheduleTick(): void {
    if (this.disposed) return;
    const interval = this.deps.settings.leaseTtlMs / 4;
    this.tickTimer = setTimeout(() => void this.tick(), interval * (0.5 + Math.random()));
    this.tickTimer.unref();
  }

  private kick(): void {
    if (this.ticking || this.disposed) return;
    clearTimeout(this.tickTimer);
    void this.tick();
  }

  private async tick(): Promise<void> {
    const { coordination, settings } = this.deps;
    const now = Date.now();
    this.ticking = true;
    try {
      if (this.clients.size > 0) await coordination.touch(this.key);
      if (this.owner) {
        if (!(await coordination.claim(this.key))) {
          this.log.warn('lease lost to another instance; closing the upstream');
          this.stopUpstream();
        } else if (this.clients.size === 0 && (await coordination.present(this.key)) === 0) {
          this.idleSince ??= now;
          if (now - this.idleSince >= settings.graceMs) {
            this.log.info('no subscriber left anywhere; closing the upstream');
            this.stopUpstream();
            await coordination.release(this.key);
          }
        } else {
          this.idleSince = undefined;
        }
      } else if (this.clients.size > 0 && this.started && this.endedAt === undefined) {
        if (await coordination.claim(this.key)) this.becomeOwner();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'lease tick failed');
    } finally {
      this.ticking = false;
    }
    if (!this.owner && this.emptySince !== undefined && now - this.emptySince >= settings.graceMs) {
      await this.dispose();
      return;
    }
    this.scheduleTick();
  }

  private becomeOwner(): void {
    if (this.owner || this.disposed) return;
    this.owner = true;
    this.idleSince = undefined;
    this.log.info('lease taken; opening the upstream');
    if (this.status === 'live') this.announce('upstream_lost');
    const upstream$ = this.deps.connectUpstream().pipe(share());
    const subscription = new Subscription();
    subscription.add(
      upstream$.pipe(filter((signal) => signal.kind !== 'event')).subscribe((signal) => {
        this.setUpstreamOpen(signal.kind === 'open');
        // An open socket is not yet a stream (the voice service may still refuse or close it):
        // 'live' waits for the first event.
        if (signal.kind === 'lost') this.announce('upstream_lost');
      }),
    );
    subscription.add(
      upstream$.subscribe({
        next: (signal) => {
          if (signal.kind !== 'event') return;
          if (this.status !== 'live') this.announce('live');
          this.sequence(signal.body, signal.ts);
        },
        complete: () => void this.upstreamEnded(),
      }),
    );
    this.upstream = subscription;
  }

  /** The owner gives the event its seq (Redis), which also publishes it; local sockets get it now. */
  private sequence(body: string, ts: number): void {
    const { coordination, metrics } = this.deps;
    metrics.upstreamEvent();
    const eventId = eventIdOf(body);
    if (eventId !== undefined) {
      if (this.eventIds.has(eventId)) {
        this.log.debug({ event_id: eventId }, 'event already sequenced; dropped');
        return;
      }
      this.rememberEventId(eventId); // before the append resolves: a quick repeat is dropped too
    }
    const appended = coordination.append(this.key, body, ts, this.lastSeq).then(
      (entry) => {
        if (!entry) {
          if (this.owner) this.log.warn('append refused: the lease is held by another instance');
          this.stopUpstream();
          return;
        }
        this.onEnvelope({ kind: 'event', origin: coordination.instanceId, ts, ...entry });
      },
      (error: unknown) => this.log.warn({ err: error }, 'append failed; event dropped'),
    );
    this.lastAppend = appended;
  }

  private rememberEventId(id: string | undefined): void {
    if (id === undefined || this.eventIds.has(id)) return;
    this.eventIds.add(id);
    if (this.eventIds.size > EVENT_IDS_KEPT) {
      this.eventIds.delete(this.eventIds.values().next().value as string);
    }
  }

  private async upstreamEnded(): Promise<void> {
    this.log.info('upstream closed the topic (1000)');
    this.setUpstreamOpen(false);
    await this.lastAppend;
    const endSeq = this.lastSeq;
    try {
      await this.deps.coordination.end(this.key, endSeq);
    } catch (error) {
      this.log.warn({ err: error }, 'could not announce the end of the topic');
    }
    this.onEnvelope({ kind: 'end', origin: this.deps.coordination.instanceId, seq: endSeq });
  }

  private announce(status: GatewayStatus): void {
    this.setStatus(status);
    this.deps.coordination
      .announce(this.key, status)
      .catch((error: unknown) => this.log.warn({ err: error }, 'status announce failed'));
  }

  private setUpstreamOpen(open: boolean): void {
    if (open === this.upstreamOpen) return;
    this.upstreamOpen = open;
    this.deps.metrics.upstreamConnected(open ? 1 : -1);
  }

  private stopUpstream(): void {
    if (!this.owner) return;
    this.owner = false;
    this.upstream?.unsubscribe();
    this.upstream = undefined;
    this.setUpstreamOpen(false);
  }

  /** After a Redis reconnect: catch up from the log; an owner re-claims at once. */
  onReconnect(): void {
    if (!this.started || this.disposed) return;
    if (!this.pending) {
      this.pending = [];
      void this.fillGap();
    }
    if (this.clients.size > 0) this.touchPresence();
    if (this.owner) {
      this.deps.coordination.claim(this.key).then(
        (ours) => {
          if (!ours) this.stopUpstream();
        },
        (error: unknown) => this.log.warn({ err: error }, 're-claim after reconnect failed'),
      );
    }
  }

  /** Leaves Redis politely: the lease is released so another instance takes over at once. */
  dispose(): Promise<void> {
    this.disposal ??= this.leaveRedis();
    return this.disposal;
  }

  private async leaveRedis(): Promise<void> {
    this.disposed = true;
    clearTimeout(this.tickTimer);
    const wasOwner = this.owner;
    this.stopUpstream();
    const { coordination } = this.deps;
    const steps = [coordination.unsubscribe(this.key), coordination.leave(this.key)];
    if (wasOwner) steps.push(coordination.release(this.key));
    const results = await Promise.allSettled(steps);
    for (const result of results) {
      if (result.status === 'rejected') this.log.debug({ err: result.reason }, 'leave failed');
    }
    this.deps.onDisposed();
  }

  /** A crash: the upstream is dropped, nothing is released (tests, benches). */
  abort(): void {
    this.disposed = true;
    this.disposal ??= Promise.resolve();
    clearTimeout(this.tickTimer);
    this.stopUpstream();
  }
}

function send(socket: WebSocket, text: string): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(text);
}

const EVENT_ID = /"event_id":"((?:[^"\\]|\\.){1,200})"/;

/** The voice service's id of an event (its JSON text, as sent), if it has one. */
export function eventIdOf(text: string): string | undefined {
  return EVENT_ID.exec(text)?.[1];
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
