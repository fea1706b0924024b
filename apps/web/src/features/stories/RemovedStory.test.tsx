import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG } from '@okuryazar/shared';
import { mockBackend } from '../../test/mockBackend';
import { MyStoriesPage } from './MyStoriesPage';
import { StoryDetailsPage } from './StoryDetailsPage';
import { loginAs, makeDetails, makeStory, renderPage } from './testUtils';

/* docs/PRODUCT.md#trust-and-safety: what a moderator removed, as its author sees it where they manage their stories. */

const removal = { at: '2026-03-04T09:30:00.000Z', note: 'Telif hakkı ihlali.' };

// Generous waits: the suites run in parallel on two shared cores.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => loginAs());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a removed story on My Stories', () => {
  it('is marked "Kaldırıldı" with the note, and its menu only opens it or deletes it', async () => {
    const removed = makeStory({ book_id: 21, title: 'Kaldırılan Hikaye', is_published: false, removed: removal });
    const kept = makeStory({ book_id: 22, title: 'Duran Hikaye', is_published: true });
    mockBackend({ 'GET /my-story/my-stories': [removed, kept] });
    const user = userEvent.setup();
    renderPage(<MyStoriesPage />, { path: '/my-stories' });

    const card = (await screen.findByRole('heading', { name: 'Kaldırılan Hikaye' })).closest('article')!;
    expect(within(card).getByTestId('removed-badge')).toHaveTextContent('Kaldırıldı');
    expect(within(card).queryByText('Taslak')).not.toBeInTheDocument();
    // The card's badge names it; the note beside it is dated instead of labelled again.
    expect(within(card).getByRole('note', { name: 'Kaldırıldı' })).toHaveTextContent('Moderatör notu (4 Mart 2026): Telif hakkı ihlali.');
    const keptCard = screen.getByRole('heading', { name: 'Duran Hikaye' }).closest('article')!;
    expect(within(keptCard).queryByRole('note')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Kaldırılan Hikaye için seçenekler' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Görüntüle', 'Sil']);
  });
});

describe('a removed story’s details', () => {
  it('shows the banner with the note, the fields read-only without a save, and no new chapter', async () => {
    mockBackend({ 'GET /story-details/:storyId': makeDetails({ removed: removal }) });
    const user = userEvent.setup();
    renderPage(<StoryDetailsPage />, { path: '/story-details/7', pattern: '/story-details/:storyId' });

    const banner = await screen.findByRole('note', { name: 'Kaldırıldı' });
    expect(banner).toHaveTextContent(MODERATION_MSG.removedReadOnly);
    expect(banner).toHaveTextContent('Moderatör notu: Telif hakkı ihlali.');
    expect(screen.getByLabelText('Hikaye başlığı')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Hikaye yayında' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri Kaydet' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /İçindekiler/ }));
    const panel = await screen.findByRole('tabpanel', { name: /İçindekiler/ });
    expect(within(panel).queryByRole('button', { name: 'Yeni Bölüm' })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^Görüntüle/ })).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: /^Düzenle/ })).not.toBeInTheDocument();
  });

  it('marks a removed chapter in the contents, opened there by the notice’s link', async () => {
    const details = makeDetails();
    details.chapters[1] = { ...details.chapters[1]!, removed: { at: removal.at, note: 'Şiddet içeriyor.' } };
    mockBackend({ 'GET /story-details/:storyId': details });
    renderPage(<StoryDetailsPage />, { path: '/story-details/7#icindekiler', pattern: '/story-details/:storyId' });

    const panel = await screen.findByRole('tabpanel', { name: /İçindekiler/ });
    const [first, second] = within(panel).getAllByTestId('chapter-row');
    expect(within(first!).queryByRole('note')).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: /^Düzenle/ })).toBeInTheDocument();
    expect(within(second!).getByTestId('removed-badge')).toHaveTextContent('Kaldırıldı');
    expect(within(second!).getByRole('note', { name: 'Kaldırıldı' })).toHaveTextContent('Moderatör notu (4 Mart 2026): Şiddet içeriyor.');
    expect(within(second!).getByRole('button', { name: 'Görüntüle: Kayıp Fener' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Zamanla/ })).not.toBeInTheDocument();
    // The story itself is not removed: new chapters are still possible.
    expect(within(panel).getByRole('button', { name: 'Yeni Bölüm' })).toBeInTheDocument();
  });
});
