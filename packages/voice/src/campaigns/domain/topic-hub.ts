/**
 * The live side of campaigns on this replica: one channel per campaign (its push events, §4 "Push
 * events") and one per campaign call (its per-call connection messages, §4). A watcher (the
 * gateway's upstream socket) gets the channel's current state first, then every message in order,
 * each with an `event_id` that stays the same for the same piece of state, so the gateway drops
 * what a new upstream repeats. Closing a channel ends its watchers (the socket closes 1000).
 */

type Message = { type: string } & Record<string, unknown>;

export interface TopicWatcher {
  message(message: Message & { event_id: string }): void;
  end(): void;
}

class Channel {
  private readonly watchers = new Set<TopicWatcher>();
  private eventNo = 0;
  private readonly sent = new Map<string, { id: string; json: string }>();
  closed = false;
  /** The topic runs on this replica (its pushes come from here). */
  runsHere = false;

  constructor(
    private readonly id: string,
    /** The state as messages, for a new watcher (initial_status, or the call so far). */
    public snapshot: () => Message[],
    /** Which piece of state a message carries (undefined: a one-off event). */
    public slotOf: (message: Message) => string | undefined,
  ) {}

  get watcherCount(): number {
    return this.watchers.size;
  }

  watch(watcher: TopicWatcher): () => void {
    this.watchers.add(watcher);
    for (const message of this.snapshot()) watcher.message(this.identify(message));
    return () => this.watchers.delete(watcher);
  }

  publish(message: Message): void {
    if (this.closed) return;
    const identified = this.identify(message);
    for (const watcher of this.watchers) {
      try {
        watcher.message(identified);
      } catch {
        this.watchers.delete(watcher);
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const watcher of [...this.watchers]) {
      try {
        watcher.end();
      } catch {
        // gone anyway
      }
    }
    this.watchers.clear();
  }

  private identify(message: Message): Message & { event_id: string } {
    const slot = this.slotOf(message);
    const json = JSON.stringify(message);
    const known = slot === undefined ? undefined : this.sent.get(slot);
    if (known && known.json === json) return { event_id: known.id, ...message };
    this.eventNo += 1;
    const id = `${this.id}:${this.eventNo}`;
    if (slot !== undefined) this.sent.set(slot, { id, json });
    return { event_id: id, ...message };
  }
}

export class TopicHub {
  private readonly channels = new Map<string, Channel>();

  /** Opens (or takes over) the channel of a topic that runs here. */
  open(
    id: string,
    snapshot: () => Message[],
    slotOf: (message: Message) => string | undefined = () => undefined,
  ): void {
    const existing = this.channels.get(id);
    if (existing) {
      // Watchers that came first (watchAnyway) stay and get the pushes from now on.
      existing.runsHere = true;
      existing.snapshot = snapshot;
      existing.slotOf = slotOf;
      return;
    }
    const channel = new Channel(id, snapshot, slotOf);
    channel.runsHere = true;
    this.channels.set(id, channel);
  }

  /**
   * Watches a topic that may not run here (a campaign nobody drives right now): the channel is
   * made on demand, so pushes reach the watcher if this replica starts driving it, and it is
   * dropped with its last watcher.
   */
  watchAnyway(id: string, watcher: TopicWatcher): () => void {
    let channel = this.channels.get(id);
    if (!channel) {
      channel = new Channel(
        id,
        () => [],
        () => undefined,
      );
      this.channels.set(id, channel);
    }
    const stop = channel.watch(watcher);
    const watched = channel;
    return () => {
      stop();
      if (!watched.runsHere && watched.watcherCount === 0 && this.channels.get(id) === watched) {
        this.channels.delete(id);
      }
    };
  }

  has(id: string): boolean {
    return this.channels.has(id);
  }

  publish(id: string, message: Message): void {
    this.channels.get(id)?.publish(message);
  }

  /** Adds a watcher to a live topic; undefined when the topic does not run here. */
  watch(id: string, watcher: TopicWatcher): (() => void) | undefined {
    return this.channels.get(id)?.watch(watcher);
  }

  /** Ends the topic: its watchers are told, and it is forgotten. */
  close(id: string): void {
    this.channels.get(id)?.close();
    this.channels.delete(id);
  }

  watcherCount(id: string): number {
    return this.channels.get(id)?.watcherCount ?? 0;
  }
}
