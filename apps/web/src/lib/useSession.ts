import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from './session';

// useSyncExternalStore needs a stable snapshot: reuse the last object while the stored values are equal.
let cachedKey = '';
let cachedSession: Session | null = null;

function snapshot(): Session | null {
  const session = getSession();
  const key = session ? `${session.token}|${session.userId}|${session.username}` : '';
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = session;
  }
  return cachedSession;
}

/** The current session, re-rendering on login, logout and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, snapshot, () => null);
}
