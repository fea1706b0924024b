import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, WRITER_MSG, turkeyDate, type StoryStats } from '@okuryazar/shared';
import { StoryDetailsPage } from './StoryDetailsPage';
import { StoryStatsPage } from './StoryStatsPage';
import { EPUB_POLL_MS } from '../../lib/epubDownload';
import { apiError, mockBackend } from '../../test/mockBackend';
import { expectAlert } from '../../test/alerts';
import { loginAs, makeDetails, renderPage } from './testUtils';
import { longDay } from './ViewsChart';
import { captureDownloads } from '../../test/downloads';

vi.setConfig({ testTimeout: 20_000 });

const DAY_MS = 86_400_000;
const today = turkeyDate(new Date());
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** `count` days ending `to` (today by default): 14 views on the 12th, 3 on the last, else none. */
function makeStats(count = 30, to = today): StoryStats {
  const daily = Array.from({ length: count }, (_, i) => ({ date: daysBefore(to, count - 1 - i), views: 0 }));
  daily[11]!.views = 14;
  daily[count - 1]!.views = 3;
  return {
    chapters: [
      { chapter_id: 71, views: 120, likes: 14, comments: 3, read_through: 1 },
      { chapter_id: 72, views: 0, likes: 0, comments: 0, read_through: 0.456 },
    ],
    daily,
    from: daily[0]!.date,
    to,
    first_day: daysBefore(today, 800),
  };
}
const peakDay = (stats: StoryStats) => longDay(stats.daily[11]!.date);

/** What the server answers for ?from=&to= (by default the last 30 days). */
function statsFor(query: URLSearchParams): StoryStats {
  const to = query.get('to') ?? today;
  const from = query.get('from') ?? daysBefore(to, 29);
  return makeStats(Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1, to);
}

const renderStats = (id = 7) => renderPage(<StoryStatsPage />, { path: `/story-details/${id}/stats`, pattern: '/story-details/:storyId/stats' });

beforeEach(() => loginAs(5, 'denizyazar'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StoryStatsPage', () => {
  it('shows per-chapter numbers and 30 days of views as an accessible chart with a table', async () => {
    const stats = makeStats();
    const { callsTo } = mockBackend({ 'GET /stories/:storyId/stats': stats, 'GET /story-details/:storyId': makeDetails() });
    renderStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(callsTo('GET /stories/:storyId/stats')[0]!.params.storyId).toBe('7');
    expect([...callsTo('GET /stories/:storyId/stats')[0]!.query]).toEqual([]);

    const chart = screen.getByRole('img', { name: `Son 30 günde toplam 17 okunma. En çok okunan gün ${peakDay(stats)}: 14 okunma.` });
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
    const fallback = screen.getByRole('table', { name: 'Okunma sayıları (Son 30 gün)' });
    expect(within(fallback).getAllByRole('row')).toHaveLength(31);
    expect(within(fallback).getByRole('rowheader', { name: peakDay(stats) }).nextElementSibling).toHaveTextContent('14');

    const totals = screen.getByText('Toplam okunma').closest('dl')!;
    expect(within(totals).getByText('Toplam okunma').closest('div')).toHaveTextContent('120');
    expect(within(totals).getByText('Son 30 gün').closest('div')).toHaveTextContent('17');
    expect(screen.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a year as weekly bars when the author picks "Son 1 yıl", and keeps the range in the address', async () => {
    const { callsTo } = mockBackend({
      'GET /stories/:storyId/stats': (request) => statsFor(request.query),
      'GET /story-details/:storyId': makeDetails(),
    });
    const user = userEvent.setup();
    const { router } = renderStats();
    await user.click(await screen.findByRole('button', { name: 'Son 1 yıl' }));
    const chart = await screen.findByRole('img', { name: /^Son 365 günde toplam 17 okunma\. En çok okunan hafta .+: 14 okunma\.$/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(53);
    const asked = callsTo('GET /stories/:storyId/stats').at(-1)!.query;
    expect(asked.get('from')).toBe(daysBefore(today, 364));
    expect(asked.get('to')).toBeNull();
    expect(router.state.location.search).toBe(`?from=${daysBefore(today, 364)}`);
    expect(screen.getByRole('button', { name: 'Son 1 yıl' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Okunma: Son 1 yıl' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Okunma sayıları (Son 1 yıl)' })).toBeInTheDocument();
  });

  it('takes any range from the date fields, refuses one that ends before it starts, and downloads it as CSV', async () => {
    const { created, click } = captureDownloads('blob:csv');
    const end = daysBefore(today, 100);
    const { callsTo } = mockBackend({
      'GET /stories/:storyId/stats': (request) => statsFor(request.query),
      'GET /story-details/:storyId': makeDetails(),
      'GET /stories/:storyId/stats.csv': () =>
        new Response('\uFEFFTarih;Okunma\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="istatistik.csv"; filename*=UTF-8''istatistik.csv` },
        }),
    });
    const user = userEvent.setup();
    renderStats();
    const endField = await screen.findByLabelText('Bitiş');
    // An end before the start is refused before asking the server.
    fireEvent.change(endField, { target: { value: daysBefore(today, 40) } });
    await expectAlert(screen, WRITER_MSG.statsRangeReversed);
    expect(endField).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('GET /stories/:storyId/stats')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: daysBefore(end, 40) } });
    expect(await screen.findByRole('img', { name: /^Son 141 günde toplam 17 okunma/ })).toBeInTheDocument();
    expect(endField).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: end } });
    expect(await screen.findByRole('img', { name: /arasında toplam 17 okunma/ })).toBeInTheDocument();
    const last = callsTo('GET /stories/:storyId/stats').at(-1)!.query;
    expect([last.get('from'), last.get('to')]).toEqual([daysBefore(end, 40), end]);

    await user.click(screen.getByRole('button', { name: 'CSV olarak indir' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const csv = callsTo('GET /stories/:storyId/stats.csv')[0]!;
    expect([csv.params.storyId, csv.query.get('from'), csv.query.get('to')]).toEqual(['7', daysBefore(end, 40), end]);
    expect(created[0]!.download).toBe('istatistik.csv');
    click.mockRestore();
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
    const { created, click } = captureDownloads('blob:epub');
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
    const { created, click } = captureDownloads('blob:epub');
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
