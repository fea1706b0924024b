import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storiesKeys } from '../../../lib/authoringKeys';
import { jsonResponse, mockBackend } from '../../../test/mockBackend';
import { previewQueryKey, revisionsQueryKey } from './chapter';
import { useAutosaveChapter } from './autosave-chapter';
import { useDiscardAutosave } from './discard-autosave';
import { usePublishChapter } from './publish-chapter';
import { useSaveChapter } from './save-chapter';

const BOOK = 3;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('editor writes', () => {
  it('a save refetches the chapter history and the story lists', async () => {
    mockBackend({ 'POST /stories/chapters': { chapter_id: 42, chapter_number: 1, message: 'Bölüm kaydedildi', updated_at: '2025-03-01T10:00:00.000Z', is_published: false } });
    const { client, wrapper } = setup();
    for (const key of [revisionsQueryKey(42), previewQueryKey(BOOK), storiesKeys.details(BOOK), storiesKeys.all]) client.setQueryData(key, {});
    const { result } = renderHook(() => useSaveChapter(BOOK), { wrapper });
    await act(() =>
      result.current.mutateAsync({ book_id: BOOK, chapter_id: 42, title: 'B', content: '<p>x</p>', is_published: false, base_updated_at: null }),
    );
    for (const key of [revisionsQueryKey(42), previewQueryKey(BOOK), storiesKeys.details(BOOK), storiesKeys.all]) expect(stale(client, key)).toBe(true);
  });

  it("a publish writes the server's answer into the preview, not a guess", async () => {
    const api = mockBackend({
      'POST /preview/chapters/:chapterId/publish': { chapter_id: 42, is_published: true, message: 'Bölüm yayınlandı', updated_at: '2025-03-02T10:00:00.000Z' },
    });
    const { client, wrapper } = setup();
    client.setQueryData(previewQueryKey(BOOK), { is_published: false, chapters: [{ chapter_id: 42, is_published: false }, { chapter_id: 43, is_published: false }] });
    const { result } = renderHook(() => usePublishChapter(BOOK), { wrapper });
    await act(() => result.current.mutateAsync({ chapterId: 42, publish: true, baseUpdatedAt: '2025-03-01T10:00:00.000Z' }));
    expect(api.callsTo('POST /preview/chapters/:chapterId/publish')[0]?.body).toEqual({ book_id: BOOK, base_updated_at: '2025-03-01T10:00:00.000Z' });
    expect(client.getQueryData(previewQueryKey(BOOK))).toEqual({
      is_published: true,
      chapters: [{ chapter_id: 42, is_published: true }, { chapter_id: 43, is_published: false }],
    });
  });

  it('fails at once offline instead of waiting paused for the connection', async () => {
    mockBackend({ 'POST /stories/chapters': () => Promise.reject(new TypeError('Failed to fetch')) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { wrapper } = setup();
    const { result } = renderHook(() => useSaveChapter(BOOK), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ book_id: BOOK, chapter_id: 42, title: 'B', content: '<p>x</p>', is_published: false, base_updated_at: null }).catch(() => {});
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    vi.restoreAllMocks();
  });

  it("a discard waits for the autosave on its way and drops the version that autosave's answer names", async () => {
    let answer: (value: Response) => void = () => {};
    const api = mockBackend({
      'PUT /stories/chapters/:chapterId/autosave': () => new Promise<Response>((resolve) => (answer = resolve)),
      'DELETE /stories/chapters/:chapterId/autosave': () => new Response(null, { status: 204 }),
    });
    const { wrapper } = setup();
    let version: string | null = 'v1';
    const { result } = renderHook(
      () => ({
        autosave: useAutosaveChapter((saved) => {
          version = saved.updated_at;
        }),
        discard: useDiscardAutosave(),
      }),
      { wrapper },
    );
    const body = { title: 'B', content: '<p>x</p>', note_before: '', note_after: '', base_updated_at: 'base', draft_updated_at: 'v1' };
    let autosaved: Promise<unknown> = Promise.resolve();
    act(() => {
      autosaved = result.current.autosave.mutateAsync({ chapterId: 42, body, keepalive: false, issued: () => {} });
      result.current.discard.mutate({ chapterId: 42, version: () => version });
    });
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1));
    expect(api.callsTo('DELETE /stories/chapters/:chapterId/autosave')).toHaveLength(0);
    answer(jsonResponse({ updated_at: 'v2' }));
    await act(() => autosaved);
    await waitFor(() => expect(api.callsTo('DELETE /stories/chapters/:chapterId/autosave')).toHaveLength(1));
    expect(api.callsTo('DELETE /stories/chapters/:chapterId/autosave')[0]?.query.get('version')).toBe('v2');
  });
});
