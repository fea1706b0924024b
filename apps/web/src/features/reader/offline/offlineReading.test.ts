import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READING_URL, passThroughWorker, readingRequestsSoFar } from './offlineReading';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const here = (path: string) => `${location.origin}${path}`;

describe('OFFLINE_READING_URL', () => {
  it('matches the chapters and the library pages the worker keeps, and nothing else', () => {
    for (const path of ['/api/bookReader/books/4/10', '/api/library/books', '/api/library/books?page=2&order=title', '/api/library/reading-list?search=kedi']) {
      expect(OFFLINE_READING_URL.test(here(path)), path).toBe(true);
    }
    for (const path of [
      '/api/bookReader/books/4/chapters/10/incrementViews',
      '/api/bookReader/books/4/chapters/10/comments',
      '/api/bookReader/progress/4',
      '/api/library/books/extra',
      '/api/books/4',
      '/read/4/10',
    ]) {
      expect(OFFLINE_READING_URL.test(here(path)), path).toBe(false);
    }
  });
});

describe('readingRequestsSoFar', () => {
  it('lists this origin’s reading calls the page made, each once', () => {
    const entries = [
      here('/api/bookReader/books/4/10'),
      here('/assets/index.js'),
      here('/api/bookReader/books/4/10'),
      here('/api/library/books?page=1'),
      'https://elsewhere.example/api/library/books',
    ].map((name) => ({ name }) as PerformanceEntry);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries);
    expect(readingRequestsSoFar()).toEqual([here('/api/bookReader/books/4/10'), here('/api/library/books?page=1')]);
  });
});

describe('passThroughWorker', () => {
  it('asks for each again with the reader’s token, going on after a failure', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await passThroughWorker([here('/api/bookReader/books/4/10'), here('/api/library/books')], 'jeton');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([here('/api/bookReader/books/4/10'), here('/api/library/books')]);
    expect(fetchMock.mock.calls[1]![1]).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer jeton' } });
  });

  it('does nothing without a session', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await passThroughWorker([here('/api/library/books')], null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
