import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import {
  apiLogin,
  bookIdByTitle,
  bookWithChapters,
  commentSection,
  DEMO,
  registerReader,
} from './support/reading';
import { saveScreenshot } from './support/screenshots';
import { settled } from './support/layout';
import { REPORT_REASONS } from './support/social';

/** Texts copied letter for letter from packages/shared (MODERATION_MSG, MSG); the reasons are support/social.ts's. */
const REPORT_MSG = {
  /** docs/PRODUCT.md#error-messages "Report success", in the success modal. */
  success: 'Şikayetiniz başarıyla alındı. Teşekkür ederiz.',
  duplicate: 'Bu içeriği zaten şikayet ettiniz.',
} as const;

/** A fresh reader (no comment of theirs anywhere) logged in and on chapter 1 of the journey story. */
async function readChapterOne(page: Page, prefix: string): Promise<void> {
  const reader = await registerReader(page.request, prefix);
  const token = await apiLogin(page.request, reader.email, reader.password);
  const bookId = await bookIdByTitle(page.request, token, DEMO.journeyBook.title);
  const { chapters } = await bookWithChapters(page.request, token, bookId);
  await loginAs(page, reader.email, reader.password);
  await page.goto(`/read/${bookId}/${chapters[0]!.chapter_id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[0], exact: true }),
  ).toBeVisible({ timeout: 15_000 });
}

/** The first comment in the chapter's comment section (written by another demo reader). */
async function firstComment(page: Page): Promise<Locator> {
  const comments = commentSection(page);
  const first = comments.getByRole('list').first().locator(':scope > li').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeVisible();
  return first;
}

async function openCommentReport(page: Page, comment: Locator): Promise<Locator> {
  await comment.getByRole('button', { name: 'Yorum seçenekleri' }).first().click();
  const menu = page.getByRole('menu', { name: 'Yorum seçenekleri' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Şikayet et', 'Sessize al', 'Engelle']);
  await settled(page);
  await saveScreenshot(page, 'report-comment-menu');
  await menu.getByRole('menuitem', { name: 'Şikayet et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yorumu şikayet et' });
  await expect(dialog).toBeVisible();
  await settled(page);
  return dialog;
}

test.describe('Reporting', () => {
  test('a reader reports a comment from the reader page and sees the confirmation; a second report is refused', async ({
    page,
  }, testInfo) => {
    // A reader, a chapter with comments, two reports and axe: 55 s alone on a slow two-core machine.
    test.setTimeout(120_000);
    await readChapterOne(page, 'sikayet');
    const comment = await firstComment(page);
    const dialog = await openCommentReport(page, comment);

    const reasons = dialog.getByRole('group', { name: 'Şikayet nedeni' }).getByRole('radio');
    await expect(reasons).toHaveCount(REPORT_REASONS.length);
    for (const [i, reason] of REPORT_REASONS.entries())
      await expect(reasons.nth(i)).toHaveAccessibleName(reason);

    await dialog.getByRole('radio', { name: 'Taciz', exact: true }).check();
    const description = 'Yorum başka bir okura hakaret ediyor.';
    await dialog.getByLabel(/^Açıklama/).fill(description);
    await expect(dialog.getByText(`${description.length}/1000`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'report-dialog-reader', testInfo);
    await saveScreenshot(page, 'report-dialog');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/reports'),
    );
    await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      targetType: 'comment',
      reason: 'harassment',
      description,
    });
    // The dialog becomes the success modal; "Tamam" closes it.
    const confirmation = page.getByRole('dialog', { name: 'Şikayetiniz alındı' });
    await expect(confirmation.getByText(REPORT_MSG.success)).toBeVisible();
    await saveScreenshot(page, 'report-confirmation');
    await confirmation.getByRole('button', { name: 'Tamam', exact: true }).click();
    await expect(confirmation).toBeHidden();

    // The same comment again: the server refuses (409) and the dialog says so, open, in Turkish.
    const again = await openCommentReport(page, comment);
    await again.getByRole('radio', { name: 'Diğer', exact: true }).check();
    await again.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(again.getByRole('alert')).toHaveText(REPORT_MSG.duplicate);
    await again.getByRole('button', { name: 'Vazgeç', exact: true }).click();
    await expect(again).toBeHidden();
  });

  test('at 375 × 812 the report dialog fits the screen with its buttons in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await readChapterOne(page, 'sikayet375');
    const dialog = await openCommentReport(page, await firstComment(page));
    const box = await dialog.boundingBox();
    expect(box, 'the dialog is laid out').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    for (const name of ['Gönder', 'Vazgeç']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await saveScreenshot(page, 'report-dialog');
    // A refusal shows next to the buttons, on screen without scrolling the reasons.
    await dialog.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Lütfen bir şikayet nedeni seçin.');
    await expect(dialog.getByRole('alert')).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Gönder', exact: true })).toBeInViewport({
      ratio: 1,
    });
  });
});
