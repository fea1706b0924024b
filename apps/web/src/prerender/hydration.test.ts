import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { browseKeys } from '../features/browse/api';
import { readerKeys } from '../features/reader/api';
import { saveSession } from '../lib/session';
import { takeServerRender } from './hydration';

/** A page as the API renders it (apps/api/src/modules/pages): the markup in #root, the answer beside it. */
function serverPage(payload: unknown, page = 'reader') {
  document.body.innerHTML = `<div id="root" data-ssr-page="${page}"><h1>Bölüm</h1></div><script type="application/json" id="ssr-data">${JSON.stringify(payload)}</script>`;
  return document.getElementById('root')!;
}

const answer = { book_id: 4, title: 'Kitap' };

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('takeServerRender', () => {
  it('seeds the page’s query with the answer and hydrates, for the session the page was rendered for', () => {
    window.history.replaceState(null, '', '/read/4/10');
    saveSession({ token: 't', userId: 7, username: 'okur' });
    const client = createQueryClient();
    expect(takeServerRender(client, serverPage({ page: 'reader', path: '/read/4/10', userId: 7, renderedAt: 1_700_000_000_000, data: answer }))).toBe(true);
    expect(client.getQueryData(readerKeys.chapter(4, 10))).toEqual(answer);
  });

  it('seeds the book page’s progress beside its answer, so the read button is labelled from the first render', () => {
    window.history.replaceState(null, '', '/book/4');
    saveSession({ token: 't', userId: 7, username: 'okur' });
    const client = createQueryClient();
    const progress = { last_chapter_id: 10, position_in_chapter: null };
    const payload = { page: 'book', path: '/book/4', userId: 7, renderedAt: 1_700_000_000_000, data: answer, companions: { progress, unknown: { x: 1 } } };
    expect(takeServerRender(client, serverPage(payload, 'book'))).toBe(true);
    expect(client.getQueryData(browseKeys.book(4))).toEqual(answer);
    expect(client.getQueryData(readerKeys.progress(4))).toEqual(progress);
    // A name the page does not know seeds nothing.
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it("renders afresh, seeding nothing, for another account, no session, another address, a broken block or one without the server's clock", () => {
    window.history.replaceState(null, '', '/read/4/10');
    const payload = { page: 'reader', path: '/read/4/10', userId: 7, renderedAt: 1_700_000_000_000, data: answer };
    const cases: [string, () => HTMLElement][] = [
      ['no session', () => serverPage(payload)],
      ['another account', () => (saveSession({ token: 't', userId: 8, username: 'baska' }), serverPage(payload))],
      ['another address', () => (saveSession({ token: 't', userId: 7, username: 'okur' }), serverPage({ ...payload, path: '/read/4/11' }))],
      ['an unknown page', () => (saveSession({ token: 't', userId: 7, username: 'okur' }), serverPage({ ...payload, page: 'profil' }))],
      ['no clock', () => (saveSession({ token: 't', userId: 7, username: 'okur' }), serverPage({ ...payload, renderedAt: undefined }))],
      ['a clock that is not a number', () => (saveSession({ token: 't', userId: 7, username: 'okur' }), serverPage({ ...payload, renderedAt: '1700000000000' }))],
      ['a broken block', () => {
        saveSession({ token: 't', userId: 7, username: 'okur' });
        const root = serverPage(payload);
        document.getElementById('ssr-data')!.textContent = '{"page":';
        return root;
      }],
      ['the shell', () => {
        saveSession({ token: 't', userId: 7, username: 'okur' });
        document.body.innerHTML = '<div id="root"></div>';
        return document.getElementById('root')!;
      }],
    ];
    for (const [what, setUp] of cases) {
      localStorage.clear();
      const client = createQueryClient();
      expect([what, takeServerRender(client, setUp())]).toEqual([what, false]);
      expect([what, client.getQueryData(readerKeys.chapter(4, 10))]).toEqual([what, undefined]);
    }
  });
});
