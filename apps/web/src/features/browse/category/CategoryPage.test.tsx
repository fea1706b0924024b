import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '../../../lib/router';
import { MSG, PAGE_SIZE, type BookCard } from '@okuryazar/shared';
import { CategoryPage } from './CategoryPage';
import { apiError, jsonResponse, mockBackend, type MockRequest } from '../../../test/mockBackend';
import { makeBook, renderPage, signIn } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';
import { stubIntersectionObserver } from '../../../test/observers';

const category = { id: 3, name: 'Fantastik', description: 'Büyülü diyarlar ve kadim yaratıklar.' };
const pageOf = (count: number, start: number) =>
  Array.from({ length: count }, (_, i) => makeBook({ book_id: start + i, title: `Kitap ${start + i}` }));

/** GET /categories/:id/books answering page N with pages[N - 1]; any other page size is a mistake. */
const bookPages =
  (...pages: BookCard[][]) =>
  ({ query }: MockRequest) =>
    query.get('pageSize') === String(PAGE_SIZE) ? (pages[Number(query.get('page')) - 1] ?? []) : apiError(400, 'pageSize');

function renderCategory(id: string | number = 3) {
  return renderPage(<CategoryPage />, { path: `/category/${id}`, pattern: '/category/:categoryId' });
}

beforeEach(() => signIn());
cleanUpAfterEach();

describe('CategoryPage', { timeout: 15_000 }, () => {
  it('shows the name, description and books with views, likes and chapter count', async () => {
    mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': bookPages([
        makeBook({ title: 'Ejderha Vadisi', total_views: 2500, total_likes: 42, published_chapters_count: 7 }),
      ]),
    });
    renderCategory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fantastik' })).toBeInTheDocument();
    expect(screen.getByText(category.description)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Ejderha Vadisi' })).toBeInTheDocument();
    expect(screen.getByText('2,5 B')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('7')).toHaveTextContent('7');
    expect(screen.getByText(/bölüm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('says the category has no books', async () => {
    mockBackend({ 'GET /categories/:id': category, 'GET /categories/:id/books': bookPages([]) });
    renderCategory();
    expect(await screen.findByText(MSG.categoryEmpty)).toBeInTheDocument();
  });

  it('says "Kategori bulunamadı." for an unknown category', async () => {
    const { callsTo } = mockBackend({
      'GET /categories/:id': () => jsonResponse({ message: MSG.categoryNotFound, code: 'NOT_FOUND' }, 404),
    });
    renderCategory(99);
    expect(await screen.findByText(MSG.categoryNotFound)).toBeInTheDocument();
    expect(callsTo('GET /categories/:id/books')).toHaveLength(0);
  });

  it('says "Kategori bulunamadı." for an id that is not a number, without a call', async () => {
    const { fetchMock } = mockBackend({});
    renderCategory('abc');
    expect(await screen.findByText(MSG.categoryNotFound)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the list empty and only logs when loading books fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': () => jsonResponse({ message: 'Hata' }, 500),
    });
    renderCategory();
    expect(await screen.findByText(MSG.categoryEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
  });

  it('loads the next page with "Daha fazla yükle" until a short page arrives', async () => {
    const { callsTo } = mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': bookPages(pageOf(PAGE_SIZE, 1), pageOf(3, 100)),
    });
    renderCategory();
    await screen.findByText('Kitap 24');
    expect(screen.getAllByTestId('book-card')).toHaveLength(PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText('Kitap 102')).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card')).toHaveLength(PAGE_SIZE + 3);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
    expect(callsTo('GET /categories/:id/books').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('loads the next page when the sentinel scrolls into view', async () => {
    const trigger = stubIntersectionObserver();
    mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': bookPages(pageOf(PAGE_SIZE, 1), pageOf(2, 200)),
    });
    renderCategory();
    await screen.findByText('Kitap 24');
    act(() => trigger(true));
    expect(await screen.findByText('Kitap 201')).toBeInTheDocument();
  });
});

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderCategoryAt(entry: string) {
  return renderPage(
    <>
      <CategoryPage />
      <SearchProbe />
    </>,
    { path: entry, pattern: '/category/:categoryId' },
  );
}

describe('CategoryPage: sort and filters', { timeout: 15_000 }, () => {
  it('reads the sort and filters from the URL and asks the API for them', async () => {
    const { callsTo } = mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': bookPages([makeBook({ title: 'Biten Hikaye', is_completed: true })]),
    });
    renderCategoryAt('/category/3?sort=likes&status=completed&length=long');
    expect(await screen.findByRole('heading', { level: 3, name: 'Biten Hikaye' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sırala')).toHaveValue('likes');
    expect(screen.getByLabelText('Durum')).toHaveValue('completed');
    expect(screen.getByLabelText('Uzunluk')).toHaveValue('long');
    const [first] = callsTo('GET /categories/:id/books');
    expect(Object.fromEntries(first!.query)).toMatchObject({ sort: 'likes', status: 'completed', length: 'long', page: '1' });
  });

  it('writes a changed control into the URL and loads that list from page 1', async () => {
    const { callsTo } = mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': ({ query }) => (query.get('pageSize') === String(PAGE_SIZE) ? [makeBook({ title: `Liste ${query.get('sort')}` })] : []),
    });
    renderCategoryAt('/category/3');
    expect(await screen.findByText('Liste popular')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    fireEvent.change(screen.getByLabelText('Sırala'), { target: { value: 'updated' } });
    expect(await screen.findByText('Liste updated')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Uzunluk'), { target: { value: 'short' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?sort=updated&length=short'));
    await waitFor(() => expect(callsTo('GET /categories/:id/books').at(-1)!.query.get('length')).toBe('short'));
    // Back to the default order leaves the URL.
    fireEvent.change(screen.getByLabelText('Sırala'), { target: { value: 'popular' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?length=short$/));
  });

  it('ignores values the API would refuse instead of failing the page', async () => {
    const { callsTo } = mockBackend({ 'GET /categories/:id': category, 'GET /categories/:id/books': bookPages([makeBook({ title: 'Tek' })]) });
    renderCategoryAt('/category/3?sort=oldest&length=huge');
    expect(await screen.findByText('Tek')).toBeInTheDocument();
    expect(screen.getByLabelText('Sırala')).toHaveValue('popular');
    const query = callsTo('GET /categories/:id/books')[0]!.query;
    expect(query.get('sort')).toBe('popular');
    expect(query.has('length')).toBe(false);
  });

  it('says when no story fits the filters and clears them', async () => {
    mockBackend({
      'GET /categories/:id': category,
      'GET /categories/:id/books': ({ query }) => (query.has('status') ? [] : [makeBook({ title: 'Herhangi' })]),
    });
    renderCategoryAt('/category/3?status=ongoing');
    expect(await screen.findByText('Bu seçimlere uyan hikaye yok.')).toBeInTheDocument();
    expect(screen.queryByText(MSG.categoryEmpty)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Süzgeçleri temizle' }));
    expect(await screen.findByText('Herhangi')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });
});
