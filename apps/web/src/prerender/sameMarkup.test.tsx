import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookPageResponse } from '@okuryazar/shared';
import { browserApp } from '../app/App';
import { BOOK_ID, chapterIdOf, makeReader } from '../features/reader/testUtils';
import { createQueryClient } from '../app/queryClient';
import { startupPrefetch } from '../app/startupPrefetch';
import { setHydrating } from '../lib/serverRender';
import { makeBook } from '../test/books';
import { mockBackend } from '../test/mockBackend';
import { signIn } from '../test/session';
import { ready, renderAppPage, type AppPageInput } from './appPage';
import { takeServerRender } from './hydration';
import { SSR_DATA_ID } from './ssrPages';

/*
 * The server's render of a page (appPage.tsx, in Node on the API's machine) and the browser's
 * adoption of it (main.tsx) must make the same markup, or React draws the page again: the text
 * the reader is reading is replaced, their place lost. The two run on different machines, in
 * different zones, at different times: here the server renders in UTC as of an hour ago and the
 * browser hydrates in Istanbul now.
 */

const VIEWER = { userId: 5, username: 'okur' };
/** 22:24 UTC: already the next day in Turkey. */
const EVENING = '2026-09-28T22:24:21.666Z';
const HOUR = 3_600_000;

const zone = process.env.TZ;
let reactRoot: Root | null = null;
afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = null;
  process.env.TZ = zone;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderOnServer(input: AppPageInput): Promise<string> {
  await ready;
  // jsdom has the browser's storage, where the session is read first (Node has none; renderAs sets it there).
  signIn(VIEWER.userId, VIEWER.username);
  process.env.TZ = 'UTC';
  try {
    return renderAppPage(input);
  } finally {
    process.env.TZ = zone;
  }
}

/** The page as the API sends it, hydrated as main.tsx does; what React reported meanwhile. */
async function hydrateInBrowser(input: AppPageInput, markup: string) {
  process.env.TZ = 'Europe/Istanbul';
  signIn(VIEWER.userId, VIEWER.username);
  window.history.replaceState(null, '', input.path);
  const payload = { page: input.page, path: input.path, userId: VIEWER.userId, renderedAt: input.renderedAt, data: input.data, companions: input.companions };
  document.body.innerHTML = `<div id="root" data-ssr-page="${input.page}">${markup}</div><script type="application/json" id="${SSR_DATA_ID}"></script>`;
  document.getElementById(SSR_DATA_ID)!.textContent = JSON.stringify(payload);
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  expect(takeServerRender(queryClient, root)).toBe(true);
  await startupPrefetch(queryClient, input.path);
  const recovered: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  setHydrating(true);
  await act(async () => {
    reactRoot = hydrateRoot(root, browserApp(queryClient), { onRecoverableError: (error) => recovered.push(error) });
  });
  const mismatches = consoleError.mock.calls.map((args) => String(args[0])).filter((text) => /hydrat|did(n't| not) match/i.test(text));
  return { root, recovered, mismatches };
}

function readerPage(): AppPageInput {
  const content = '<p>İlk paragraf.</p><p>İkinci paragraf.</p>';
  const data = makeReader(1, { count: 1, content, chapter: { created_at: EVENING, published_at: EVENING } });
  return { page: 'reader', path: `/read/${BOOK_ID}/${chapterIdOf(1)}`, viewer: VIEWER, data, renderedAt: Date.now() - HOUR };
}

function bookPage(): AppPageInput {
  const renderedAt = Date.now() - 2 * HOUR;
  const data: BookPageResponse = {
    book: makeBook({ book_id: 7, title: 'Sisli Vadi', updated_at: new Date(renderedAt - 30_000).toISOString() }),
    chapters: [{ chapter_id: 71, chapter_number: 1, title: 'Bölüm 1', views: 10, likes: 1, comments: 0, created_at: EVENING }],
    tags: [],
  };
  return { page: 'book', path: '/book/7', viewer: VIEWER, data, renderedAt, companions: { progress: { last_chapter_id: null, position_in_chapter: null } } };
}

describe("the browser adopts the server's render without drawing it again", { timeout: 20_000 }, () => {
  it('the reader: an evening chapter dated on Turkey’s calendar on both, ids alike, the same text nodes', async () => {
    mockBackend({
      'GET /bookReader/progress/:bookId': { last_chapter_id: null, position_in_chapter: null },
      'POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews': { viewUpdated: true, views: 42 },
    });
    const input = readerPage();
    const markup = await renderOnServer(input);
    expect(markup).toContain('29 Eylül 2026');
    expect(markup).not.toContain('<!--$!-->');
    const { root, recovered, mismatches } = await hydrateInBrowser(input, markup);
    const paragraph = root.querySelector('p:not([class])');
    expect([recovered, mismatches]).toEqual([[], []]);
    expect(root.textContent).toContain('İlk paragraf.');
    expect(root.querySelector('p:not([class])')).toBe(paragraph);
  });

  it('the book page: "güncellendi" written as of the server’s render, then as of the browser’s clock', async () => {
    mockBackend({
      'GET /books/:bookId/recommendations': [],
      'GET /bookReader/progress/:bookId': { last_chapter_id: null, position_in_chapter: null },
    });
    const input = bookPage();
    const markup = await renderOnServer(input);
    expect(markup).toContain('az önce güncellendi');
    const { root, recovered, mismatches } = await hydrateInBrowser(input, markup);
    expect([recovered, mismatches]).toEqual([[], []]);
    await vi.waitFor(() => expect(root.textContent).toContain('2 saat önce güncellendi'));
  });
});
