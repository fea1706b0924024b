/** Session values kept in the browser (SPEC §3): token, userId, username. */
const KEYS = { token: 'token', userId: 'userId', username: 'username' } as const;

export interface Session {
  token: string;
  userId: number;
  username: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function getSession(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  const userId = Number(localStorage.getItem(KEYS.userId));
  const username = localStorage.getItem(KEYS.username);
  if (!token || !Number.isInteger(userId) || userId <= 0 || !username) return null;
  return { token, userId, username };
}

export function getToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.userId, String(session.userId));
  localStorage.setItem(KEYS.username, session.username);
  listeners.forEach((l) => l());
}

export function clearSession(): void {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.userId);
  localStorage.removeItem(KEYS.username);
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
