import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_PAGE_COVER_SIZES } from './BookPage';
import { responsiveCover } from '../../../lib/images';
import { takeEarlyResponse } from '../../../lib/earlyFetch';

// index.html's inline script of the early API call, run as the browser runs it.
const indexHtml = readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8');
const script = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').find((s) => s.includes('__okEarly')) ?? '';

const SIZED = 'covers/pR3B2DWLG4-IL37L6wzGwJcS-w480.jpg';

async function runOnBookPage(body: unknown, status = 200) {
  localStorage.setItem('token', 'tkn');
  window.history.replaceState(null, '', '/book/4');
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(script)();
  // Let the answer, its copy's JSON and the preload's callbacks settle.
  await window.__okEarly!.response.then((r) => r.clone().text());
  await new Promise((r) => setTimeout(r, 20));
  return fetchMock;
}

const preload = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');

describe('index.html early call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    preload()?.remove();
    delete window.__okEarly;
  });

  it("preloads a book's cover with the page's own srcset and sizes, and still hands over the whole answer", async () => {
    const fetchMock = await runOnBookPage({ book: { book_id: 4, cover_image_url: SIZED }, chapters: [], tags: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/books/4', expect.anything());
    const link = preload()!;
    expect(link.getAttribute('imagesrcset')).toBe(responsiveCover(SIZED).srcSet);
    expect(link.getAttribute('imagesizes')).toBe(BOOK_PAGE_COVER_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');
    const response = await takeEarlyResponse('/api/books/4', 'tkn');
    expect(await response!.json()).toMatchObject({ book: { book_id: 4 } });
  });

  it('preloads a cover without stored sizes, or the default cover, by its URL', async () => {
    await runOnBookPage({ book: { cover_image_url: 'covers/old.jpg' } });
    expect(preload()!.getAttribute('href')).toBe(responsiveCover('covers/old.jpg').src);
    expect(preload()!.hasAttribute('imagesrcset')).toBe(false);
    preload()!.remove();
    await runOnBookPage({ book: { cover_image_url: null } });
    expect(preload()!.getAttribute('href')).toBe(responsiveCover(null).src);
  });

  it('preloads nothing when the book is not there', async () => {
    await runOnBookPage({ error: 'yok' }, 404);
    expect(preload()).toBeNull();
  });
});
