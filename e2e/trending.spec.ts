import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { registerViaApi } from './support/authoring';
import { expectNoHorizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const NET = { timeout: 20_000 };

// The ranking's rules are the API tests' (trending.test.ts): accounts younger than a day never
// count, so a browser test's fresh readers cannot raise a story. This one checks the screens.
test.describe('Yükselenler', () => {
  for (const width of [1280, 375]) {
    test(`the dashboard shelf leads to the page, whose category is kept in the address, at ${width} px`, async ({ page, request }) => {
      const reader = await registerViaApi(request, 'yukselenokur');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, reader.email, reader.password);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'Yükselenler' })).toBeVisible(NET);

      await page.goto('/yukselenler');
      await expect(page.getByRole('heading', { level: 1, name: 'Yükselenler' })).toBeVisible(NET);
      await expect(page.getByText('Son yedi günde okurlarını en çok bağlayan hikayeler', { exact: false })).toBeVisible();
      await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Gizem' });
      await expect(page).toHaveURL(/kategori=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Yükselenler: Gizem' })).toBeVisible(NET);
      await expect(page.getByText(/yükselen bir hikaye yok|Okumaya Başla|Devam Et/).first()).toBeVisible(NET);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, `trending page at ${width}`);
      await saveScreenshot(page, 'trending-page', { fullPage: false });
    });
  }
});
