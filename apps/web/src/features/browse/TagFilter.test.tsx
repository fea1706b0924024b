import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchResultsPage } from './search/SearchResultsPage';
import { TagPage } from './tag/TagPage';
import { mockBackend, type MockRequest } from '../../test/mockBackend';
import { makeBook, renderPage, signIn } from './testUtils';

const filterOf = (req: MockRequest) => [req.query.get('tags'), req.query.get('exclude')];

beforeEach(() => signIn(5, 'okur'));

describe('the tag filter', () => {
  it('narrows search results from the address, takes a new tag as a chip, and offers a way out when nothing is left', async () => {
    const { callsTo } = mockBackend({
      'GET /search/search': ({ query }) => ({
        booksByTitle: query.get('tags')?.toLowerCase().includes('dram') ? [] : [makeBook({ title: 'Gece Aşkı' })],
        authors: [],
      }),
      'GET /tags': { tags: [] },
    });
    renderPage(<SearchResultsPage />, { path: '/search-results?query=gece&tags=a%C5%9Fk&exclude=korku', pattern: '/search-results' });
    expect(await screen.findByRole('heading', { name: 'Gece Aşkı' })).toBeInTheDocument();
    expect(callsTo('GET /search/search').map(filterOf)).toEqual([['aşk', 'korku']]);
    // The filter is open and says what it holds.
    expect(screen.getByText('Etiketle süzün')).toBeVisible();
    expect(screen.getByText('2 etiket')).toBeInTheDocument();

    const must = screen.getByRole('textbox', { name: /Bu etiketler olsun/ });
    await userEvent.type(must, 'Dram{Enter}');
    await waitFor(() => expect(callsTo('GET /search/search').map(filterOf).at(-1)).toEqual(['aşk,Dram', 'korku']));
    expect(await screen.findByText('Bu süzgeçle eşleşen hikaye yok.')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Süzgeci temizleyin' })[0]!);
    await waitFor(() => expect(callsTo('GET /search/search').map(filterOf).at(-1)).toEqual([null, null]));
    expect(await screen.findByRole('heading', { name: 'Gece Aşkı' })).toBeInTheDocument();
  });

  it('narrows a tag page, keeping the page and its heading while the new list arrives', async () => {
    const { callsTo } = mockBackend({
      'GET /tags/:tag': ({ query }) => ({
        tag: 'ask',
        label: 'Aşk',
        books: query.get('exclude') ? [makeBook({ book_id: 2, title: 'Mutlu Son' })] : [makeBook({ book_id: 1, title: 'Hüzünlü Aşk' }), makeBook({ book_id: 2, title: 'Mutlu Son' })],
        page: 1,
        has_more: false,
      }),
      'GET /tags': { tags: [] },
    });
    renderPage(<TagPage />, { path: '/etiket/ask', pattern: '/etiket/:tag' });
    expect(await screen.findByRole('heading', { level: 1, name: '#Aşk' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Etiketle süzün'));
    await userEvent.type(screen.getByRole('textbox', { name: /Bu etiketler olmasın/ }), 'hüzün{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hüzünlü Aşk' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Mutlu Son' })).toBeInTheDocument();
    expect(callsTo('GET /tags/:tag').map(filterOf).at(-1)).toEqual([null, 'hüzün']);
    expect(screen.getByRole('button', { name: 'hüzün etiketini kaldır' })).toBeInTheDocument();
  });
});
