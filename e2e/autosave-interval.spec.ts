import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import { chapterBody } from './support/authoring';
import { authorWithChapter, openChapter } from './support/editor';

/*
 * docs/PRODUCT.md#reading-comfort-and-writers-tools: while the editor is dirty the server keeps a draft, "at most every 10 s". Typing
 * without a pause for about 25 s, the autosave requests are timed where they start, in the
 * page (performance.now() at each fetch() call: the browser's own clock, no transport
 * jitter), and also as Playwright sees them leave, for the record.
 */

const TYPING_MS = 25_000;
const INTERVAL_MS = 10_000;
const AUTOSAVE = /\/api\/stories\/chapters\/\d+\/autosave$/;

test('typing for 25 s sends a server autosave at most every 10 s, and at least twice', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { author, storyId } = await authorWithChapter(request, { prefix: 'yazar_aralik', storyTitle: 'Aralık', chapterTitle: 'Ölçüm' });

  // Every fetch() of an autosave, timed when the app issues it.
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { __autosaves: number[] }).__autosaves = times;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if ((init?.method ?? 'GET') === 'PUT' && /\/api\/stories\/chapters\/\d+\/autosave$/.test(url)) times.push(performance.now());
      return original(input, init);
    };
  });
  const seen: { sentAt: number; status: number | null }[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && AUTOSAVE.test(req.url())) seen.push({ sentAt: Date.now(), status: null });
  });
  page.on('response', (res) => {
    if (res.request().method() === 'PUT' && AUTOSAVE.test(res.url())) {
      const entry = seen.find((s) => s.status === null);
      if (entry) entry.status = res.status();
    }
  });

  await loginAs(page, author.email, author.password);
  await openChapter(page, storyId, 'Ölçüm');
  await chapterBody(page).click();
  await page.keyboard.press('Control+End');

  const startedAt = await page.evaluate(() => performance.now());
  const words = ['rüzgâr ', 'gece ', 'sokak ', 'fener ', 'yağmur ', 'sessizlik '];
  let i = 0;
  while ((await page.evaluate(() => performance.now())) - startedAt < TYPING_MS) {
    // About eight characters a second, without a pause longer than a keystroke.
    await page.keyboard.type(words[i % words.length]!, { delay: 120 });
    i += 1;
  }
  const endedAt = await page.evaluate(() => performance.now());

  const times = await page.evaluate(() => (window as unknown as { __autosaves: number[] }).__autosaves.slice());
  const during = times.filter((t) => t >= startedAt && t <= endedAt);
  const intervals = times.slice(1).map((t, k) => Math.round(t - times[k]!));
  const seenIntervals = seen.slice(1).map((s, k) => s.sentAt - seen[k]!.sentAt);
  console.log(
    `autosave: typed ${Math.round(endedAt - startedAt)} ms; ${during.length} autosaves while typing, first ${Math.round(during[0]! - startedAt)} ms after the first key; ` +
      `intervals in the page (fetch calls): ${intervals.join(', ')} ms; as seen by Playwright: ${seenIntervals.join(', ')} ms`,
  );

  expect(during.length).toBeGreaterThanOrEqual(2);
  for (const interval of times.slice(1).map((t, k) => t - times[k]!)) expect(interval).toBeGreaterThanOrEqual(INTERVAL_MS);
  // Every one of them was stored.
  await expect.poll(() => seen.every((s) => s.status === 200) && seen.length >= times.length).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: /^Taslak kaydedildi · \d\d:\d\d$/ })).toBeVisible();
});
