import { NOTIFICATION_TYPES, type LiveMessage, type Notification } from '@okuryazar/shared';

/** A comment on a paragraph of the chapter this tab watches (ids only; the thread asks the API). */
export interface ParagraphCommentEvent {
  chapter_id: number;
  paragraph_id: string;
}

/** Server events of docs/PRODUCT.md#operator-and-tool-contracts. */
export type LiveEvent =
  | { type: 'notification'; data: Notification }
  | { type: 'new_message'; data: LiveMessage }
  | { type: 'paragraph_comment'; data: ParagraphCommentEvent };

/**
 * idle: no session or not started; connecting: first attempt; open: authenticated ("ready");
 * reconnecting: waiting or retrying after a drop; unauthorized: closed with 4401, no retries;
 * replaced: closed with 4409 because the user opened too many tabs, retried only by
 * reconnectNow() (the tab is shown again).
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'replaced';

/** The part of the browser WebSocket the client uses, so tests can pass a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => WebSocketLike;

export const CLOSE_UNAUTHORIZED = 4401;
/**
 * The server keeps 20 sockets per user and closes the oldest for a newer one. Retrying on
 * our own would close another tab's socket in turn, round and round; instead the tab
 * waits until it is shown again, when it is the one the user looks at.
 */
export const CLOSE_REPLACED = 4409;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, with
 * ±20 % jitter so many tabs do not reconnect in step. `random` = 0.5 gives the exact value.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  const jittered = base * (1 + (random() - 0.5) * 0.4);
  return Math.round(Math.min(MAX_DELAY_MS, Math.max(0, jittered)));
}

/** ws:// or wss:// to /ws on the page's origin (or VITE_API_URL's host when set). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
  if (apiUrl) {
    const url = new URL(apiUrl, `${location.protocol}//${location.host}`);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}/ws`;
  }
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/*
 * Frame checks without zod: the live socket sits in the app shell, and pulling zod in for two
 * small shapes would put it in every route's initial JavaScript (docs/PRODUCT.md#budgets). Each check
 * accepts exactly what the shared notificationSchema / liveMessageSchema accept (int = safe
 * integer, nullable = null or the type, unknown keys dropped); liveFrames.test.ts compares
 * them against the schemas.
 */
type Check = (value: unknown) => boolean;
const int: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v);
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);

const notificationShape: Record<keyof Notification, Check> = {
  id: int,
  type: oneOf(NOTIFICATION_TYPES),
  content: str,
  timestamp: str,
  is_read: bool,
  sender_id: nullable(int),
  book_id: nullable(int),
  chapter_id: nullable(int),
  comment_id: nullable(int),
  post_id: nullable(int),
  paragraph_id: nullable(str),
  sender_username: nullable(str),
  sender_profile_image_url: nullable(str),
};

const liveMessageShape: Record<keyof LiveMessage, Check> = {
  message_id: int,
  sender_id: int,
  recipient_id: int,
  content: str,
  created_at: str,
  username: str,
  full_name: str,
  profile_image_url: nullable(str),
};

/** The object with only the shape's keys, or null when any of them fails its check. */
function pick<T>(shape: Record<keyof T, Check>, data: unknown): T | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries<Check>(shape)) {
    const value = (data as Record<string, unknown>)[key];
    if (!check(value)) return null;
    out[key] = value;
  }
  return out as T;
}

const paragraphCommentShape: Record<keyof ParagraphCommentEvent, Check> = { chapter_id: int, paragraph_id: str };

/** A live notification payload, or null when it does not match notificationSchema. */
export const parseLiveNotification = (data: unknown) => pick<Notification>(notificationShape, data);
/** A live new_message payload, or null when it does not match liveMessageSchema. */
export const parseLiveMessage = (data: unknown) => pick<LiveMessage>(liveMessageShape, data);

/** Reads one server frame; anything unknown or malformed gives null. */
export function parseLiveFrame(raw: unknown): LiveEvent | { type: 'ready' } | null {
  if (typeof raw !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!frame || typeof frame !== 'object') return null;
  const { type, data } = frame as { type?: unknown; data?: unknown };
  if (type === 'ready') return { type: 'ready' };
  if (type === 'notification') {
    const parsed = parseLiveNotification(data);
    return parsed ? { type, data: parsed } : null;
  }
  if (type === 'new_message') {
    const parsed = parseLiveMessage(data);
    return parsed ? { type, data: parsed } : null;
  }
  if (type === 'paragraph_comment') {
    const parsed = pick<ParagraphCommentEvent>(paragraphCommentShape, data);
    return parsed ? { type, data: parsed } : null;
  }
  return null;
}

export interface LiveConnectionOptions {
  url: string;
  token: string;
  createSocket: SocketFactory;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** After every successful authentication; `reconnected` is false only for the first. */
  onReady?: (info: { reconnected: boolean }) => void;
  random?: () => number;
}

export interface LiveConnection {
  start(): void;
  /** Closes the socket and cancels any pending retry for good (logout, unmount). */
  stop(): void;
  /** Skip the back-off wait, or connect again after a 4409 (the tab is shown again). No effect after a 4401. */
  reconnectNow(): void;
  /** The chapter on screen, whose paragraph comments this socket receives (null: none); kept across reconnects. */
  watch(chapterId: number | null): void;
  readonly status: LiveStatus;
}

/**
 * One authenticated live connection: sends {"type":"auth"} first, reconnects after a drop
 * with exponential back-off, and gives up only on stop() or a 4401 close.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, token, createSocket, onEvent, onStatus, onReady, random = Math.random } = options;
  let socket: WebSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  let everReady = false;
  let status: LiveStatus = 'idle';
  let watched: number | null = null;

  const sendWatch = () => {
    try {
      socket?.send(JSON.stringify({ type: 'watch', chapter_id: watched }));
    } catch {
      // The socket is closing; the next "ready" sends it again.
    }
  };

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };

  const detach = (s: WebSocketLike) => {
    s.onopen = null;
    s.onmessage = null;
    s.onclose = null;
    s.onerror = null;
  };

  const scheduleRetry = () => {
    if (stopped) return;
    setStatus('reconnecting');
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  function connect() {
    if (stopped) return;
    setStatus(everReady || attempt > 0 ? 'reconnecting' : 'connecting');
    let s: WebSocketLike;
    try {
      s = createSocket(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = s;
    s.onopen = () => {
      s.send(JSON.stringify({ type: 'auth', token }));
    };
    s.onmessage = (event) => {
      const frame = parseLiveFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        attempt = 0;
        const reconnected = everReady;
        everReady = true;
        if (watched !== null) sendWatch();
        setStatus('open');
        onReady?.({ reconnected });
        return;
      }
      onEvent(frame);
    };
    s.onerror = () => {
      // A close event always follows; the retry is scheduled there.
    };
    s.onclose = (event) => {
      detach(s);
      if (socket === s) socket = null;
      if (stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED) {
        setStatus('unauthorized');
        return;
      }
      if (event.code === CLOSE_REPLACED) {
        setStatus('replaced');
        return;
      }
      scheduleRetry();
    };
  }

  return {
    start() {
      if (stopped || socket || timer) return;
      connect();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (socket) {
        const s = socket;
        socket = null;
        detach(s);
        try {
          s.close(1000, 'client closing');
        } catch {
          // Already closed.
        }
      }
      setStatus('idle');
    },
    reconnectNow() {
      if (stopped || status === 'unauthorized') return;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      } else if (status !== 'replaced') return;
      connect();
    },
    watch(chapterId) {
      if (chapterId === watched) return;
      watched = chapterId;
      if (status === 'open') sendWatch();
    },
    get status() {
      return status;
    },
  };
}
