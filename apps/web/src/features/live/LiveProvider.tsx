import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { applyMessage, applyNotification, refetchMissed } from './liveCache';
import {
  createLiveConnection,
  liveSocketUrl,
  type LiveConnection,
  type LiveEvent,
  type LiveStatus,
  type SocketFactory,
} from './liveSocket';

type Listener = (event: LiveEvent) => void;

interface LiveContextValue {
  status: LiveStatus;
  subscribe: (listener: Listener) => () => void;
  /** Receive the chapter's paragraph comments while the returned function is not called. */
  watchChapter: (chapterId: number) => () => void;
}

/** How long a 4401 waits for a new token before asking whether the session still holds. */
const SESSION_CHECK_GRACE_MS = 1500;

const LiveContext = createContext<LiveContextValue>({ status: 'idle', subscribe: () => () => {}, watchChapter: () => () => {} });

/**
 * The browser's WebSocket. Unit tests run without a server, so under Vitest no socket is
 * opened unless a test passes its own factory (prop or setDefaultSocketFactory).
 */
let defaultFactory: SocketFactory | null =
  import.meta.env.MODE === 'test' || typeof WebSocket === 'undefined' ? null : (url) => new WebSocket(url);

/** Replaces the socket constructor used by providers without a createSocket prop (tests). */
export function setDefaultSocketFactory(factory: SocketFactory | null): void {
  defaultFactory = factory;
}

/**
 * Keeps one live connection for the logged-in user (docs/PRODUCT.md#operator-and-tool-contracts) and folds its events into the
 * query caches: notifications are prepended and counted, messages appended to their thread
 * and their conversation moved to the top. Reconnects with back-off; stops on logout; after
 * a 4401 it waits for a new session. A 4401 also ends a socket whose session ended (a new
 * password elsewhere, a moderator's suspension, docs/PRODUCT.md#trust-and-safety): one authenticated call then
 * lets the usual 401 handling take the tab to the login page. That call waits a moment: the
 * tab that changed its own password hears the 4401 before the answer carrying its new token,
 * and a new token ends this connection and the pending check with it.
 */
export function LiveProvider({ children, createSocket }: { children: ReactNode; createSocket?: SocketFactory }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<Listener>());
  /** The chapters pages asked to watch, latest last; the socket watches the latest. */
  const watching = useRef<number[]>([]);
  const connectionRef = useRef<LiveConnection | null>(null);
  const [state, setState] = useState<{ token: string | null; status: LiveStatus }>({ token: null, status: 'idle' });

  const token = session?.token ?? null;
  const userId = session?.userId ?? null;

  useEffect(() => {
    const factory = createSocket ?? defaultFactory;
    if (!token || userId === null || !factory) return;
    let sessionCheck: number | undefined;
    const checkSession = () => void call('GET /header/headerInfo').catch(() => undefined);
    const connection = createLiveConnection({
      url: liveSocketUrl(),
      token,
      createSocket: factory,
      onStatus: (status) => {
        setState({ token, status });
        if (status === 'unauthorized') sessionCheck = window.setTimeout(checkSession, SESSION_CHECK_GRACE_MS);
      },
      onReady: () => refetchMissed(queryClient),
      onEvent: (event) => {
        if (event.type === 'notification') applyNotification(queryClient, event.data);
        else if (event.type === 'new_message') applyMessage(queryClient, event.data, userId);
        listeners.current.forEach((listener) => listener(event));
      },
    });
    connectionRef.current = connection;
    connection.watch(watching.current.at(-1) ?? null);
    connection.start();
    const onOnline = () => connection.reconnectNow();
    // A tab whose socket gave way to newer tabs (4409) connects again once it is looked at.
    const onVisible = () => {
      if (document.visibilityState === 'visible') connection.reconnectNow();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearTimeout(sessionCheck);
      connection.stop();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [token, userId, createSocket, queryClient]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  /*
   * The socket is told once the page has settled: moving to the next chapter unmounts the old
   * chapter's watchers and mounts the new one's in one commit, which is then one frame (the new
   * chapter), not "none" and then the new one, each counted against the frame budget.
   */
  const settleQueued = useRef(false);
  const settleWatch = useCallback(() => {
    if (settleQueued.current) return;
    settleQueued.current = true;
    queueMicrotask(() => {
      settleQueued.current = false;
      connectionRef.current?.watch(watching.current.at(-1) ?? null);
    });
  }, []);
  const watchChapter = useCallback(
    (chapterId: number) => {
      watching.current.push(chapterId);
      settleWatch();
      return () => {
        const list = watching.current;
        const at = list.lastIndexOf(chapterId);
        if (at >= 0) list.splice(at, 1);
        settleWatch();
      };
    },
    [settleWatch],
  );

  const status: LiveStatus = token && state.token === token ? state.status : 'idle';
  const value = useMemo(() => ({ status, subscribe, watchChapter }), [status, subscribe, watchChapter]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The live connection's state, e.g. to show that messages may be late. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext).status;
}

/**
 * While mounted, the socket watches the chapter, and `onComment` hears of every comment on
 * one of its paragraphs (docs/PRODUCT.md#paragraph-comments). Returns whether such news can
 * arrive (a signed-in user's socket is open); without it the caller asks now and then.
 */
export function useChapterWatch(chapterId: number, onComment: (paragraphId: string) => void): boolean {
  const { status, watchChapter } = useContext(LiveContext);
  useEffect(() => watchChapter(chapterId), [chapterId, watchChapter]);
  useLiveEvents((event) => {
    if (event.type === 'paragraph_comment' && event.data.chapter_id === chapterId) onComment(event.data.paragraph_id);
  });
  return status === 'open';
}

/** Calls `listener` for every live event while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const { subscribe } = useContext(LiveContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
