/** Session values kept in the browser (docs/PRODUCT.md#data-shapes): token, userId, username. */
const KEYS = { token: 'token', userId: 'userId', username: 'username' } as const;

/** The reading progress waiting to be sent (features/reader/offline/progressQueueStore.ts): this reader's alone. */
export const PROGRESS_QUEUE_KEY = 'progress-queue';

/** The service worker's cache of opened chapters (vite.config.ts): it holds this reader's pages. */
const READING_CACHE = 'okuryazar-reading';

export interface Session {
  token: string;
  userId: number;
  username: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Who the server renders a page for (prerender/appPage.tsx): there is no localStorage on the
 * server, so while it renders, the session is the page cookie's viewer, handed in here. Never
 * set in a browser.
 */
let serverSession: Session | null = null;

/** Runs `render` (synchronous, as React's renderToString is) as `session`, outside a browser. */
export function renderAs<T>(session: Session | null, render: () => T): T {
  serverSession = session;
  try {
    return render();
  } finally {
    serverSession = null;
  }
}

const inBrowser = () => typeof localStorage !== 'undefined';

export function getSession(): Session | null {
  if (!inBrowser()) return serverSession;
  const token = localStorage.getItem(KEYS.token);
  const userId = Number(localStorage.getItem(KEYS.userId));
  const username = localStorage.getItem(KEYS.username);
  if (!token || !Number.isInteger(userId) || userId <= 0 || !username) return null;
  return { token, userId, username };
}

export function getToken(): string | null {
  if (!inBrowser()) return serverSession?.token ?? null;
  return localStorage.getItem(KEYS.token);
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.userId, String(session.userId));
  localStorage.setItem(KEYS.username, session.username);
  listeners.forEach((l) => l());
}

/**
 * Ends the session in this browser. What was kept for this reader alone goes with it: the
 * progress waiting to be sent and the chapters cached for offline reading (with their likes),
 * so the next person on a shared device neither sends nor sees them.
 */
export function clearSession(): void {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.userId);
  localStorage.removeItem(KEYS.username);
  localStorage.removeItem(PROGRESS_QUEUE_KEY);
  if (typeof caches !== 'undefined') void caches.delete(READING_CACHE).catch(() => undefined);
  listeners.forEach((l) => l());
}

/** Subscribe to session changes (login, logout, a 401 elsewhere); returns the unsubscriber. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(KEYS).includes(e.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
