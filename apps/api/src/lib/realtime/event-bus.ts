import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** An event for one user's open sockets (docs/PRODUCT.md#live-events). */
export interface UserEvent {
  type: 'notification' | 'new_message';
  data: unknown;
}

/**
 * An event for the sockets watching one chapter (docs/PRODUCT.md#paragraph-comments): ids
 * only, so a watcher learns nothing it could not read; its page then asks the API, which
 * applies blocks, minors' rules and moderation as for any read.
 */
export interface ChapterEvent {
  type: 'paragraph_comment';
  data: { chapter_id: number; paragraph_id: string };
}

/**
 * What travels between API instances: an event for a user's sockets, the end of that
 * user's sessions older than `minTokenVersion` (their sockets must close on every instance),
 * or an event for the sockets watching a chapter.
 */
export type BusMessage =
  | { kind: 'user_event'; userId: number; event: UserEvent }
  | { kind: 'session_end'; userId: number; minTokenVersion: number }
  | { kind: 'chapter_event'; chapterId: number; event: ChapterEvent }
  | FanoutMessage;

/**
 * One event for many users that differ only in the id of their copy (a batch of a new
 * chapter's notices): one message per batch, not one per recipient, and each instance builds
 * a copy only for the recipients whose sockets it holds (issue 26: a million publishes per
 * chapter, each a promise and an object, and a million Redis messages with several instances).
 */
export interface FanoutMessage {
  kind: 'fanout_event';
  type: UserEvent['type'];
  /** The shared data; each recipient's copy carries `id: ids[i]`. */
  data: Record<string, unknown>;
  recipients: number[];
  ids: number[];
}

export type BusListener = (message: BusMessage) => void;

/**
 * Fans messages out to every API instance: in-process by default, Redis pub/sub when
 * REDIS_URL is set (each instance then acts on the sockets it holds). Messages reach
 * listeners in the order they were published, so an event published after a session end
 * is never delivered to a socket that session end closed.
 */
export interface EventBus {
  publish(userId: number, event: UserEvent): Promise<void>;
  /** The same event for every recipient, `data.id` being `ids[i]` for `recipients[i]`. */
  publishFanout(message: Omit<FanoutMessage, 'kind'>): Promise<void>;
  /** Sessions of `userId` with a token version below `minTokenVersion` end everywhere. */
  endSessions(userId: number, minTokenVersion: number): Promise<void>;
  /** The event for every socket, on any instance, watching the chapter. */
  publishChapter(chapterId: number, event: ChapterEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: number, event: UserEvent): Promise<void> {
    this.emit({ kind: 'user_event', userId, event });
  }

  async publishFanout(message: Omit<FanoutMessage, 'kind'>): Promise<void> {
    this.emit({ kind: 'fanout_event', ...message });
  }

  async endSessions(userId: number, minTokenVersion: number): Promise<void> {
    this.emit({ kind: 'session_end', userId, minTokenVersion });
  }

  async publishChapter(chapterId: number, event: ChapterEvent): Promise<void> {
    this.emit({ kind: 'chapter_event', chapterId, event });
  }

  /** Hands a message to this process's listeners synchronously. */
  emit(message: BusMessage): void {
    this.emitter.emit('message', message);
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'okuryazar:user-events';
/**
 * Session ends have their own channel: instances from before them read every message on
 * CHANNEL as a user event and would fail on one. One subscriber connection receives both
 * channels in the order Redis accepted the publishes, so ordering holds across them.
 */
const SESSION_CHANNEL = 'okuryazar:session-ends';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * A message read from a channel, or null for anything that is not ours. A message
 * without `kind` is a user event from an instance that predates session ends (rolling
 * deploys run both versions for a while).
 */
export function parseBusMessage(raw: string): BusMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  if (m.kind === 'fanout_event') {
    const { type, data, recipients, ids } = m;
    const valid =
      (type === 'notification' || type === 'new_message') &&
      data !== null && typeof data === 'object' &&
      Array.isArray(recipients) && Array.isArray(ids) && recipients.length === ids.length &&
      recipients.every(isId) && ids.every(isId);
    return valid ? { kind: 'fanout_event', type, data: data as Record<string, unknown>, recipients: recipients as number[], ids: ids as number[] } : null;
  }
  if (m.kind === 'chapter_event') {
    const event = m.event as { type?: unknown; data?: { chapter_id?: unknown; paragraph_id?: unknown } } | null;
    const valid =
      isId(m.chapterId) && !!event && event.type === 'paragraph_comment' && !!event.data &&
      event.data.chapter_id === m.chapterId && typeof event.data.paragraph_id === 'string';
    return valid ? { kind: 'chapter_event', chapterId: m.chapterId as number, event: { type: 'paragraph_comment', data: { chapter_id: m.chapterId as number, paragraph_id: event.data!.paragraph_id as string } } } : null;
  }
  if (!isId(m.userId)) return null;
  if (m.kind === 'session_end') return isId(m.minTokenVersion) ? { kind: 'session_end', userId: m.userId, minTokenVersion: m.minTokenVersion } : null;
  if ((m.kind === undefined || m.kind === 'user_event') && m.event && typeof m.event === 'object') {
    return { kind: 'user_event', userId: m.userId, event: m.event as UserEvent };
  }
  return null;
}

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
      const message = parseBusMessage(raw);
      if (message) this.local.emit(message);
    });
    this.ready = this.subscriber.subscribe(CHANNEL, SESSION_CHANNEL);
  }

  async publish(userId: number, event: UserEvent): Promise<void> {
    await this.send({ kind: 'user_event', userId, event });
  }

  async publishFanout(message: Omit<FanoutMessage, 'kind'>): Promise<void> {
    await this.send({ kind: 'fanout_event', ...message });
  }

  async endSessions(userId: number, minTokenVersion: number): Promise<void> {
    // This instance's sockets close at once, even if Redis is unreachable; ending a
    // session twice (when our own message comes back from the channel) changes nothing.
    const message: BusMessage = { kind: 'session_end', userId, minTokenVersion };
    this.local.emit(message);
    await this.send(message);
  }

  async publishChapter(chapterId: number, event: ChapterEvent): Promise<void> {
    await this.send({ kind: 'chapter_event', chapterId, event });
  }

  private async send(message: BusMessage): Promise<void> {
    await this.ready;
    await this.publisher.publish(message.kind === 'session_end' ? SESSION_CHANNEL : CHANNEL, JSON.stringify(message));
  }

  subscribe(listener: BusListener): () => void {
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
