import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { AGREEMENT_TABS } from './support/account';
import { saveTopScreenshot } from './support/screenshots';

test.describe('Sözleşmeler', () => {
  test('each anchor opens its tab with the Turkish document; switching tabs writes the hash', async ({ page }, testInfo) => {
    for (const { hash, tab, sample } of AGREEMENT_TABS) {
      await page.goto(`/agreements${hash}`);
      const tabs = page.getByRole('tablist', { name: 'Sözleşmeler' });
      await expect(tabs).toBeVisible({ timeout: 20_000 });
      await expect(tabs.getByRole('tab')).toHaveText(['Gizlilik Politikası', 'Kullanım Şartları', 'KVKK Aydınlatma Metni']);
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(1);
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel.getByRole('heading', { level: 2, name: tab })).toBeVisible();
      await expect(panel).toContainText(sample);
      await expect(panel).toContainText('Son güncelleme');
      // Real content: several paragraphs of Turkish text.
      expect((await panel.innerText()).length).toBeGreaterThan(800);
      await expect(page).toHaveTitle(`${tab} — Okuryazar`);
      await expectNoSeriousA11yViolations(page, `agreements-${hash.slice(1)}`, testInfo);
      await saveTopScreenshot(page, `agreements-${hash.slice(1)}`);
    }

    // Clicking a tab updates the hash (and the panel).
    await page.goto('/agreements#privacy');
    const tabs = page.getByRole('tablist', { name: 'Sözleşmeler' });
    for (const { hash, tab, sample } of [...AGREEMENT_TABS].reverse()) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/agreements${hash}$`));
      await expect(page.getByRole('tabpanel', { name: tab })).toContainText(sample);
    }
  });

  test('the landing footer links land on the right tab', async ({ page }) => {
    for (const { hash, tab, sample } of AGREEMENT_TABS) {
      await page.goto('/');
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Yasal bilgiler' });
      await legal.getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/agreements${hash}$`));
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
      await expect(page.getByRole('tabpanel', { name: tab })).toContainText(sample);
    }
  });
});
