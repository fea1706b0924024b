import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Okurun EPUB indirmesi', () => {
  for (const width of [1280, 375]) {
    test(`a reader downloads a story from its book page at ${width} px`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const author = await registerViaApi(request, 'epubyazar');
      const token = await apiToken(request, author.email, author.password);
      const storyId = await createStoryViaApi(request, token, { title: 'Kırlangıç Yolu', description: 'Okurların da indirebildiği bir hikaye.' });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'Yola Çıkış', content: '<p>Sabah erkenden yola çıktılar.</p>', published: true });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'Taslak', content: '<p>Henüz yayımlanmadı.</p>' });
      const reader = await registerViaApi(request, 'epubokur');

      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);
      await page.goto(`/book/${storyId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Kırlangıç Yolu' })).toBeVisible(NET);
      const button = page.getByRole('button', { name: 'EPUB olarak indir' });
      await expect(button).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `book page with the download at ${width}`);
      await saveScreenshot(page, 'book-epub');

      const downloading = page.waitForEvent('download', NET);
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Kırlangıç Yolu.epub');
      const bytes = await readFile((await download.path())!);
      // An EPUB: a zip whose first entry is the stored mimetype (the API tests read its contents).
      expect(bytes.subarray(30, 38).toString()).toBe('mimetype');
      await expect(button).toBeEnabled();
    });
  }
});
