import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBook } from '../../test/books';
import { mockBackend } from '../../test/mockBackend';
import { renderPage } from '../../test/renderPage';
import { TrendingPage } from './TrendingPage';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', '5');
  localStorage.setItem('username', 'okur');
});

describe('TrendingPage', () => {
  it('shows the ranking, narrows it to a category kept in the address, and says when a category has none', async () => {
    const { callsTo } = mockBackend({
      'GET /trending': ({ query }) =>
        query.get('category') === '2'
          ? { books: [], page: 1, has_more: false }
          : { books: [makeBook({ book_id: 1, title: 'Yükselen Yıldız' }), makeBook({ book_id: 2, title: 'Sessiz Dalga' })], page: 1, has_more: false },
    });
    renderPage(<TrendingPage />, { path: '/yukselenler', pattern: '/yukselenler' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yükselenler' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yükselen Yıldız' })).toBeInTheDocument();
    expect(callsTo('GET /trending')[0]!.query.get('category')).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '2');
    expect(await screen.findByText('Bu kategoride bu hafta yükselen bir hikaye yok.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET /trending').at(-1)!.query.get('category')).toBe('2'));
    expect(screen.getByRole('link', { name: 'Tüm kategorilere bakın' })).toHaveAttribute('href', '/yukselenler');
  });

  it('opens at the category in the address', async () => {
    const { callsTo } = mockBackend({ 'GET /trending': { books: [makeBook({ book_id: 3, title: 'Kategori Yıldızı' })], page: 1, has_more: false } });
    renderPage(<TrendingPage />, { path: '/yukselenler?kategori=3', pattern: '/yukselenler' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Kategori Yıldızı' })).toBeInTheDocument();
    expect(callsTo('GET /trending')[0]!.query.get('category')).toBe('3');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Yükselenler: /);
  });
});
