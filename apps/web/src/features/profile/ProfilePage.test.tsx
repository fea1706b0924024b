import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from './ProfilePage';
import { makeBook, makeProfile, renderPage, signIn } from '../../test/community';
import { apiError, mockBackend } from '../../test/mockBackend';
import { expectAlert } from '../../test/alerts';
import { cleanUpAfterEach } from '../../test/cleanup';

function renderProfile(id: number | string) {
  return renderPage(<ProfilePage />, { path: `/profile/${id}`, pattern: '/profile/:userId' });
}

cleanUpAfterEach();

describe('ProfilePage', { timeout: 15_000 }, () => {
  it('shows the owner "Ayarları Düzenle" and the community page, titled "Hikayelerim"', async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /profile/:userId': makeProfile(
        { user_id: 5, username: 'okur', full_name: 'Okur Kişi', bio: 'Kitap kurdu.\nİstanbul' },
        { books: [makeBook({ title: 'Gece Treni', author_id: 5 })] },
      ),
    });
    renderProfile(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Okur Kişi' })).toBeInTheDocument();
    expect(screen.getByText('@okur')).toBeInTheDocument();
    expect(screen.getByText(/Kitap kurdu\./)).toBeInTheDocument();
    expect(screen.getByText('Katılım: 12 Mart 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayarları Düzenle' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Topluluk Sayfam' })).toHaveAttribute('href', '/community/5');
    expect(screen.queryByRole('button', { name: /Takip Et/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mesaj/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hikayelerim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Gece Treni' })).toBeInTheDocument();
  });

  it('speaks to the owner of an empty profile and invites them to write', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': makeProfile({ user_id: 5, username: 'okur' }, { books: [] }) });
    renderProfile(5);
    const shelf = await screen.findByRole('region', { name: 'Hikayelerim' });
    expect(shelf).toHaveTextContent('Henüz bir hikaye paylaşmadınız. İlk hikayenizi yazmaya bugün başlayın; okurlarınız sizi bekliyor.');
    expect(shelf).not.toHaveTextContent('Bu yazar henüz bir hikaye paylaşmadı.');
    expect(within(shelf).getByRole('link', { name: 'Yeni Hikaye Oluştur' })).toHaveAttribute('href', '/new-story');
  });

  it("shows message, community and follow for someone else, titled with the possessive (Burak'ın Hikayeleri)", async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': makeProfile({ username: 'Burak', full_name: '' }) });
    renderProfile(9);
    expect(await screen.findByRole('heading', { level: 2, name: "Burak'ın Hikayeleri" })).toBeInTheDocument();
    // No full name: the username stands in as the heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Burak' })).toBeInTheDocument();
    expect(screen.getByText('Henüz bir biyografi eklenmedi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute('href', '/inbox?recipient_username=Burak');
    expect(screen.getByRole('link', { name: 'Topluluk Sayfası' })).toHaveAttribute('href', '/community/9');
    expect(screen.getByRole('button', { name: 'Takip Et: Burak' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ayarları Düzenle' })).not.toBeInTheDocument();
    expect(screen.getByText('Bu yazar henüz bir hikaye paylaşmadı.')).toBeInTheDocument();
  });

  it.each([
    ['Ali', "Ali'nin Hikayeleri"],
    ['Gül', "Gül'ün Hikayeleri"],
    ['okur42', "okur42'nin Hikayeleri"],
  ])('titles %s’s books "%s"', async (username, title) => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': makeProfile({ username }) });
    renderProfile(9);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('lists books with reads, likes and published chapters', async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /profile/:userId': makeProfile({}, { books: [makeBook({ title: 'Kayıp Harita', total_views: 1200, total_likes: 56, published_chapters_count: 4 })] }),
    });
    renderProfile(9);
    const card = (await screen.findByRole('heading', { name: 'Kayıp Harita' })).closest('[data-testid="book-card"]') as HTMLElement;
    expect(within(card).getByText(/okunma/)).toBeInTheDocument();
    expect(within(card).getByText(/beğeni/)).toBeInTheDocument();
    expect(within(card).getByText(/bölüm/).parentElement).toHaveTextContent('4');
  });

  it("takes the follower count from the server's answer when following and unfollowing", async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': makeProfile({ followers_count: 10 }),
      'POST /profile/follow/:userId': { success: true, followers_count: 42 },
      'POST /profile/unfollow/:userId': { success: true, followers_count: 7 },
    });
    const user = userEvent.setup();
    renderProfile(9);
    await user.click(await screen.findByRole('button', { name: 'Takip Et: burak' }));
    expect(await screen.findByRole('button', { name: 'Takibi Bırak: burak' })).toBeInTheDocument();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('42');
    expect(callsTo('POST /profile/follow/:userId').map((c) => [c.params.userId, c.body])).toEqual([['9', undefined]]);

    await user.click(screen.getByRole('button', { name: 'Takibi Bırak: burak' }));
    expect(await screen.findByRole('button', { name: 'Takip Et: burak' })).toBeInTheDocument();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('7');
    expect(callsTo('POST /profile/unfollow/:userId').map((c) => c.params.userId)).toEqual(['9']);
  });

  it('keeps the state when following fails (only logged)', async () => {
    signIn(5, 'okur');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockBackend({
      'GET /profile/:userId': makeProfile({ followers_count: 10 }),
      'POST /profile/follow/:userId': apiError(500, 'Hata'),
    });
    const user = userEvent.setup();
    renderProfile(9);
    await user.click(await screen.findByRole('button', { name: 'Takip Et: burak' }));
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Takip Et: burak' })).toBeInTheDocument();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('10');
  });

  it('shows someone the viewer blocked as "Engellendi" with "Engeli kaldır" instead of follow and message; lifting it brings them back', async () => {
    signIn(5, 'okur');
    let blocked = true;
    const { callsTo } = mockBackend({
      'GET /profile/:userId': () => makeProfile({}, { isBlocked: blocked }),
      'DELETE /blocks/:userId': () => {
        blocked = false;
        return { success: true };
      },
    });
    const user = userEvent.setup();
    renderProfile(9);
    expect(await screen.findByText('Engellendi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Takip Et/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
    expect(screen.getByText('Engellediğiniz kişinin hikayeleri size gösterilmez.')).toBeInTheDocument();
    // The ⋯ menu offers no second block.
    await user.click(screen.getByRole('button', { name: 'Diğer işlemler' }));
    expect(await screen.findByRole('menuitem', { name: 'Sessize al' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Engelle' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Engeli kaldır: burak' }));
    expect(await screen.findByRole('button', { name: 'Takip Et: burak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toBeInTheDocument();
    expect(screen.queryByText('Engellendi')).not.toBeInTheDocument();
    expect(callsTo('DELETE /blocks/:userId').map((c) => c.params.userId)).toEqual(['9']);
  });

  it('keeps the blocked state and says so when lifting the block fails', async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /profile/:userId': makeProfile({}, { isBlocked: true }),
      'DELETE /blocks/:userId': apiError(500, 'Hata'),
    });
    const user = userEvent.setup();
    renderProfile(9);
    await user.click(await screen.findByRole('button', { name: 'Engeli kaldır: burak' }));
    await expectAlert(screen, 'Bir hata oluştu!');
    expect(screen.getByText('Engellendi')).toBeInTheDocument();
  });

  it('says "Kullanıcı bulunamadı." on a 404', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': apiError(404, 'Kullanıcı bulunamadı.', 'NOT_FOUND') });
    renderProfile(404);
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
  });

  it('says "Kullanıcı bulunamadı." for an id that is not a number, without a call', async () => {
    signIn(5, 'okur');
    const { fetchMock } = mockBackend({});
    renderProfile('abc');
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the load error on other failures and retries', async () => {
    signIn(5, 'okur');
    let calls = 0;
    mockBackend({
      'GET /profile/:userId': () => (++calls === 1 ? apiError(500, 'Sunucu hatası') : makeProfile()),
    });
    const user = userEvent.setup();
    renderProfile(9);
    expect(
      await screen.findByText('Profil bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Burak Yılmaz' })).toBeInTheDocument();
  });
});
