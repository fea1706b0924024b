import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContinueReadingItem } from '@okuryazar/shared';
import { makeBook, renderWithProviders } from '../../test/books';
import { mockBackend } from '../../test/mockBackend';
import { CONTINUE_READING_PAGE_SIZE } from './api';
import { ContinueReadingPage } from './ContinueReadingPage';
import { freshBrowserEachTest } from '../../test/browser';

function reading(id: number): ContinueReadingItem {
  return {
    book: makeBook({ book_id: id, title: `Hikaye ${id}`, published_chapters_count: 3 }),
    chapter: { chapter_id: id * 10 + 2, chapter_number: 2, title: 'İkinci bölüm' },
    position: { scrollY: 0, timestamp: 1 },
    updated_at: '2026-11-01T10:00:00.000Z',
  };
}

freshBrowserEachTest({ session: { token: 'test-token', userId: 5, username: 'kitapkurdu' } });

describe('/okumaya-devam-et', () => {
  it('lists every story the reader is in, a page at a time after the last one held', async () => {
    const all = Array.from({ length: CONTINUE_READING_PAGE_SIZE + 3 }, (_, i) => reading(100 - i));
    const { callsTo } = mockBackend({
      'GET /bookReader/continue-reading': ({ query }) => {
        const before = query.get('before');
        const from = before ? all.findIndex((item) => item.book.book_id === Number(before)) + 1 : 0;
        return all.slice(from, from + Number(query.get('limit')));
      },
    });
    renderWithProviders(<ContinueReadingPage />, { path: '/okumaya-devam-et' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Okumaya devam et' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('continue-card')).toHaveLength(CONTINUE_READING_PAGE_SIZE));
    expect(screen.getAllByTestId('continue-card')[0]).toHaveAttribute('href', '/read/100/1002#kaldigim-yer');

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await waitFor(() => expect(screen.getAllByTestId('continue-card')).toHaveLength(all.length));
    expect(callsTo('GET /bookReader/continue-reading').map((c) => c.query.get('before'))).toEqual([null, String(all[CONTINUE_READING_PAGE_SIZE - 1]!.book.book_id)]);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('says how a story gets here when there is none yet', async () => {
    mockBackend({ 'GET /bookReader/continue-reading': [] });
    renderWithProviders(<ContinueReadingPage />, { path: '/okumaya-devam-et' });
    expect(await screen.findByText('Henüz okumaya başladığınız bir hikaye yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Popüler hikayelere göz atın' })).toHaveAttribute('href', '/populer');
  });
});
