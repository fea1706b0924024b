import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { apiPostJson } from './support/social';

const NET = { timeout: 20_000 };

test.describe('Duyurular', () => {
  for (const width of [1280, 375]) {
    test(`an author announces, a reader who keeps the story is told and reads it on the book page at ${width} px`, async ({ page, request, browser }) => {
      test.setTimeout(120_000);
      const viewport = { width, height: width === 375 ? 812 : 900 };
      const author = await registerViaApi(request, 'duyuruyazar');
      const token = await apiToken(request, author.email, author.password);
      const title = width === 1280 ? 'Duyurulu Masal' : 'Duyurulu Destan';
      const storyId = await createStoryViaApi(request, token, { title, description: 'Duyurusu olacak bir hikaye.' });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'Giriş', content: '<p>Bir başlangıç.</p>', published: true });
      const reader = await registerViaApi(request, 'duyuruokur');
      await apiPostJson(request, await apiToken(request, reader.email, reader.password), `/books/${storyId}/toggle-library`);

      await page.setViewportSize(viewport);
      await loginAs(page, author.email, author.password);
      await page.goto(`/story-details/${storyId}`);
      const field = page.getByRole('textbox', { name: 'Duyuru yayınlayın' });
      await field.fill('Yeni bölüm pazar akşamı geliyor!');
      await page.getByRole('button', { name: 'Duyuruyu yayınla' }).click();
      await expect(page.getByText('Yeni bölüm pazar akşamı geliyor!')).toBeVisible(NET);
      await expect(field).toBeDisabled();
      await expect(page.getByText(/Bugünün duyurusunu yayınladınız/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `announcement form at ${width}`);
      await page.getByRole('heading', { name: 'Duyurular' }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'announcements-manage', { fullPage: false });

      const context = await browser.newContext({ viewport });
      const readerPage = await context.newPage();
      await loginAs(readerPage, reader.email, reader.password);
      await readerPage.goto('/notifications');
      const notice = readerPage.getByText(`«${title}» için bir duyuru paylaştı`, { exact: false });
      await expect(notice).toBeVisible(NET);
      await notice.click();
      await expect(readerPage).toHaveURL(new RegExp(`/book/${storyId}#duyurular`), NET);
      await expect(readerPage.getByRole('heading', { name: 'Duyurular' })).toBeInViewport(NET);
      await expect(readerPage.getByText('Yeni bölüm pazar akşamı geliyor!')).toBeVisible();
      await expect(readerPage.getByRole('button', { name: 'Duyuruyu sil' })).toHaveCount(0);
      await expectNoHorizontalOverflow(readerPage);
      await expectNoSeriousA11yViolations(readerPage, `book page announcements at ${width}`);
      await saveScreenshot(readerPage, 'announcements-book', { fullPage: false });
      await context.close();
    });
  }
});
