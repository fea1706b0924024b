import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '@okuryazar/shared';
import { mockBackend } from '../../../test/mockBackend';
import { getReadingPrefs, PENDING_KEY, PREFS_KEY, resetReadingPrefsCache, setReadingPrefs } from './prefsStore';
import { readingSettingsKey, saveReadingSettings, useHiddenWarnings } from './readingSettingsQueries';
import { startReadingSettingsSync, syncReadingSettings } from './readingSettingsSync';

const html = document.documentElement;
const USER_ID = 7;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeAll(() => startReadingSettingsSync(queryClient));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(USER_ID));
  localStorage.setItem('username', 'okur');
  resetReadingPrefsCache();
  queryClient.clear();
  delete html.dataset.readerSize;
  delete html.dataset.theme;
});

afterEach(() => vi.unstubAllGlobals());

/** The account's settings, as the API keeps them (a PUT changes only the fields it names). */
function account(initial: Partial<ReadingSettings> = {}) {
  let stored: ReadingSettings = { ...DEFAULT_READING_SETTINGS, ...initial };
  const backend = mockBackend({
    'GET /settings/reading': () => stored,
    'PUT /settings/reading': ({ body }) => {
      stored = { ...stored, ...(body as Partial<ReadingSettings>) };
      return stored;
    },
  });
  return { ...backend, change: (change: Partial<ReadingSettings>) => (stored = { ...stored, ...change }) };
}

const cached = () => queryClient.getQueryData<ReadingSettings>(readingSettingsKey(USER_ID));

describe('one store for the reading settings', () => {
  it('the sync’s GET is the query the pages read: the hidden warnings come without a second call, the typography is applied', async () => {
    const { callsTo } = account({ font_size: 5, hidden_warnings: ['violence'] });
    await syncReadingSettings(queryClient);
    expect(html.dataset.readerSize).toBe('5');

    const { result } = renderHook(() => useHiddenWarnings(), { wrapper });
    expect(result.current).toEqual(['violence']);
    expect(callsTo('GET /settings/reading')).toHaveLength(1);
  });

  it('a page’s own GET brings the account’s typography too, but keeps a change made here and not yet sent', async () => {
    account({ font_size: 5, line_height: 3, hidden_warnings: ['death'] });
    setReadingPrefs({ font_size: 1 });
    const { result } = renderHook(() => useHiddenWarnings(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(['death']));
    expect(getReadingPrefs()).toMatchObject({ font_size: 1, line_height: 3 });
    expect(JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]')).toEqual(['font_size']);
    // …until the push sends it.
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull(), { timeout: 3000 });
    expect(cached()).toMatchObject({ font_size: 1, line_height: 3 });
  });

  it('hiding warnings and changing the typography go up by the same PUT and land in the same cached copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { callsTo, change } = account({ hidden_warnings: [] });
      await syncReadingSettings(queryClient);

      // Another device changed the line height meanwhile: the settings page's save brings it along.
      change({ line_height: 1 });
      await saveReadingSettings(queryClient, { hidden_warnings: ['self_harm'] });
      expect(cached()).toMatchObject({ hidden_warnings: ['self_harm'], line_height: 1 });
      expect(getReadingPrefs().line_height).toBe(1);

      // The reader's panel: the debounced push uses the same PUT, and its answer replaces the cached copy.
      act(() => setReadingPrefs({ font_size: 4 }));
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(2));
      expect(callsTo('PUT /settings/reading').map((c) => c.body)).toEqual([{ hidden_warnings: ['self_harm'] }, { font_size: 4 }]);
      await waitFor(() => expect(cached()).toMatchObject({ font_size: 4, hidden_warnings: ['self_harm'] }));
      expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a choice made while the previous one is on its way is not undone by that one’s answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let stored: ReadingSettings = { ...DEFAULT_READING_SETTINGS };
      const answers: (() => void)[] = [];
      const { callsTo } = mockBackend({
        'GET /settings/reading': () => stored,
        'PUT /settings/reading': ({ body }) =>
          new Promise<ReadingSettings>((resolve) => {
            answers.push(() => resolve((stored = { ...stored, ...(body as Partial<ReadingSettings>) })));
          }),
      });
      await syncReadingSettings(queryClient);
      act(() => setReadingPrefs({ theme: 'sepia' }));
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(answers).toHaveLength(1));
      // Dark is chosen while sepia's PUT is still on its way; then sepia's answer arrives.
      act(() => setReadingPrefs({ theme: 'dark' }));
      await act(async () => answers[0]!());
      expect(getReadingPrefs().theme).toBe('dark');
      expect(html.dataset.theme).toBe('dark');
      // Dark goes up next, and stays.
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(answers).toHaveLength(2));
      await act(async () => answers[1]!());
      expect(callsTo('PUT /settings/reading').map((c) => c.body)).toEqual([{ theme: 'sepia' }, { theme: 'dark' }]);
      expect(getReadingPrefs().theme).toBe('dark');
      expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('one local-storage entry: the theme kept under the old key is read, and moves into the settings at the next write', () => {
    vi.useFakeTimers();
    try {
      localStorage.removeItem('token');
      localStorage.setItem('theme', 'dark');
      resetReadingPrefsCache();
      expect(getReadingPrefs().theme).toBe('dark');
      expect(html.dataset.theme).toBeUndefined();

      setReadingPrefs({ font_size: 2 });
      expect(localStorage.getItem('theme')).toBeNull();
      expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toMatchObject({ font_size: 2, theme: 'dark' });
      expect(html.dataset).toMatchObject({ theme: 'dark', readerSize: '2' });
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a visitor hides nothing and asks nothing', () => {
    localStorage.removeItem('token');
    const { callsTo } = account({ hidden_warnings: ['violence'] });
    const { result } = renderHook(() => useHiddenWarnings(), { wrapper });
    expect(result.current).toEqual([]);
    expect(callsTo('GET /settings/reading')).toHaveLength(0);
  });
});
