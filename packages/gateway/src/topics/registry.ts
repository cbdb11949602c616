import type { Logger } from '@fleet/service-kit';
import type { Observable } from 'rxjs';
import type { Coordination } from '../coordination/coordination';
import type { TopicRef } from '../ws/protocol';
import { Topic, type TopicClient, type TopicMetrics, type TopicSettings } from './topic';
import type { UpstreamSignal } from './upstream';

export interface TopicRegistryOptions {
  coordination: Coordination;
  settings: TopicSettings;
  metrics: TopicMetrics;
  logger: Logger;
  connectUpstream: (topic: TopicRef) => Observable<UpstreamSignal>;
}

/** The topics this instance follows, created on the first socket, forgotten once disposed. */
export class TopicRegistry {
  private readonly topics = new Map<string, Topic>();
  /** Topics still leaving Redis; a new Topic of the same key starts after its predecessor. */
  private readonly leaving = new Map<string, Promise<void>>();

  constructor(private readonly options: TopicRegistryOptions) {
    options.coordination.onReconnect(() => {
      for (const topic of this.topics.values()) topic.onReconnect();
    });
  }

  get size(): number {
    return this.topics.size;
  }

  /** The topic of that key on this instance, if any (tests and metrics). */
  get(key: string): Topic | undefined {
    return this.topics.get(key);
  }

  join(ref: TopicRef, client: TopicClient, since: number | undefined): Topic {
    let topic = this.topics.get(ref.key);
    if (!topic || topic.isDisposed) {
      if (topic) this.waitFor(ref.key, topic.dispose());
      topic = this.create(ref);
    }
    topic.join(client, since);
    return topic;
  }

  private waitFor(key: string, disposal: Promise<void>): void {
    this.leaving.set(key, disposal);
    void disposal.finally(() => {
      if (this.leaving.get(key) === disposal) this.leaving.delete(key);
    });
  }

  private create(ref: TopicRef): Topic {
    const { coordination, settings, metrics, logger, connectUpstream } = this.options;
    const topic: Topic = new Topic({
      ref,
      coordination,
      settings,
      metrics,
      logger,
      connectUpstream: () => connectUpstream(ref),
      after: this.leaving.get(ref.key),
      onDisposed: () => {
        if (this.topics.get(ref.key) === topic) this.topics.delete(ref.key);
      },
    });
    this.topics.set(ref.key, topic);
    return topic;
  }

  /** Graceful: every topic releases its lease and leaves Redis. */
  async close(): Promise<void> {
    await Promise.all([...this.topics.values()].map((topic) => topic.dispose()));
    this.topics.clear();
  }

  abort(): void {
    for (const topic of this.topics.values()) topic.abort();
    this.topics.clear();
  }
}
