import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { expectNoHorizontalOverflow } from './support/layout';
import { createLongStory, expectSavedAt, expectTopParagraph, scrollWindowTo, topParagraph, type LongStory } from './support/place';
import { apiPost, pageToken, READING_MSG, registerReader } from './support/reading';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 28 items 1, 2 and 11, at 1280 and 375 px: the place in a chapter is saved as a
 * paragraph and the offset into it (beside the spec's scrollY) and found again by "Devam et",
 * by the continue question, by a reload and across a change of width or font size; the
 * question is asked only on chapter 1 with a later chapter saved and never blocks the page;
 * on a phone the bars step aside while reading.
 */

const WIDTHS = [1280, 375] as const;
const viewport = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

let story: LongStory;

test.beforeAll(async ({ request }) => {
  story = await createLongStory(request, `Sisli İskele ${Date.now().toString(36)}`);
});

async function newReader(page: Page, width: number) {
  await page.setViewportSize(viewport(width));
  const reader = await registerReader(page.request, 'yerimi');
  await loginAs(page, reader.email, reader.password);
  return { reader, token: await pageToken(page) };
}

async function openChapter(page: Page, index: number, hash = '') {
  await page.goto(`/read/${story.bookId}/${story.chapterIds[index]}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: story.chapterTitles[index], exact: true })).toBeVisible({ timeout: 15_000 });
}

const question = (page: Page) => page.getByRole('dialog', { name: READING_MSG.continueTitle });

test.describe('The place in a chapter (issue 28 item 1)', () => {
  for (const width of WIDTHS) {
    test(`"Devam et" on the book page opens chapter 3 where the reader stopped, and a reload keeps the place (${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      const { token } = await newReader(page, width);
      await openChapter(page, 2);
      await scrollWindowTo(page, 900);
      const place = await topParagraph(page);
      expect(place, 'y = 900 is inside the text').not.toBeNull();
      await expectSavedAt(page.request, token, story.bookId, story.chapterIds[2]!, place!.index);

      // Leave for the book page (in the app), then "Devam et".
      await page.getByRole('link', { name: 'Kitaba dön' }).dispatchEvent('click');
      await expect(page).toHaveURL(new RegExp(`/book/${story.bookId}$`));
      await page.getByRole('button', { name: READING_MSG.continueReading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/read/${story.bookId}/${story.chapterIds[2]}#kaldigim-yer$`));
      await expect(page.getByRole('heading', { level: 1, name: story.chapterTitles[2], exact: true })).toBeVisible();
      await expectTopParagraph(page, place!, 'chapter 3 opens at the paragraph the reader was reading');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await saveScreenshot(page, 'reading-place-resume', { fullPage: false });

      // A return to the tab that the browser had to load again (a reload): the place is kept.
      await scrollWindowTo(page, 1500);
      const later = (await topParagraph(page))!;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: story.chapterTitles[2], exact: true })).toBeVisible({ timeout: 15_000 });
      await expectTopParagraph(page, later, 'a reload opens the chapter where it was left');
    });
  }

  test('the place saved at 1280 px is the same paragraph at 375 px, and stays on screen when the font grows', async ({ page }) => {
    test.setTimeout(90_000);
    const { token } = await newReader(page, 1280);
    await openChapter(page, 1);
    await scrollWindowTo(page, 1400);
    const place = (await topParagraph(page))!;
    await expectSavedAt(page.request, token, story.bookId, story.chapterIds[1]!, place.index);
    const desktopY = await page.evaluate(() => window.scrollY);

    // The phone: a new page (another device's window), the book page's "Devam et".
    await page.setViewportSize(viewport(375));
    await page.goto(`/book/${story.bookId}`);
    await page.getByRole('button', { name: READING_MSG.continueReading, exact: true }).click();
    await expectTopParagraph(page, place, 'the same paragraph at the top on the narrow screen');
    expect(await page.evaluate(() => window.scrollY), 'the same words sit much further down on a phone').toBeGreaterThan(desktopY + 300);

    // A bigger font while reading: the paragraph stays at the top.
    const now = (await topParagraph(page))!;
    await page.getByRole('button', { name: 'Okuma ayarları' }).dispatchEvent('click');
    const settings = page.getByRole('dialog', { name: 'Okuma ayarları' });
    await settings.getByRole('group', { name: 'Yazı boyutu' }).getByRole('radio', { name: 'En büyük', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expectTopParagraph(page, now, 'the paragraph being read stays at the top after the font grows');
  });
});

test.describe('The continue question (issue 28 item 2)', () => {
  for (const width of WIDTHS) {
    test(`asked on chapter 1 only, without blocking the page, with the app's focus ring; "Devam et" opens the saved place (${width} px)`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const { token } = await newReader(page, width);
      // Reading chapter 3, stopped a third of the way in.
      await openChapter(page, 2);
      await scrollWindowTo(page, 1200);
      const place = (await topParagraph(page))!;
      await expectSavedAt(page.request, token, story.bookId, story.chapterIds[2]!, place.index);

      // Chapter 2 and chapter 1 opened at a comment: no question.
      const comment = await apiPost<{ comment_id: number }>(page.request, token, `/bookReader/books/${story.bookId}/chapters/${story.chapterIds[0]}/comments`, {
        content: 'Bu iskele sahnesini çok sevdim.',
        parentCommentId: null,
      });
      for (const [index, hash] of [[1, ''], [0, `#yorum-${comment.comment_id}`]] as const) {
        const progress = page.waitForResponse((r) => r.url().includes(`/bookReader/progress/${story.bookId}`));
        await openChapter(page, index, hash);
        await progress;
        await expect(page.getByTestId('chapter-content')).toBeVisible();
        await expect(question(page), `no question on chapter ${index + 1}${hash}`).toHaveCount(0);
      }
      // Those visits moved the saved chapter; reading chapter 3 again puts it back.
      await openChapter(page, 2);
      await scrollWindowTo(page, 1200);
      await expectSavedAt(page.request, token, story.bookId, story.chapterIds[2]!, place.index);

      // Chapter 1 from the book's contents: the question, as a card.
      await page.goto(`/book/${story.bookId}`);
      await page.getByRole('link', { name: new RegExp(`^Bölüm 1: ${story.chapterTitles[0]}`) }).click();
      const card = question(page);
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card).toContainText(`Son okuduğunuz bölüm: “${story.chapterTitles[2]}”`);
      await expect(card).toHaveAttribute('aria-modal', 'false');
      await expectNoHorizontalOverflow(page, 'the question card');
      // Focus is not taken.
      expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      // The page is not blocked: it scrolls under the card, and its controls answer.
      await page.mouse.move(viewport(width).width / 2, 300);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the chapter scrolls while the question is shown' }).toBeGreaterThan(200);
      await expect(card).toBeVisible();
      await saveScreenshot(page, 'continue-question', { fullPage: false });
      await expectNoSeriousA11yViolations(page, `continue-question-${width}`, testInfo);

      // The close button has the app's focus ring (keyboard): 3 px of the focus colour, round.
      await card.getByRole('button', { name: 'Devam et' }).focus();
      await page.keyboard.press('Tab');
      const close = card.getByRole('button', { name: 'Kapat' });
      await expect(close).toBeFocused();
      const ring = await close.evaluate((el) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-focus)';
        document.body.appendChild(probe);
        const focusColour = getComputedStyle(probe).color;
        probe.remove();
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor, focusColour, radius: style.borderTopLeftRadius };
      });
      expect(ring).toMatchObject({ style: 'solid', width: '3px', colour: ring.focusColour });
      expect(parseFloat(ring.radius)).toBeGreaterThanOrEqual(20);
      await saveScreenshot(page, 'continue-question-focus', { fullPage: false });

      await card.getByRole('button', { name: 'Devam et' }).click();
      await expect(card).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/read/${story.bookId}/${story.chapterIds[2]}#kaldigim-yer$`));
      await expectTopParagraph(page, place, '"Devam et" in the question opens chapter 3 at the saved place');
    });
  }
});

/** Where the site header, the reader's bar and the bottom tab bar are (null when a bar is absent). */
function bars(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => (el ? el.getBoundingClientRect() : null);
    const header = box(document.querySelector('header[data-chrome-bar]') ?? document.querySelector('header'));
    const readerBar = box(document.querySelector('main [data-chrome-bar]'));
    const tabBar = box(document.querySelector('nav[aria-label="Alt menü"]'));
    return { header, readerBar, tabBar, height: window.innerHeight };
  });
}

async function barsHidden(page: Page): Promise<boolean> {
  const b = await bars(page);
  return b.header!.bottom <= 0 && b.readerBar!.bottom <= 0 && b.tabBar!.top >= b.height;
}

async function barsShown(page: Page): Promise<boolean> {
  const b = await bars(page);
  return b.header!.top >= 0 && b.readerBar!.top >= b.header!.bottom - 1 && b.tabBar!.bottom <= b.height + 1;
}

test.describe('The bars while reading on a phone (issue 28 item 11)', () => {
  test('scrolling down hides the header, the reader bar and the tab bar; scrolling up, a tap and the keyboard bring them back', async ({ page }) => {
    test.setTimeout(90_000);
    await newReader(page, 375);
    await openChapter(page, 0);
    expect(await barsShown(page)).toBe(true);
    await page.mouse.move(187, 400);

    await page.mouse.wheel(0, 900);
    await expect.poll(() => barsHidden(page), { message: 'the bars step aside while reading down' }).toBe(true);
    await saveScreenshot(page, 'reader-bars-hidden', { fullPage: false });

    await page.mouse.wheel(0, -200);
    await expect.poll(() => barsShown(page), { message: 'scrolling up brings them back' }).toBe(true);
    await saveScreenshot(page, 'reader-bars-back', { fullPage: false });

    await page.mouse.wheel(0, 700);
    await expect.poll(() => barsHidden(page)).toBe(true);
    // A tap on the text (where the finger is: the middle of the screen).
    expect(await page.evaluate(() => document.elementFromPoint(187, 400)?.closest('[data-testid="chapter-content"]') !== null)).toBe(true);
    await page.mouse.click(187, 400);
    await expect.poll(() => barsShown(page), { message: 'a tap on the text brings them back' }).toBe(true);

    await page.mouse.wheel(0, 700);
    await expect.poll(() => barsHidden(page)).toBe(true);
    // The focus entering a hidden bar (a keyboard, a screen reader, a dialog handing the focus
    // back) brings the bars back, and the page stays where the reader is.
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Okuma ayarları' }).focus();
    await expect.poll(() => barsShown(page), { message: 'focus in a bar brings the bars back' }).toBe(true);
    expect(await page.evaluate(() => window.scrollY), 'the text does not jump').toBe(before);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-chrome-bar]')))).toBe(true);
    expect(await barsShown(page)).toBe(true);
  });

  test('with reduced motion the bars go and come back without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await newReader(page, 375);
    await openChapter(page, 0);
    await page.mouse.move(187, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => barsHidden(page)).toBe(true);
    const durations = await page.evaluate(() =>
      ['header[data-chrome-bar]', 'main [data-chrome-bar]', 'nav[aria-label="Alt menü"]'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).transitionDuration)),
    );
    for (const d of durations) expect(d).toBeLessThan(0.001);
  });

  test('at 1280 px the bars stay while reading', async ({ page }) => {
    await newReader(page, 1280);
    await openChapter(page, 0);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top);
    expect(header).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-chrome'))).toBeNull();
  });
});
