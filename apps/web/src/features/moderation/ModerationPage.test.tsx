import { MODERATION_MSG, type ModerationQueueItem } from '@okuryazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../test/accountTestUtils';
import { mockBackend, type MockRoutes } from '../../test/mockBackend';
import { renderApp } from '../../test/renderApp';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => loginAs(3, 'moderator'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const HOUR = 3_600_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

function queueItem(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    target_type: 'comment',
    target_id: 12,
    preview: 'Bu yorum <b>kaba</b> bir dil kullanıyor.',
    author: { user_id: 9, username: 'kaba_yazar' },
    report_count: 2,
    reasons: ['harassment', 'hate'],
    // Half-hour offsets: the page's clock is read a few milliseconds before the answer is made.
    first_reported_at: iso(30.5 * HOUR),
    due_at: iso(6.5 * HOUR),
    removed: false,
    notice: null,
    descriptions: ['Beni aşağılıyor.'],
    ...overrides,
  };
}

const notice = queueItem({
  target_type: 'legal_notice',
  target_id: 4,
  preview: 'Eserim izinsiz yayımlanmış.',
  author: null,
  report_count: 1,
  reasons: [],
  first_reported_at: iso(2 * HOUR),
  due_at: new Date(Date.now() + 22 * HOUR).toISOString(),
  notice: { name: 'Ayşe Hukuk', email: 'ayse@ornek.com', url: 'https://okuryazar.example/book/3' },
  descriptions: ['Eserim izinsiz yayımlanmış.'],
});

/** The first render loads the lazy page and the queue; give it more than the default second. */
const queueItems = () => screen.findAllByTestId('moderation-item', {}, { timeout: 5000 });

function backend(role: 'user' | 'moderator' | 'admin', routes: MockRoutes = {}) {
  return mockBackend({
    'GET /header/headerInfo': { username: 'moderator', profile_image_url: null, role },
    'GET /moderation/reports': (request) =>
      request.query.get('status') === 'resolved'
        ? { items: [queueItem({ target_id: 99, removed: true, preview: 'Eski kaldırılmış yorum' })], next_page: null }
        : { items: [queueItem(), notice], next_page: null },
    ...routes,
  });
}

describe('/moderasyon', () => {
  it('lists the open queue: type, safe preview, author, count, Turkish reasons, overdue timer in words', async () => {
    const { callsTo } = backend('moderator');
    renderApp('/moderasyon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderasyon' }, { timeout: 5000 })).toBeInTheDocument();
    const [comment, legal] = await queueItems();
    expect(within(comment!).getByRole('heading', { level: 3 })).toHaveTextContent('Yorum #12');
    // The preview is text: markup in it is shown, never rendered.
    expect(within(comment!).getByText('Bu yorum <b>kaba</b> bir dil kullanıyor.')).toBeInTheDocument();
    expect(within(comment!).getByRole('link', { name: '@kaba_yazar' })).toHaveAttribute('href', '/profile/9');
    expect(comment).toHaveTextContent('2 şikayet');
    const reasons = within(comment!).getByRole('list', { name: 'Şikayet nedenleri' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Taciz', 'Nefret söylemi']);
    expect(within(comment!).getByText('Beni aşağılıyor.')).toBeInTheDocument();
    expect(within(comment!).getByText(/İlk şikayet/)).toHaveTextContent('1 gün 6 saat önce');
    expect(within(comment!).getByTestId('due')).toHaveTextContent(/^Süre aşıldı: 6 saat (29|30) dakika gecikti$/);
    expect(within(comment!).getByRole('button', { name: 'Kaldır' })).toBeInTheDocument();
    expect(within(comment!).getByRole('button', { name: 'Yoksay' })).toBeInTheDocument();
    expect(within(comment!).getByRole('button', { name: 'Yazarı askıya al' })).toBeInTheDocument();

    // A legal notice: sender, link, time left, and only the dismissal the API allows.
    expect(within(legal!).getByRole('heading', { level: 3 })).toHaveTextContent('Yasal bildirim (5651) #4');
    expect(within(legal!).getByRole('link', { name: 'https://okuryazar.example/book/3' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(legal!).getByTestId('due')).toHaveTextContent(/^Kalan süre: 2[12] saat/);
    expect(within(legal!).getAllByRole('button').map((b) => b.textContent)).toEqual(['İncelendi olarak kapat']);
    expect(callsTo('GET /moderation/reports')[0]!.query.get('status')).toBe('open');
  });

  it('removes an item with a required note; the body is the contract and the item leaves the queue', async () => {
    let decided = false;
    const { callsTo } = backend('moderator', {
      'GET /moderation/reports': () => ({ items: decided ? [notice] : [queueItem(), notice], next_page: null }),
      'POST /moderation/decisions': () => {
        decided = true;
        return { decision_id: 1, resolved_reports: 2, message: 'Karar kaydedildi.' };
      },
    });
    const user = userEvent.setup();
    renderApp('/moderasyon');
    const [comment] = await queueItems();
    await user.click(within(comment!).getByRole('button', { name: 'Kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'İçeriği kaldır' });
    // The reason is required, said so, and where the focus starts (issue 28 item 8).
    const reason = within(dialog).getByRole('textbox', { name: 'Gerekçe (zorunlu)' });
    expect(reason).toBeRequired();
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    expect(await within(dialog).findByText(MODERATION_MSG.noteRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(MODERATION_MSG.noteRequired));
    expect(callsTo('POST /moderation/decisions')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Gerekçe (zorunlu)'), '  Taciz içeriyor.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /moderation/decisions').map((c) => c.body)).toEqual([
      { targetType: 'comment', targetId: 12, action: 'remove', note: 'Taciz içeriyor.' },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('moderation-item')).toHaveLength(1));
    const left = screen.getByTestId('moderation-item');
    expect(within(left).getByRole('heading', { level: 3 })).toHaveTextContent('Yasal bildirim (5651) #4');
    // Focus lands on the item that took the decided one's place, not on the page's body.
    await waitFor(() => expect(left).toHaveFocus());
    expect(await screen.findByText('Karar kaydedildi.')).toBeInTheDocument();
  });

  it('suspends the author for the days typed, or indefinitely when the field is empty', async () => {
    const { callsTo } = backend('moderator', {
      'POST /moderation/decisions': { decision_id: 2, resolved_reports: 2, message: 'Karar kaydedildi.' },
    });
    const user = userEvent.setup();
    renderApp('/moderasyon');
    const [comment] = await queueItems();
    await user.click(within(comment!).getByRole('button', { name: 'Yazarı askıya al' }));
    let dialog = await screen.findByRole('dialog', { name: 'Yazarı askıya al' });
    await user.type(within(dialog).getByLabelText('Gerekçe (zorunlu)'), 'Tekrarlayan taciz.');
    await user.type(within(dialog).getByLabelText('Süre (gün)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    expect(await within(dialog).findByText(MODERATION_MSG.suspendDaysInvalid)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Süre (gün)'));
    await user.type(within(dialog).getByLabelText('Süre (gün)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() => expect(callsTo('POST /moderation/decisions')).toHaveLength(1));
    expect(callsTo('POST /moderation/decisions')[0]!.body).toEqual({
      targetType: 'comment',
      targetId: 12,
      action: 'suspend_author',
      note: 'Tekrarlayan taciz.',
      suspendDays: 7,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [again] = await queueItems();
    await user.click(within(again!).getByRole('button', { name: 'Yazarı askıya al' }));
    dialog = await screen.findByRole('dialog', { name: 'Yazarı askıya al' });
    await user.type(within(dialog).getByLabelText('Gerekçe (zorunlu)'), 'Süresiz.');
    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() => expect(callsTo('POST /moderation/decisions')).toHaveLength(2));
    expect(callsTo('POST /moderation/decisions')[1]!.body).toEqual({ targetType: 'comment', targetId: 12, action: 'suspend_author', note: 'Süresiz.' });
  });

  it('dismisses without a note and keeps the server refusal in the dialog', async () => {
    const { callsTo } = backend('moderator', {
      'POST /moderation/decisions': () =>
        new Response(JSON.stringify({ message: MODERATION_MSG.cannotModerateSelf, code: 'FORBIDDEN' }), { status: 403 }),
    });
    const user = userEvent.setup();
    renderApp('/moderasyon');
    const [comment] = await queueItems();
    await user.click(within(comment!).getByRole('button', { name: 'Yoksay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şikayeti yoksay' });
    await user.click(within(dialog).getByRole('button', { name: 'Yoksay' }));
    await expectAlert(within(dialog), MODERATION_MSG.cannotModerateSelf);
    expect(callsTo('POST /moderation/decisions')[0]!.body).toEqual({ targetType: 'comment', targetId: 12, action: 'dismiss', note: '' });
    expect(screen.getAllByTestId('moderation-item')).toHaveLength(2);
  });

  it('says so when the queue is empty', async () => {
    backend('admin', { 'GET /moderation/reports': { items: [], next_page: null } });
    renderApp('/moderasyon');
    expect(await screen.findByText('İncelenecek şikayet yok.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the queue cannot be read', async () => {
    let fail = true;
    backend('moderator', {
      'GET /moderation/reports': () => (fail ? new Response('{}', { status: 500 }) : { items: [], next_page: null }),
    });
    const user = userEvent.setup();
    renderApp('/moderasyon');
    await expectAlert(screen, 'Şikayetler yüklenemedi.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('İncelenecek şikayet yok.')).toBeInTheDocument();
  });

  it('shows resolved items without actions and the audit with paging', async () => {
    const entry = (id: number, note: string) => ({
      decision_id: id,
      moderator: { user_id: 3, username: 'moderator' },
      target_type: 'comment' as const,
      target_id: id,
      action: 'suspend_author' as const,
      note,
      suspend_days: id === 1 ? null : 7,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    const { callsTo } = backend('moderator', {
      'GET /moderation/audit': (request) =>
        request.query.get('page') === '2' ? { items: [entry(1, '')], next_page: null } : { items: [entry(2, 'Tekrarlayan taciz.')], next_page: 2 },
    });
    const user = userEvent.setup();
    renderApp('/moderasyon');
    await queueItems();

    await user.click(screen.getByRole('tab', { name: 'Çözülen' }));
    const resolved = await screen.findByText('Eski kaldırılmış yorum');
    const card = resolved.closest('article')!;
    expect(within(card).getByText('Kaldırıldı')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Kayıt' }));
    const list = await screen.findByRole('list', { name: /Moderasyon kararları/ });
    expect(list).toHaveTextContent('Yazar askıya alındı (7 gün): Yorum #2');
    expect(list).toHaveTextContent('@moderator');
    expect(list).toHaveTextContent('Not: Tekrarlayan taciz.');
    await user.click(screen.getByRole('button', { name: 'Daha fazla' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list).toHaveTextContent('Yazar askıya alındı (süresiz): Yorum #1');
    expect(list).toHaveTextContent('Not yazılmadı.');
    expect(callsTo('GET /moderation/audit').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('is an ordinary not-found page for everyone else, and asks the API nothing', async () => {
    const { callsTo } = backend('user');
    renderApp('/moderasyon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu sayfa kitabımızda yok' }, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo('GET /moderation/reports')).toHaveLength(0);
  });
});

describe('profile menu', () => {
  it('offers Moderasyon to moderators', async () => {
    const { callsTo } = backend('moderator', { 'GET /dashboard': { yourLibrary: [], recommended: [], newReleases: [], popular: [] } } as MockRoutes);
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    // The role arrives with the header info: open the menu once it has been answered (a
    // second click would close the menu again).
    await waitFor(() => expect(callsTo('GET /header/headerInfo')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Profil menüsü' }));
    expect(await screen.findByRole('menuitem', { name: 'Moderasyon' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Moderasyon' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderasyon'));
  });

  it('does not offer it to a user', async () => {
    const { callsTo } = backend('user');
    const user = userEvent.setup();
    renderApp('/notifications');
    await waitFor(() => expect(callsTo('GET /header/headerInfo')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Profil menüsü' }));
    expect(await screen.findByRole('menuitem', { name: 'Ayarlar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Moderasyon' })).toBeNull();
  });
});
