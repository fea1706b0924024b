import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type StoryStats } from '@okuryazar/shared';
import { StoryDetailsPage } from './StoryDetailsPage';
import { StoryStatsPage } from './StoryStatsPage';
import { EPUB_POLL_MS } from '../../lib/epubDownload';
import { apiError, mockBackend } from '../../test/mockBackend';
import { loginAs, makeDetails, renderPage } from './testUtils';

vi.setConfig({ testTimeout: 20_000 });

function makeStats(): StoryStats {
  const daily = Array.from({ length: 30 }, (_, i) => ({ date: `2026-06-${String(i + 1).padStart(2, '0')}`, views: 0 }));
  daily[11]!.views = 14;
  daily[29]!.views = 3;
  return {
    chapters: [
      { chapter_id: 71, views: 120, likes: 14, comments: 3, read_through: 1 },
      { chapter_id: 72, views: 0, likes: 0, comments: 0, read_through: 0.456 },
    ],
    daily,
  };
}

const renderStats = (id = 7) => renderPage(<StoryStatsPage />, { path: `/story-details/${id}/stats`, pattern: '/story-details/:storyId/stats' });

beforeEach(() => loginAs(5, 'denizyazar'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StoryStatsPage', () => {
  it('shows per-chapter numbers and 30 days of views as an accessible chart with a table', async () => {
    const { callsTo } = mockBackend({ 'GET /stories/:storyId/stats': makeStats(), 'GET /story-details/:storyId': makeDetails() });
    renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(callsTo('GET /stories/:storyId/stats')[0]!.params.storyId).toBe('7');

    const chart = screen.getByRole('img', { name: /Son 30 günde toplam 17 okunma\. En çok okunan gün 12 Haziran: 14 okunma\./ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    const table = screen.getByTestId('chapter-stats');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['120', '14', '3', '%100'],
      ['0', '0', '0', '%46'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('1. Sis Çöküyor');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2. Kayıp Fener (taslak)');

    // The chart's numbers are there as a table too (in a disclosure).
    const fallback = screen.getByRole('table', { name: 'Son 30 günün günlük okunma sayıları' });
    expect(within(fallback).getAllByRole('row')).toHaveLength(31);
    expect(within(fallback).getByRole('rowheader', { name: '12 Haziran' }).nextElementSibling).toHaveTextContent('14');

    const totals = screen.getByText('Toplam okunma').closest('div')!;
    expect(totals).toHaveTextContent('120');
    expect(screen.getByText('Son 30 gün').closest('div')).toHaveTextContent('17');
  });

  it('says so when the story is not the viewer’s (404)', async () => {
    mockBackend({
      'GET /stories/:storyId/stats': () => apiError(404, 'Hikaye bulunamadı.', 'NOT_FOUND'),
      'GET /story-details/:storyId': () => apiError(404, 'Hikaye bulunamadı.', 'NOT_FOUND'),
    });
    renderStats(99);
    expect(await screen.findByText('Hikaye bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('story details: writer tools', () => {
  it('links to the statistics and downloads the EPUB under the server’s file name', async () => {
    const created: HTMLAnchorElement[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:epub');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this);
    });
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': makeDetails(),
      'GET /stories/:storyId/epub': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-type': 'application/epub+zip', 'content-disposition': `attachment; filename="sisli-vadi.epub"; filename*=UTF-8''Sisli%20Vadi.epub` },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(<StoryDetailsPage />, { path: '/story-details/7', pattern: '/story-details/:storyId' });
    await user.click(await screen.findByRole('button', { name: 'EPUB olarak indir' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(callsTo('GET /stories/:storyId/epub')[0]!.params.storyId).toBe('7');
    expect(created[0]!.download).toBe('Sisli Vadi.epub');
    click.mockRestore();

    await user.click(screen.getByRole('link', { name: /İstatistikler/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-details/7/stats'));
  });

  it('while the server prepares the EPUB (202) says so in Turkish, asks again, then saves the file', async () => {
    const created: HTMLAnchorElement[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:epub');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this);
    });
    let asked = 0;
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': makeDetails(),
      'GET /stories/:storyId/epub': () =>
        ++asked === 1
          ? new Response(JSON.stringify({ status: 'preparing', message: MSG.epubPreparing }), { status: 202, headers: { 'content-type': 'application/json' } })
          : new Response(new Uint8Array([80, 75, 3, 4]), {
              status: 200,
              headers: { 'content-type': 'application/epub+zip', 'content-disposition': `attachment; filename="sisli-vadi.epub"; filename*=UTF-8''Sisli%20Vadi.epub` },
            }),
    });
    const user = userEvent.setup();
    renderPage(<StoryDetailsPage />, { path: '/story-details/7', pattern: '/story-details/:storyId' });
    await user.click(await screen.findByRole('button', { name: 'EPUB olarak indir' }));
    expect(await screen.findByText(MSG.epubPreparing)).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await waitFor(() => expect(created).toHaveLength(1), { timeout: EPUB_POLL_MS + 3000 });
    expect(callsTo('GET /stories/:storyId/epub')).toHaveLength(2);
    expect(created[0]!.download).toBe('Sisli Vadi.epub');
    click.mockRestore();
  });
});
