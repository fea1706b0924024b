import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

test.describe('Etiketle süzme', () => {
  for (const width of [1280, 375]) {
    test(`a reader narrows search results and a tag page by tags at ${width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const author = await registerViaApi(request, 'suzgecyazar');
      const token = await apiToken(request, author.email, author.password);
      // Words and tags of this run only, so stories of other tests never match.
      const word = width === 1280 ? 'Mercanköşk' : 'Lavantaköy';
      const shared = `Ortak ${width}`;
      const stories = [
        { title: `${word} Fırtınası`, tags: [shared, `Dram ${width}`] },
        { title: `${word} Bahçesi`, tags: [shared, `Mizah ${width}`] },
      ];
      for (const story of stories) {
        const id = await createStoryViaApi(request, token, { title: story.title, description: 'Süzülecek bir hikaye.', tags: story.tags });
        await createChapterViaApi(request, token, { bookId: id, title: 'Giriş', content: '<p>Bir başlangıç.</p>', published: true });
      }
      const reader = await registerViaApi(request, 'suzgecokur');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);

      await page.goto(`/search-results?query=${encodeURIComponent(word)}`);
      await expect(page.getByRole('heading', { name: `${word} Fırtınası` })).toBeVisible(NET);
      await expect(page.getByRole('heading', { name: `${word} Bahçesi` })).toBeVisible();
      await page.getByText('Etiketle süzün').click();
      const leaveOut = page.getByRole('textbox', { name: /Bu etiketler olmasın/ });
      await leaveOut.fill(`dram ${width}`);
      await leaveOut.press('Enter');
      await expect(page.getByRole('heading', { name: `${word} Fırtınası` })).toHaveCount(0, NET);
      await expect(page.getByRole('heading', { name: `${word} Bahçesi` })).toBeVisible();
      await expect(page).toHaveURL(/exclude=dram/);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `search with a tag filter at ${width}`);
      await saveScreenshot(page, 'tag-filter-search', { fullPage: false });

      // Required and left out at once: nothing is left, and the way out brings everything back.
      const require = page.getByRole('textbox', { name: /Bu etiketler olsun/ });
      await require.fill(`Dram ${width}`);
      await require.press('Enter');
      await expect(page.getByText('Bu süzgeçle eşleşen hikaye yok.')).toBeVisible(NET);
      await saveScreenshot(page, 'tag-filter-empty', { fullPage: false });
      await page.getByRole('button', { name: 'Süzgeci temizleyin' }).last().click();
      await expect(page.getByRole('heading', { name: `${word} Fırtınası` })).toBeVisible(NET);
      await expect(page.getByRole('heading', { name: `${word} Bahçesi` })).toBeVisible();

      // The tag page, from an address that already holds a filter.
      await page.goto(`/etiket/${encodeURIComponent(`ortak-${width}`)}?tags=${encodeURIComponent(`mizah ${width}`)}`);
      await expect(page.getByRole('heading', { level: 1, name: `#${shared}` })).toBeVisible(NET);
      await expect(page.getByRole('heading', { name: `${word} Bahçesi` })).toBeVisible(NET);
      await expect(page.getByRole('heading', { name: `${word} Fırtınası` })).toHaveCount(0);
      await expect(page.getByText('1 etiket')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'tag-filter-tag-page', { fullPage: false });
    });
  }
});
