import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { expectNoHorizontalOverflow } from './support/layout';
import { apiGet, apiLogin, bookIdByTitle } from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/*
 * Issue 28 item 12, the details a first-time reader trips over: unread counts that hide the
 * bell, messages that were only a badge on the avatar, touch targets of 18–21 px, and a chapter
 * end with two "next chapter" buttons and a cut title.
 */

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The count stands on the icon's corner: the icon's middle stays free, at most a corner is under it. */
async function expectCornerBadge(link: Locator, what: string) {
  const icon = await box(link.locator('svg').first());
  const badge = await box(link.getByTestId('unread-badge'));
  const middle = { x: icon.x + icon.width / 2, y: icon.y + icon.height / 2 };
  const onMiddle = middle.x >= badge.x && middle.x <= badge.x + badge.width && middle.y >= badge.y && middle.y <= badge.y + badge.height;
  expect(onMiddle, `${what}: the count covers the middle of the icon`).toBe(false);
  expect(overlap(icon, badge) / (icon.width * icon.height), `${what}: share of the icon under the count`).toBeLessThanOrEqual(0.2);
  expect(badge.x, `${what}: the count starts right of the icon's middle`).toBeGreaterThan(middle.x);
}

/** Unread counts the server would send: 3 notifications, 12 messages. */
async function withUnread(page: Page) {
  await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: 3 } }));
  await page.route('**/api/messages/unread-count', (route) => route.fulfill({ json: { count: 12 } }));
}

/** Points 21 px above and below the middle of `link` hit it: a 44 px tall target. */
async function expectTallTarget(page: Page, link: Locator, what: string) {
  await link.scrollIntoViewIfNeeded();
  const b = await box(link);
  // The room it takes in its line: its box less the margins that give its padding back.
  const room = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
  });
  expect(room, `${what} keeps the line's height (the layout is not loosened)`).toBeLessThan(30);
  const hits = await link.evaluate((el, { x, ys }) => ys.map((y) => el.contains(document.elementFromPoint(x, y))), {
    x: b.x + Math.min(b.width / 2, 20),
    ys: [b.y + b.height / 2 - 21, b.y + b.height / 2, b.y + b.height / 2 + 21],
  });
  expect(hits, `${what}: a finger 21 px above or below its middle still hits it`).toEqual([true, true, true]);
}

test.describe('header counts at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the bell and the messages icon stay visible under their counts', async ({ page }) => {
    await withUnread(page);
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const header = page.getByRole('banner');
    const bell = header.getByRole('link', { name: 'Bildirimler, 3 okunmamış' });
    const messages = header.getByRole('link', { name: 'Mesajlar, 12 okunmamış' });
    await expect(bell.getByTestId('unread-badge')).toHaveText('3');
    await expect(messages.getByTestId('unread-badge')).toHaveText('12');
    await expectCornerBadge(bell, 'bell');
    await expectCornerBadge(messages, 'messages');
    await saveScreenshot(page, 'header-counts', { fullPage: false });
  });
});

test.describe('phone: header, tab bar and touch targets', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('messages have their own tab with the count; the bell keeps its icon; six tabs fit, also at 320 px', async ({ page }) => {
    await withUnread(page);
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const tabs = page.getByRole('navigation', { name: 'Alt menü' });
    const messages = tabs.getByRole('link', { name: 'Mesajlar, 12 okunmamış', exact: true });
    await expect(messages).toHaveAttribute('href', '/inbox');
    await expect(messages).toContainText('Mesajlar');
    await expect(messages.getByTestId('unread-badge')).toHaveText('12');
    await expectCornerBadge(messages, 'messages tab');
    await expectCornerBadge(page.getByRole('banner').getByRole('link', { name: 'Bildirimler, 3 okunmamış' }), 'bell');
    // The avatar is the account menu again, not a second messages badge.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profil menüsü', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('unread-badge')).toHaveCount(1);
    await saveScreenshot(page, 'tabbar-counts', { fullPage: false });

    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const labels = tabs.locator(':scope > a > span:last-child, :scope > button > span:last-child');
      await expect(labels).toHaveCount(6);
      for (const label of await labels.all()) {
        const [scroll, client] = await label.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scroll, `"${await label.textContent()}" fits its tab at ${width} px`).toBeLessThanOrEqual(client);
        const [tab, tabs6] = await Promise.all([box(label), box(tabs)]);
        expect(tab.x).toBeGreaterThanOrEqual(tabs6.x);
        expect(tab.x + tab.width).toBeLessThanOrEqual(tabs6.x + tabs6.width);
      }
      await expectNoHorizontalOverflow(page, `tab bar at ${width} px`);
    }
  });

  test('usernames and "Tümünü gör" are 44 px targets without loosening their lines', async ({ page, request }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    await expectTallTarget(page, page.getByRole('link', { name: 'Tümünü gör: Kütüphanem' }), '"Tümünü gör"');

    // A chapter with readers' comments: the commenters' names.
    const token = await apiLogin(request, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const bookId = await bookIdByTitle(request, token, 'Kervansarayın Kapısı');
    const book = await apiGet<{ chapters: { chapter_id: number }[] }>(request, token, `/books/${bookId}`);
    await page.goto(`/read/${bookId}/${book.chapters[0]!.chapter_id}`);
    const name = page.locator('#yorumlar [id^="yorum-"]').first().getByRole('link').first();
    await expect(name).toBeVisible({ timeout: 15_000 });
    await expectTallTarget(page, name, 'a commenter’s name');

    // The book page's author.
    await page.goto(`/book/${bookId}`);
    await expectTallTarget(page, page.getByRole('main').getByRole('link', { name: 'Sevgi Karadağ' }), 'the author’s name');

    // A community post's author.
    await page.goto('/discover');
    const poster = page.getByTestId('post-card').first().getByRole('link').first();
    await expect(poster).toBeVisible();
    await expectTallTarget(page, poster, 'a post’s author');
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`chapter end at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('one "next chapter", showing the whole title', async ({ page, request }) => {
      await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
      const token = await apiLogin(request, DEMO_READER_EMAIL, DEMO_PASSWORD);
      const bookId = await bookIdByTitle(request, token, 'Ankara 2091: Barış Anlatıyor');
      const { chapters } = await apiGet<{ chapters: { chapter_id: number; chapter_number: number; title: string }[] }>(request, token, `/books/${bookId}`);
      const ordered = [...chapters].sort((a, b) => a.chapter_number - b.chapter_number);
      const nextIndex = ordered.findIndex((c) => c.title === 'Kapıyı Çalmadan Önce');
      expect(nextIndex, 'the chapter with the long title follows another').toBeGreaterThan(0);
      const [current, next] = [ordered[nextIndex - 1]!, ordered[nextIndex]!];

      await page.goto(`/read/${bookId}/${current.chapter_id}`);
      const end = page.getByRole('complementary', { name: 'Bölüm sonu' });
      await expect(end).toBeVisible({ timeout: 15_000 });
      await end.scrollIntoViewIfNeeded();
      // Exactly one link on the page leads to the next chapter (the menu of chapters is closed).
      const toNext = page.locator(`a[href="/read/${bookId}/${next.chapter_id}"]`);
      await expect(toNext).toHaveCount(1);
      await expect(toNext).toHaveAccessibleName(`Sonraki Bölüm ${next.title}`);
      await expect(end.getByRole('link', { name: /Sonraki/ })).toHaveCount(0);
      // The whole title shows: nothing cut, nothing hidden.
      const title = toNext.getByText(next.title, { exact: true });
      await expect(title).toBeVisible();
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === 'ellipsis');
      expect(cut, 'the next chapter’s title is cut').toBe(false);
      await toNext.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'chapter-end-next', { fullPage: false });
      await expectNoHorizontalOverflow(page);
    });
  });
}
