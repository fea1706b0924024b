import { afterEach, beforeEach, vi } from 'vitest';
import { setDefaultSocketFactory } from '../features/live';
import { clearSession, saveSession, type Session } from '../lib/session';
import { FakeSocket, fakeSocketFactory } from './live';

/** The demo reader the screen tests sign in as. */
export const AYSE: Session = { token: 'tok', userId: 5, username: 'ayse' };

/** Signs Ayşe in, as the login form would. */
export function signInAyse(): void {
  saveSession(AYSE);
}

export interface TestBrowserOptions {
  /** Who is signed in when each test starts: Ayşe unless told, `null` for a visitor. */
  session?: Session | null;
  /** Sockets the app opens by itself (not through `renderLive`) are fake ones. */
  fakeSockets?: boolean;
  /** console.error silenced, for screens whose failures under test are expected; every spy restored after. */
  silenceErrors?: boolean;
}

/**
 * Each test of the file in a fresh browser: storage emptied, no fake socket left open, the
 * session signed in; after it the session ended, stubbed globals put back and storage
 * emptied again. A file's own `beforeEach` runs after this one, its own `afterEach` before.
 */
export function freshBrowserEachTest({ session = AYSE, fakeSockets = false, silenceErrors = false }: TestBrowserOptions = {}): void {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.reset();
    if (fakeSockets) setDefaultSocketFactory(fakeSocketFactory);
    if (session) saveSession(session);
    if (silenceErrors) vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    if (fakeSockets) setDefaultSocketFactory(null);
    clearSession();
    vi.unstubAllGlobals();
    if (silenceErrors) vi.restoreAllMocks();
    localStorage.clear();
  });
}

/** The screen as wide as a phone (`true`: every `max-width: 768px` media query matches) or as a desktop; undone by `vi.unstubAllGlobals()`. */
export function stubPhoneWidth(phone = true): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: phone && query.includes('max-width: 768px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
