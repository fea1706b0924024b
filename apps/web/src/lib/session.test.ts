import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, PROGRESS_QUEUE_KEY, saveSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('clearSession', () => {
  it('forgets the session and what was kept for this reader alone (queued progress, offline chapters)', () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
    saveSession({ token: 't', userId: 5, username: 'okur' });
    localStorage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify([{ bookId: 1, chapterId: 2 }]));
    localStorage.setItem('theme', 'dark');

    clearSession();

    expect(getSession()).toBeNull();
    expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull();
    expect(deleted).toEqual(['okuryazar-reading']);
    // Device preferences are not personal data of the account: they stay.
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
