import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** An event for one user's open sockets (DESIGN §2 WebSocket protocol). */
export interface UserEvent {
  type: 'notification' | 'new_message';
  data: unknown;
}

export type UserEventListener = (userId: number, event: UserEvent) => void;

/**
 * Fans events out to every API instance: in-process by default, Redis pub/sub when
 * REDIS_URL is set (each instance then delivers to the sockets it holds).
 */
export interface EventBus {
  publish(userId: number, event: UserEvent): Promise<void>;
  subscribe(listener: UserEventListener): () => void;
  close(): Promise<void>;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: number, event: UserEvent): Promise<void> {
    this.emitter.emit('event', userId, event);
  }

  subscribe(listener: UserEventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'okuryazar:user-events';

export class RedisEventBus implements EventBus {
  private readonly local = new LocalEventBus();
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly publisher: Redis,
    url: string,
  ) {
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { userId, event } = JSON.parse(raw) as { userId: number; event: UserEvent };
        void this.local.publish(userId, event);
      } catch {
        // A malformed message on the channel is not ours to deliver.
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  async publish(userId: number, event: UserEvent): Promise<void> {
    await this.ready;
    await this.publisher.publish(CHANNEL, JSON.stringify({ userId, event }));
  }

  subscribe(listener: UserEventListener): () => void {
    return this.local.subscribe(listener);
  }

  /** Resolves once the subscription is live (tests wait for it before publishing). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.subscriber.quit().catch(() => undefined);
  }
}
