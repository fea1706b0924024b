import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import {
  apiToken,
  createChapterViaApi,
  createStoryViaApi,
  registerViaApi,
} from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Gizlenen etiketler', () => {
  for (const width of [1280, 375]) {
    test(`a reader hides a tag in Settings and its stories leave search, until the tag is removed, at ${width} px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const author = await registerViaApi(request, 'etiketyazar');
      const token = await apiToken(request, author.email, author.password);
      const word = width === 1280 ? 'Kehribarlı' : 'Laciverdi';
      const storyId = await createStoryViaApi(request, token, {
        title: `${word} Vadisi`,
        description: 'Etiketli bir hikaye.',
        tags: [`Karanlık ${width}`],
      });
      await createChapterViaApi(request, token, {
        bookId: storyId,
        title: 'Giriş',
        content: '<p>Karanlık bir gece.</p>',
        published: true,
      });
      const reader = await registerViaApi(request, 'etiketokur');

      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);
      const searchFinds = async (visible: boolean) => {
        await page.goto(`/search-results?query=${encodeURIComponent(word)}`);
        const card = page.getByRole('heading', { name: `${word} Vadisi` });
        if (visible) await expect(card).toBeVisible(NET);
        else {
          await expect(page.getByText(`"${word}" için kitap bulunamadı.`)).toBeVisible(NET);
          await expect(card).toHaveCount(0);
        }
      };
      await searchFinds(true);

      await page.goto('/settings');
      const section = page.getByTestId('hidden-tags-section');
      await expect(
        section.getByRole('heading', { level: 2, name: 'Gizlenen etiketler' }),
      ).toBeVisible(NET);
      await section.getByLabel(/^Gizlenecek etiketler/).fill(`karanlik ${width}`);
      await section.getByLabel(/^Gizlenecek etiketler/).press('Enter');
      await expect(section.getByRole('status')).toHaveText(
        'Gizlenen etiketleriniz kaydedildi.',
        NET,
      );
      await expect(section.getByRole('list', { name: 'Eklenen etiketler' })).toContainText(
        `karanlik ${width}`,
      );
      await section.scrollIntoViewIfNeeded();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `settings with hidden tags at ${width}`);
      await saveScreenshot(page, 'hidden-tags', { fullPage: false });

      await searchFinds(false);
      // A direct link still opens it.
      await page.goto(`/book/${storyId}`);
      await expect(page.getByRole('heading', { level: 1, name: `${word} Vadisi` })).toBeVisible(
        NET,
      );

      await page.goto('/settings');
      await page
        .getByTestId('hidden-tags-section')
        .getByRole('button', { name: `karanlik ${width} etiketini kaldır` })
        .click();
      await expect(page.getByTestId('hidden-tags-section').getByRole('status')).toHaveText(
        'Gizlenen etiketleriniz kaydedildi.',
        NET,
      );
      await searchFinds(true);
    });
  }
});
