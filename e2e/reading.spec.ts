import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { cardOpener, shelf } from './support/dashboard';
import {
  DEMO,
  type Progress,
  READING_MSG,
  apiGet,
  apiLogin,
  birthDateYearsAgo,
  bookCard,
  bookIdByTitle,
  bookWithChapters,
  cardLinkName,
  cardTitles,
  chapterLikeButton,
  chapterStats,
  commentSection,
  formatTr,
  isDefaultPrevented,
  maxScrollY,
  pageToken,
  registerReader,
  settleImages,
} from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/**
 * The reading half on desktop (1280 px): category, book page, reader (views, likes, comments,
 * replies, chapter navigation, saved progress) and the reader's protections; the library and
 * search are in reading-library-search.spec.ts, the 375 px screens in reading.mobile.spec.ts.
 */

test.describe('Reading (desktop)', () => {
  test('a reader browses a category, reads, likes, comments, replies and continues where they left off', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const reader = await registerReader(request, 'okuyucu');
    await loginAs(page, reader.email, reader.password);
    const token = await pageToken(page);
    const { journeyCategory: category, journeyBook } = DEMO;

    // ── Category page, chosen from the header's categories menu ──
    await page.getByRole('banner').getByRole('button', { name: 'Kategoriler' }).click();
    await page.getByRole('menuitem', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${category.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.name, exact: true })).toBeVisible();
    await expect(page.getByText(category.description, { exact: true })).toBeVisible();

    const grid = page.getByRole('region', { name: `${category.name} kitapları` });
    const expectedBooks = await apiGet<{ title: string; published_chapters_count: number }[]>(
      request,
      token,
      `/categories/${category.id}/books`,
    );
    expect(expectedBooks.length).toBeGreaterThan(0);
    await expect(grid.getByTestId('book-card')).toHaveCount(expectedBooks.length, { timeout: 15_000 });
    expect((await cardTitles(grid)).sort()).toEqual(expectedBooks.map((b) => b.title).sort());
    // Every card shows its views, likes and published chapter count.
    for (const book of expectedBooks) {
      const card = bookCard(grid, book.title);
      await expect(card).toContainText(/okunma/);
      await expect(card).toContainText(/beğeni/);
      await expect(card).toContainText(`${formatTr(book.published_chapters_count)} bölüm`);
    }
    await settleImages(page);
    await expectNoSeriousA11yViolations(page, 'category', testInfo);
    await saveScreenshot(page, 'category');

    // ── Book page ──
    await bookCard(grid, journeyBook.title).getByRole('link', { name: cardLinkName('Daha fazla', journeyBook.title) }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    const bookId = Number(new URL(page.url()).pathname.split('/').pop());
    const before = await bookWithChapters(request, token, bookId);
    expect(before.chapters.map((c) => c.title)).toEqual(journeyBook.chapters);
    const [ch1, ch2] = before.chapters as [(typeof before.chapters)[number], (typeof before.chapters)[number]];

    await expect(page.getByRole('heading', { level: 1, name: journeyBook.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: journeyBook.author, exact: true })).toHaveAttribute('href', /^\/profile\/\d+$/);
    await expect(page.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('href', `/category/${category.id}`);
    const chapterLinks = page.getByRole('region', { name: /^İçindekiler/ }).getByRole('link');
    await expect(chapterLinks).toHaveCount(journeyBook.chapters.length);
    const readButton = page.getByRole('button', { name: READING_MSG.startReading, exact: true });
    await expect(readButton).toBeEnabled({ timeout: 15_000 });
    const libraryButton = page.getByRole('button', { name: READING_MSG.addToLibrary, exact: true });
    await expect(libraryButton).toBeVisible();
    await settleImages(page);
    await expectNoSeriousA11yViolations(page, 'book', testInfo);
    await saveScreenshot(page, 'book');

    await libraryButton.click();
    await expect(page.getByRole('button', { name: READING_MSG.removeFromLibrary, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: READING_MSG.addToLibrary, exact: true })).toHaveCount(0);
    expect((await bookWithChapters(request, token, bookId)).book.isInLibrary).toBe(true);

    // ── Chapter 1 in the reader; the first visit counts one view ──
    const viewCall = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/chapters/${ch1.chapter_id}/incrementViews`),
    );
    await readButton.click();
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ch1.chapter_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: ch1.title, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('1. Bölüm', { exact: true })).toBeVisible();
    await expect(page.getByText(journeyBook.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Yazar: ${journeyBook.author}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kitaba dön' })).toHaveAttribute('href', `/book/${bookId}`);
    await expect(page.getByTestId('chapter-content')).toContainText(journeyBook.firstWords);
    expect(((await (await viewCall).json()) as { viewUpdated: boolean }).viewUpdated).toBe(true);
    const stats = chapterStats(page);
    await expect(stats).toContainText(`${formatTr(ch1.views + 1)} görüntülenme`);

    // ── Like the chapter ──
    const like = chapterLikeButton(page);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(`Bölümü beğen (${formatTr(ch1.likes)} beğeni)`);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Bölümü beğen (${formatTr(ch1.likes + 1)} beğeni)`);
    await expect(stats).toContainText(`${formatTr(ch1.likes + 1)} beğeni`);
    await settleImages(page);
    await saveScreenshot(page, 'reader-top');

    // ── Comment, then reply to it ──
    const comments = commentSection(page);
    const threads = comments.getByRole('list').first().locator(':scope > li');
    await expect(threads.first()).toBeVisible();
    const othersThreads = await threads.count();
    expect(othersThreads, 'chapter 1 already has comments by other readers').toBeGreaterThan(0);

    const myComment = `Kervansarayın kapısı kapanınca nefesim kesildi — ${Date.now().toString(36)}`;
    const myReply = `Sandıkta ne olduğunu merak ediyorum! ${Date.now().toString(36)}`;
    await comments.getByLabel('Yorumunuz', { exact: true }).fill(myComment);
    await comments.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(comments.getByText(myComment, { exact: true })).toBeVisible();
    await expect(comments.getByLabel('Yorumunuz', { exact: true })).toHaveValue('');
    await expect(threads).toHaveCount(othersThreads + 1);

    const myThread = threads.filter({ hasText: myComment });
    await myThread.getByRole('button', { name: 'Yanıtla', exact: true }).click();
    const replyBox = comments.getByLabel(`${reader.username} adlı kullanıcıya yanıtınız`, { exact: true });
    await expect(replyBox).toBeFocused();
    await replyBox.fill(myReply);
    await myThread.getByRole('button', { name: 'Gönder', exact: true }).click();
    const replies = myThread.getByRole('list', { name: `${reader.username} adlı kullanıcının yorumuna yanıtlar` });
    await expect(replies.getByText(myReply, { exact: true })).toBeVisible();
    await expect(replyBox).toHaveCount(0);
    // The reply sits indented under its comment.
    const parentBox = await myThread.getByText(myComment, { exact: true }).boundingBox();
    const replyBoxRect = await replies.getByText(myReply, { exact: true }).boundingBox();
    expect(parentBox && replyBoxRect).toBeTruthy();
    expect(replyBoxRect!.x).toBeGreaterThan(parentBox!.x + 16);
    expect(replyBoxRect!.y).toBeGreaterThan(parentBox!.y);
    await expect(stats).toContainText(`${formatTr(ch1.comments + 2)} yorum`);

    // 'Sil' only on one's own comment and reply; never on other readers' comments.
    await expect(myThread.getByRole('button', { name: 'Sil', exact: true })).toHaveCount(2);
    await expect(comments.getByRole('button', { name: 'Sil', exact: true })).toHaveCount(2);
    const others = threads.filter({ hasNotText: myComment });
    await expect(others).toHaveCount(othersThreads);
    for (let i = 0; i < othersThreads; i += 1) {
      await expect(others.nth(i).getByRole('button', { name: /^Yanıtla/ }).first()).toBeVisible();
      await expect(others.nth(i).getByRole('button', { name: 'Sil', exact: true })).toHaveCount(0);
    }
    await comments.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'reader', testInfo);
    await saveScreenshot(page, 'reader-comments');

    // ── Next chapter ──
    await page
      .getByRole('navigation', { name: 'Bölümler arası gezinme' })
      .getByRole('link', { name: /Sonraki Bölüm/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ch2.chapter_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: ch2.title, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('2. Bölüm', { exact: true })).toBeVisible();
    await expect(commentSection(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Scroll down a bit (and wait for the scroll event the reader listens to).
    const target = Math.min(400, Math.floor((await maxScrollY(page)) * 0.6));
    expect(target, 'chapter 2 is tall enough to scroll').toBeGreaterThan(100);
    await page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo({ top: y, left: 0, behavior: 'instant' as ScrollBehavior });
        }),
      target,
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);

    // ── Leave the reader (in-app navigation to /dashboard); the place is saved ──
    // The header logo is sticky and in view; a person clicks it where it is. (Playwright's click
    // would first "scroll it into view", which for a sticky element means scrolling the page back
    // to the top, so the click is dispatched on the element instead.)
    await page.getByRole('banner').getByRole('link', { name: 'Okuryazar' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('chapter-content')).toHaveCount(0);
    await expect
      .poll(async () => {
        const p = await apiGet<Progress>(request, token, `/bookReader/progress/${bookId}`);
        return { chapter: p.last_chapter_id, scrollY: p.position_in_chapter?.scrollY ?? null };
      }, { timeout: 15_000 })
      .toEqual({ chapter: ch2.chapter_id, scrollY: target });

    // ── Come back: library shelf → book page ('Devam et') → chapter 1 → continue dialog ──
    const libraryShelf = shelf(page, 'Kütüphaneniz');
    const shelfCard = libraryShelf.getByRole('listitem').filter({ has: page.getByRole('heading', { name: journeyBook.title, exact: true }) });
    await expect(shelfCard).toBeVisible({ timeout: 15_000 });
    await cardOpener(shelfCard).click();
    const popup = page.getByRole('dialog', { name: journeyBook.title, exact: true });
    await expect(popup.getByRole('button', { name: READING_MSG.continueReading, exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Daha Fazla Bilgi', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${bookId}$`));
    await expect(page.getByRole('button', { name: READING_MSG.continueReading, exact: true })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: READING_MSG.removeFromLibrary, exact: true })).toBeVisible();

    await page.getByRole('link', { name: new RegExp(`^Bölüm 1: ${ch1.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ch1.chapter_id}$`));
    const dialog = page.getByRole('dialog', { name: READING_MSG.continueTitle });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(`Son okuduğunuz bölüm: “${ch2.title}”`);
    await expect(dialog.getByRole('button', { name: 'Baştan başla', exact: true })).toBeVisible();

    // What the reader sees: the saved chapter opens at its top, then the page moves to the
    // saved place. The page notes the scroll position when that chapter's title first appears.
    // (The 0.5 s delay of docs/PRODUCT.md#constants-and-limits is checked with fake timers in ReaderPage.test.tsx.)
    await page.evaluate((title) => {
      const w = window as unknown as { __scrollWhenShown: number | null };
      w.__scrollWhenShown = null;
      const observer = new MutationObserver(() => {
        if (Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.includes(title))) {
          w.__scrollWhenShown = window.scrollY;
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, ch2.title);
    await dialog.getByRole('button', { name: READING_MSG.continueReading, exact: true }).click();
    await expect(dialog).toBeHidden();
    // A resume link (issue 28): the chapter opens at the saved place in it.
    await expect(page).toHaveURL(new RegExp(`/read/${bookId}/${ch2.chapter_id}#kaldigim-yer$`));
    await expect(page.getByRole('heading', { level: 1, name: ch2.title, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000, message: 'scroll restored to the saved place' })
      .toBe(target);
    const shownAt = await page.evaluate(() => (window as unknown as { __scrollWhenShown: number | null }).__scrollWhenShown);
    expect(shownAt, 'scroll position when the saved chapter first appeared').toBe(0);
  });

  test('reader protections: draft and mature stories stay closed to a 15-year-old; copying and the context menu are blocked', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Ids of the closed stories, looked up as people who may see them.
    const adultToken = await apiLogin(request, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const matureId = await bookIdByTitle(request, adultToken, DEMO.matureBook.title);
    const matureChapter = (await bookWithChapters(request, adultToken, matureId)).chapters[0]!.chapter_id;
    const authorToken = await apiLogin(request, DEMO.draftBook.authorEmail, DEMO_PASSWORD);
    const own = await apiGet<{ book_id: number; title: string; is_published: boolean }[]>(
      request,
      authorToken,
      '/my-story/my-stories?status=all',
    );
    const draft = own.find((b) => b.title === DEMO.draftBook.title);
    expect(draft?.is_published).toBe(false);
    const draftDetails = await apiGet<{ chapters: { chapter_id: number; is_published: boolean }[] }>(
      request,
      authorToken,
      `/story-details/${draft!.book_id}`,
    );
    const draftChapter = draftDetails.chapters[0]!.chapter_id;

    const teen = await registerReader(request, 'genc', birthDateYearsAgo(15));
    await loginAs(page, teen.email, teen.password);

    for (const [label, id, chapter] of [
      ['mature', matureId, matureChapter],
      ['draft', draft!.book_id, draftChapter],
    ] as const) {
      await page.goto(`/book/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: READING_MSG.bookNotFound }), label).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: READING_MSG.startReading })).toHaveCount(0);
      await expect(page.getByRole('button', { name: READING_MSG.addToLibrary })).toHaveCount(0);

      // A direct link to the chapter: "not found" like the book page, not a failure to retry.
      await page.goto(`/read/${id}/${chapter}`);
      await expect(page.getByRole('heading', { level: 1, name: READING_MSG.chapterNotFound }), label).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(READING_MSG.readerLoadError)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Tekrar dene' })).toHaveCount(0);
      await expect(page.getByTestId('chapter-content')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/dashboard');
    }

    // The mature story is not listed in its category either.
    await page.goto('/category/6');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerilim' })).toBeVisible();
    await expect(bookCard(page, 'Dokuzuncu Kat')).toBeVisible({ timeout: 15_000 });
    await expect(bookCard(page, DEMO.matureBook.title)).toHaveCount(0);

    // Copy protection in the reader.
    await bookCard(page, 'Dokuzuncu Kat').getByRole('link', { name: cardLinkName('Okumaya Başla', 'Dokuzuncu Kat') }).click();
    await expect(page).toHaveURL(/\/read\/\d+\/\d+$/);
    const content = page.getByTestId('chapter-content');
    await expect(content).toBeVisible({ timeout: 15_000 });
    const paragraph = content.locator('p').first();
    expect(await isDefaultPrevented(paragraph, 'copy'), 'copy').toBe(true);
    expect(await isDefaultPrevented(paragraph, 'cut'), 'cut').toBe(true);
    expect(await isDefaultPrevented(paragraph, 'contextmenu'), 'context menu').toBe(true);
    expect(await isDefaultPrevented(page.locator('body'), 'ctrl+c'), 'Ctrl+C').toBe(true);
    expect(await isDefaultPrevented(page.locator('body'), 'ctrl+a'), 'Ctrl+A').toBe(true);

    // A real Ctrl+A / Ctrl+C leaves nothing selected.
    await paragraph.click();
    await page.keyboard.press('Control+a');
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');

    // The reader's own comment box still allows copying one's own words.
    const box = commentSection(page).getByLabel('Yorumunuz', { exact: true });
    expect(await isDefaultPrevented(box, 'copy'), 'copy inside the comment box').toBe(false);

    // Leaving the reader lifts the protection.
    await page.getByRole('link', { name: 'Kitaba dön' }).click();
    await expect(page).toHaveURL(/\/book\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dokuzuncu Kat' })).toBeVisible();
    expect(await isDefaultPrevented(page.getByRole('heading', { level: 1 }), 'copy'), 'copy on the book page').toBe(false);
  });
});
