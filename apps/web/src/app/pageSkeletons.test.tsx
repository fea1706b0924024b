import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BookPage } from '../features/browse/book/BookPage';
import { LibraryPage } from '../features/browse/library/LibraryPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { makeBook, renderPage, signIn } from '../features/browse/testUtils';
import { makeProfile } from '../test/community';
import { jsonResponse, mockBackend } from '../test/mockBackend';
import { cleanUpAfterEach } from '../test/cleanup';

/*
 * Issue 28: the main pages showed a full-page "Yükleniyor…" while their data loaded. Each now
 * shows its content's shapes, marked busy, with one status saying what loads, and nothing busy
 * once the content is in. (Where the shapes stand is checked in a browser: e2e/skeletons.spec.ts.)
 */

/** An answer the test lets through when it wants to. */
function held<T>(body: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: async () => (await gate, jsonResponse(body)), release };
}

cleanUpAfterEach();

async function expectShapesThenContent(container: HTMLElement, status: string, release: () => void, content: () => Promise<unknown>) {
  const busy = container.querySelector('[aria-busy="true"]');
  expect(busy).not.toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent(status);
  expect(busy).toContainElement(screen.getByRole('status'));
  expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
  release();
  await content();
  // (A part that loads by itself, the book's recommendations, may be busy a moment longer.)
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  expect(screen.queryByText(status)).not.toBeInTheDocument();
}

describe('page skeletons', { timeout: 15_000 }, () => {
  it('the book page shows the book’s shapes while it loads', async () => {
    signIn();
    const book = held({ book: makeBook({ book_id: 7, title: 'Sisli Vadi' }), chapters: [], tags: [] });
    mockBackend({
      'GET /books/:bookId': book.answer,
      'GET /bookReader/progress/:bookId': { last_chapter_id: null, position_in_chapter: null },
      'GET /books/:bookId/recommendations': [],
    });
    const { container } = renderPage(<BookPage />, { path: '/book/7', pattern: '/book/:bookId' });
    await expectShapesThenContent(container, 'Kitap yükleniyor...', book.release, () => screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' }));
  });

  it('the library shows its title and the shapes of its toolbar and covers while it loads', async () => {
    signIn();
    const list = held({ books: [makeBook({ book_id: 1, title: 'Cam Fanus' })], page: 1, total: 1, has_more: false });
    mockBackend({ 'GET /library/books': list.answer });
    const { container } = renderPage(<LibraryPage />, { path: '/library', pattern: '/library' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kütüphanem' })).toBeInTheDocument();
    await expectShapesThenContent(container, 'Kütüphaneniz yükleniyor...', list.release, () => screen.findByText('Cam Fanus'));
  });

  it('a profile shows the header’s and the covers’ shapes while it loads', async () => {
    signIn();
    const profile = held(makeProfile({ user_id: 9, username: 'burak', full_name: 'Burak Yazar' }));
    mockBackend({ 'GET /profile/:userId': profile.answer });
    const { container } = renderPage(<ProfilePage />, { path: '/profile/9', pattern: '/profile/:userId' });
    await expectShapesThenContent(container, 'Profil yükleniyor...', profile.release, () => screen.findByRole('heading', { level: 1, name: 'Burak Yazar' }));
  });
});
