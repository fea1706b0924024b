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

/**
 * The current session, re-rendering on login, logout and changes in other tabs. A page the
 * server rendered for a signed-in reader (prerender/appPage.tsx) was rendered as that reader,
 * and main.tsx hydrates it only when this browser holds the same session: so the first render
 * in the browser reads the same stored session the server was handed (getSession answers it
 * on the server), not "nobody".
 */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, snapshot, snapshot);
}
