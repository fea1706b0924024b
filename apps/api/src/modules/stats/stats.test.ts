import { STATS_MAX_DAYS, WRITER_MSG, turkeyDate } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { lastDays } from './stats.service';

const DAY = 24 * 60 * 60 * 1000;
const { t, author, other } = useTestApp({ author: {}, other: {} }, { build: { schedulerIntervalMs: false } });
let bookId: number;
let chapterIds: number[];

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Sayılan Hikaye' });
  chapterIds = [];
  for (const title of ['Bir', 'İki', 'Üç']) chapterIds.push(await createChapter(t.app, author, { book_id: bookId, title, is_published: true }));
  chapterIds.push(await createChapter(t.app, author, { book_id: bookId, title: 'Taslak' }));
});

const stats = (token: string | null, id = bookId, range = '') =>
  t.app.inject({ method: 'GET', url: `/api/stories/${id}/stats${range}`, headers: token ? bearer(token) : {} });
const csv = (token: string | null, range = '', id = bookId) =>
  t.app.inject({ method: 'GET', url: `/api/stories/${id}/stats.csv${range}`, headers: token ? bearer(token) : {} });
const view = (user: RegisteredUser, chapterId: number) =>
  t.app.inject({ method: 'POST', url: `/api/bookReader/books/${bookId}/chapters/${chapterId}/incrementViews`, headers: bearer(user.token), payload: {} });

describe('lastDays', () => {
  it('counts back across month ends, oldest first', () => {
    expect(lastDays('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('GET /api/stories/{id}/stats', () => {
  it('answers only the author: other users and unknown stories 404, visitors 401', async () => {
    expect((await stats(null)).statusCode).toBe(401);
    expect((await stats(other.token)).statusCode).toBe(404);
    expect((await stats(author.token, 999_999)).statusCode).toBe(404);
    expect((await stats(author.token)).statusCode).toBe(200);
  });

  it('has exactly 30 daily points ending today in Turkey, zeros included', async () => {
    const body = (await stats(author.token)).json();
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1).date).toBe(turkeyDate(new Date(t.clock())));
    expect(body.daily.every((d: { views: number }) => d.views === 0)).toBe(true);
    expect(body.chapters.map((c: { chapter_id: number }) => c.chapter_id)).toEqual(chapterIds);
  });

  it('counts views per Turkish day, likes, and read-through from the first chapter’s readers', async () => {
    const readers = [await registerAndLogin(t.app), await registerAndLogin(t.app), await registerAndLogin(t.app)];
    const stranger = await registerAndLogin(t.app);
    // 10:00 UTC is 13:00 in Istanbul; three readers open chapter 1, two go on, one reaches chapter 3.
    for (const r of readers) expect((await view(r, chapterIds[0]!)).json().viewUpdated).toBe(true);
    await view(readers[0]!, chapterIds[1]!);
    await view(readers[1]!, chapterIds[1]!);
    // 22:30 UTC is already the next day in Istanbul.
    t.clock.set(Date.parse('2026-06-15T22:30:00Z'));
    await view(readers[0]!, chapterIds[2]!);
    // Someone who skipped chapter 1 adds a view but no read-through.
    await view(stranger, chapterIds[2]!);
    // The author's own view is never counted; a repeat within 24 hours neither.
    await view(author, chapterIds[0]!);
    await view(readers[0]!, chapterIds[0]!);
    await t.app.inject({ method: 'POST', url: `/api/bookReader/chapters/${chapterIds[0]}/like`, headers: bearer(readers[1]!.token), payload: {} });

    const body = (await stats(author.token)).json();
    expect(body.chapters).toEqual([
      { chapter_id: chapterIds[0], views: 3, likes: 1, comments: 0, read_through: 1 },
      { chapter_id: chapterIds[1], views: 2, likes: 0, comments: 0, read_through: 0.667 },
      { chapter_id: chapterIds[2], views: 2, likes: 0, comments: 0, read_through: 0.333 },
      { chapter_id: chapterIds[3], views: 0, likes: 0, comments: 0, read_through: 0 },
    ]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.slice(-2)).toEqual([
      { date: '2026-06-15', views: 5 },
      { date: '2026-06-16', views: 2 },
    ]);

    // A month later the early days have left the window.
    t.clock.advance(29 * DAY);
    const later = (await stats(author.token)).json();
    expect(later.daily[0]).toEqual({ date: '2026-06-16', views: 2 });
    expect(later.daily.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(2);
  });
});

describe('statistics for any range since the story began', () => {
  it('gives one point a day for the range asked, oldest first, and says the range and the story’s first day', async () => {
    // The clock is a month after the views of the test above (2026-06-15: 5, 2026-06-16: 2).
    const body = (await stats(author.token, bookId, '?from=2026-06-14&to=2026-06-17')).json();
    expect(body.daily).toEqual([
      { date: '2026-06-14', views: 0 },
      { date: '2026-06-15', views: 5 },
      { date: '2026-06-16', views: 2 },
      { date: '2026-06-17', views: 0 },
    ]);
    expect(body).toMatchObject({ from: '2026-06-14', to: '2026-06-17', first_day: '2026-06-15' });
    // A year and a day, across the new year: 366 points, the same totals.
    const year = (await stats(author.token, bookId, '?from=2025-07-01&to=2026-07-01')).json();
    expect(year.daily).toHaveLength(366);
    expect(year.daily.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(7);
  });

  it('stops at today, starts 30 days before `to` when only `to` is given, and refuses bad ranges in Turkish', async () => {
    const today = turkeyDate(new Date(t.clock()));
    const future = (await stats(author.token, bookId, '?from=2026-06-15&to=2099-01-01')).json();
    expect(future.to).toBe(today);
    const onlyTo = (await stats(author.token, bookId, '?to=2026-06-16')).json();
    expect(onlyTo.daily).toHaveLength(30);
    expect(onlyTo.from).toBe('2026-05-18');

    const cases: [string, string][] = [
      ['?from=2026-02-30', WRITER_MSG.statsDateInvalid],
      ['?from=dün', WRITER_MSG.statsDateInvalid],
      ['?from=2026-06-17&to=2026-06-16', WRITER_MSG.statsRangeReversed],
      ['?from=2099-01-01', WRITER_MSG.statsRangeReversed],
      ['?from=2000-01-01', WRITER_MSG.statsRangeTooLong],
    ];
    for (const [range, message] of cases) {
      const res = await stats(author.token, bookId, range);
      expect(res.statusCode, range).toBe(400);
      expect(res.json().message, range).toBe(message);
    }
    // Ten years fit.
    const tenYears = await stats(author.token, bookId, `?to=2026-06-16&from=${turkeyDate(new Date(Date.parse('2026-06-16T12:00:00Z') - (STATS_MAX_DAYS - 1) * DAY))}`);
    expect(tenYears.statusCode).toBe(200);
    expect(tenYears.json().daily).toHaveLength(STATS_MAX_DAYS);
  });

  it('downloads the same points as CSV: UTF-8 with a byte-order mark, semicolons, the author only', async () => {
    expect((await csv(null)).statusCode).toBe(401);
    expect((await csv(other.token)).statusCode).toBe(404);
    expect((await csv(author.token, '?from=2026-06-17&to=2026-06-16')).statusCode).toBe(400);
    const res = await csv(author.token, '?from=2026-06-14&to=2026-06-16');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="istatistik-2026-06-14-2026-06-16.csv"; filename*=UTF-8''istatistik-2026-06-14-2026-06-16.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe('Tarih;Okunma\r\n2026-06-14;0\r\n2026-06-15;5\r\n2026-06-16;2\r\n');
  });
});
