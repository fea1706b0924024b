import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SearchResultsPage } from './SearchResultsPage';
import { apiError, mockBackend, type MockRequest } from '../../../test/mockBackend';
import { makeBook, renderPage, signIn } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';

const author = (user_id: number, name: string, followers = 10) => ({
  user_id,
  author: name,
  full_name: `${name} Tam Ad`,
  profile_image_url: null,
  total_books: 3,
  followers_count: followers,
});

function renderResults(query = 'gece') {
  return renderPage(<SearchResultsPage />, {
    path: `/search-results?query=${encodeURIComponent(query)}`,
    pattern: '/search-results',
  });
}

async function openUsersTab() {
  const tab = await screen.findByRole('tab', { name: /^Kullanıcılar/ });
  fireEvent.mouseDown(tab, { button: 0 });
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
}

/** GET /search/isFollowing/:userId/:authorId for reader 5, following the given authors. */
const isFollowing =
  (...authorIds: number[]) =>
  ({ params }: MockRequest) => {
    expect(params.userId).toBe('5');
    return { isFollowing: authorIds.map(String).includes(params.authorId!) };
  };

const followers = (row: HTMLElement) => within(row).getByTestId('followers-count').textContent;
const row = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => signIn(5, 'okur'));
cleanUpAfterEach();

describe('SearchResultsPage', { timeout: 15_000 }, () => {
  it('shows the "Kitaplar" and "Kullanıcılar" tabs (spec ids kitaplar/kullanicilar) with the books first', async () => {
    const { callsTo } = mockBackend({
      'GET /search/search': {
        booksByTitle: [makeBook({ title: 'Gece Yarısı' }), makeBook({ title: 'Gece Treni' })],
        authors: [author(9, 'geceyazari')],
      },
      'GET /search/isFollowing/:userId/:authorId': isFollowing(),
    });
    renderResults();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Kitaplar2', 'Kullanıcılar1']);
    expect(screen.getByRole('tab', { name: /^Kitaplar/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Gece Yarısı' })).toBeVisible();
    expect(callsTo('GET /search/search').map((c) => c.query.get('query'))).toEqual(['gece']);

    await openUsersTab();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('geceyazari')).toBeInTheDocument();
    expect(within(panel).getByText('geceyazari Tam Ad')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /geceyazari/ })).toHaveAttribute('href', '/profile/9');
  });

  it("starts each follow button from isFollowing and shows the follower count the server answers", async () => {
    // The server's counts: ahmet has 10 followers without this reader, zeynep 3.
    const { callsTo } = mockBackend({
      'GET /search/search': { booksByTitle: [], authors: [author(9, 'ahmet', 10), author(11, 'zeynep', 4)] },
      'GET /search/isFollowing/:userId/:authorId': isFollowing(11),
      'POST /search/follow/:userId/:authorId': ({ params }) => ({ success: true, followers_count: params.authorId === '9' ? 11 : 4 }),
      'POST /search/unfollow/:userId/:authorId': ({ params }) => ({ success: true, followers_count: params.authorId === '9' ? 10 : 3 }),
    });
    renderResults();
    await openUsersTab();
    await screen.findByText('ahmet');
    const ahmet = row('ahmet');
    const zeynep = row('zeynep');
    expect(followers(ahmet)).toBe('10 takipçi');

    fireEvent.click(await within(ahmet).findByRole('button', { name: 'Takip Et: ahmet' }));
    expect(await within(ahmet).findByRole('button', { name: 'Takibi Bırak: ahmet' })).toBeInTheDocument();
    expect(followers(ahmet)).toBe('11 takipçi');

    fireEvent.click(within(ahmet).getByRole('button', { name: 'Takibi Bırak: ahmet' }));
    expect(await within(ahmet).findByRole('button', { name: 'Takip Et: ahmet' })).toBeInTheDocument();
    expect(followers(ahmet)).toBe('10 takipçi');

    fireEvent.click(await within(zeynep).findByRole('button', { name: 'Takibi Bırak: zeynep' }));
    expect(await within(zeynep).findByRole('button', { name: 'Takip Et: zeynep' })).toBeInTheDocument();
    expect(followers(zeynep)).toBe('3 takipçi');
    expect(callsTo('POST /search/follow/:userId/:authorId').map((c) => c.params)).toEqual([{ userId: '5', authorId: '9' }]);
    expect(callsTo('POST /search/unfollow/:userId/:authorId').map((c) => c.params)).toEqual([
      { userId: '5', authorId: '9' },
      { userId: '5', authorId: '11' },
    ]);
  });

  it('keeps the state and only logs when a follow call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockBackend({
      'GET /search/search': { booksByTitle: [], authors: [author(9, 'ahmet', 10)] },
      'GET /search/isFollowing/:userId/:authorId': isFollowing(),
      'POST /search/follow/:userId/:authorId': apiError(500, 'Hata'),
    });
    renderResults();
    await openUsersTab();
    await screen.findByText('ahmet');
    const ahmet = row('ahmet');
    fireEvent.click(await within(ahmet).findByRole('button', { name: 'Takip Et: ahmet' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(ahmet).getByRole('button', { name: 'Takip Et: ahmet' })).toBeInTheDocument();
    expect(followers(ahmet)).toBe('10 takipçi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no follow button on your own row and does not ask isFollowing for yourself', async () => {
    const { callsTo } = mockBackend({
      'GET /search/search': { booksByTitle: [], authors: [author(5, 'okur'), author(9, 'okurcan')] },
      'GET /search/isFollowing/:userId/:authorId': isFollowing(),
    });
    renderResults('okur');
    await openUsersTab();
    await screen.findByText('okurcan');
    expect(within(row('okur')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('okur')).getByText('Siz')).toBeInTheDocument();
    await within(row('okurcan')).findByRole('button', { name: 'Takip Et: okurcan' });
    expect(callsTo('GET /search/isFollowing/:userId/:authorId').map((c) => c.params.authorId)).toEqual(['9']);
  });

  it('shows a clear empty state in each tab', async () => {
    mockBackend({ 'GET /search/search': { booksByTitle: [], authors: [] } });
    renderResults('zzz');
    expect(await screen.findByText('"zzz" için kitap bulunamadı.')).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Kullanıcılar/ }), { button: 0 });
    expect(await screen.findByText('"zzz" için kullanıcı bulunamadı.')).toBeVisible();
  });
});
