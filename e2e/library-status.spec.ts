import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi, toast } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Okuma durumları', () => {
  for (const width of [1280, 375]) {
    test(`reading moves a story to "Okuyorum", the reader's choice stays, and the library filters by it at ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const author = await registerViaApi(request, 'durumyazar');
      const token = await apiToken(request, author.email, author.password);
      const title = `Durum Hikayesi ${width}`;
      const storyId = await createStoryViaApi(request, token, { title, description: 'Durumu değişen bir hikaye.' });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'İlk Adım', content: '<p>Bir varmış bir yokmuş.</p>', published: true });
      await createChapterViaApi(request, token, { bookId: storyId, title: 'İkinci Adım', content: '<p>Devamı gelecek.</p>', published: true });
      const reader = await registerViaApi(request, 'durumokur');

      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);
      await page.goto(`/book/${storyId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(NET);
      await expect(page.getByRole('combobox', { name: 'Okuma durumu' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Kütüphaneye Ekle' }).click();
      const status = page.getByRole('combobox', { name: 'Okuma durumu' });
      await expect(status).toHaveValue('planned');

      // Reading the first chapter makes it "Okuyorum".
      await page.getByRole('button', { name: 'Okumaya başla' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'İlk Adım' })).toBeVisible(NET);
      await page.goto('/library');
      const filter = page.getByRole('group', { name: 'Okuma durumu' });
      await expect(filter.getByRole('button', { name: /^Okuyorum, 1 kitap$/ })).toBeVisible(NET);
      await filter.getByRole('button', { name: /^Okuyorum/ }).click();
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `library filtered at ${width}`);
      await saveScreenshot(page, 'library-status');

      // The reader's own choice: it stays, and the filter follows it.
      await page.goto(`/book/${storyId}`);
      await expect(status).toHaveValue('reading', NET);
      await status.selectOption('dropped');
      await expect(toast(page, 'Durum: Bıraktım')).toBeVisible();
      await saveScreenshot(page, 'book-status');
      await page.goto('/library');
      await filter.getByRole('button', { name: /^Bıraktım, 1 kitap$/ }).click();
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible(NET);
      await filter.getByRole('button', { name: /^Okuyorum/ }).click();
      await expect(page.getByText('Bu listede henüz kitap yok.')).toBeVisible(NET);
    });
  }
});
