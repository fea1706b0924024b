import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { loggedInContext, markWindow, notificationList, windowMarker } from './support/social';

const NET = { timeout: 20_000 };

test.describe('Paragraf yorumları', () => {
  for (const width of [1280, 375]) {
    test(`a reader comments on one paragraph and sees its count beside it at ${width} px`, async ({ page, request, browser }, testInfo) => {
      test.setTimeout(150_000);
      const author = await registerViaApi(request, 'paragrafyazar');
      const token = await apiToken(request, author.email, author.password);
      const bookId = await createStoryViaApi(request, token, { title: `Paragraflar ${width}`, description: 'Paragraf paragraf okunan bir hikaye.' });
      const chapterId = await createChapterViaApi(request, token, {
        bookId,
        title: 'Kıyıda',
        content: '<p>Deniz o sabah alışılmadık derecede sakindi.</p><p>Martılar bile susmuştu; yalnızca dalgaların sesi vardı.</p><p>Sonra uzakta bir kayık göründü.</p>',
        published: true,
      });
      const reader = await registerViaApi(request, 'paragrafokur');

      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);
      await page.goto(`/read/${bookId}/${chapterId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Kıyıda' })).toBeVisible(NET);
      const markers = page.getByRole('toolbar', { name: 'Paragraf yorumları' });
      // One tab stop for the whole text: the first paragraph's marker; the arrows move to the next.
      await expect(markers.getByRole('button', { name: 'Bu paragrafa yorum yazın' })).toHaveCount(1, NET);
      await markers.getByRole('button', { name: 'Bu paragrafa yorum yazın' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(markers.getByRole('button', { name: 'Bu paragrafa yorum yazın' })).toBeFocused();
      await page.keyboard.press('Enter');
      const thread = page.getByTestId('paragraph-thread');
      await expect(thread).toBeVisible(NET);
      await expect(thread).toHaveAttribute('data-layout', width === 375 ? 'sheet' : 'panel');
      await expect(thread.getByRole('blockquote').or(thread.locator('blockquote'))).toContainText('Martılar bile susmuştu');
      await thread.getByLabel('Bu paragraf hakkındaki yorumunuz').fill('Bu sessizlik çok güzel anlatılmış.');
      await thread.getByRole('button', { name: 'Gönder' }).click();
      await expect(thread.getByText('Bu sessizlik çok güzel anlatılmış.')).toBeVisible(NET);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `reader with a paragraph thread open at ${width}`);
      await saveScreenshot(page, 'paragraph-thread', { fullPage: false });

      await page.keyboard.press('Escape');
      await expect(thread).toHaveCount(0);
      // The count beside the paragraph, and the focus back on its marker.
      await expect(markers.getByRole('button', { name: 'Bu paragrafa 1 yorum' })).toBeFocused();
      // The paragraph comment stays out of the chapter's general comments.
      await expect(page.getByRole('region', { name: /Yorumlar/ }).getByText('Bu sessizlik çok güzel anlatılmış.')).toHaveCount(0);
      await saveScreenshot(page, 'paragraph-counts', { fullPage: false });

      // A link to the paragraph opens the chapter with its thread open.
      await page.goto(`/read/${bookId}/${chapterId}?paragraph=${await paragraphIdOf(page, 1)}`);
      await expect(page.getByTestId('paragraph-thread').getByText('Bu sessizlik çok güzel anlatılmış.')).toBeVisible(NET);

      // Live: the author writes in the open thread and the reader sees it without a reload, well
      // before the 20 s a thread without a live socket waits to ask again.
      await markWindow(page, 'live');
      const written = await request.post(`/api/bookReader/books/${bookId}/chapters/${chapterId}/comments`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { content: 'Okuduğunuz için teşekkürler!', paragraphId: await paragraphIdOf(page, 1) },
      });
      expect(written.status()).toBe(201);
      await expect(page.getByTestId('paragraph-thread').getByText('Okuduğunuz için teşekkürler!')).toBeVisible({ timeout: 10_000 });
      expect(await windowMarker(page)).toBe('live');

      // The author's notification of the reader's comment opens that paragraph's thread at it.
      const authorSide = await loggedInContext(browser, testInfo, author);
      await authorSide.page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await authorSide.page.goto('/notifications');
      await notificationList(authorSide.page).getByText(`${reader.username}, “Kıyıda” bölümünüze yorum yaptı.`).click();
      await expect(authorSide.page).toHaveURL(/\?paragraph=[A-Za-z0-9_-]+#yorum-\d+$/, NET);
      await expect(authorSide.page.getByTestId('paragraph-thread').getByText('Bu sessizlik çok güzel anlatılmış.')).toBeVisible(NET);
      await authorSide.context.close();
    });
  }
});

/** The `data-pid` of the n-th paragraph of the chapter on screen. */
async function paragraphIdOf(page: import('@playwright/test').Page, index: number): Promise<string> {
  const pid = await page.getByTestId('chapter-content').locator('p[data-pid]').nth(index).getAttribute('data-pid');
  expect(pid).toBeTruthy();
  return pid!;
}
