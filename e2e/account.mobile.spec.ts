import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginAs } from './support/auth';
import { registerViaApi } from './support/authoring';
import {
  ACCOUNT_MSG,
  AGREEMENT_TABS,
  accountForm,
  confirmDialog,
  rowToggle,
  saveButton as settingsSaveButton,
  waitForResetLink,
} from './support/account';
import { saveTopScreenshot } from './support/screenshots';
import { expectNoHorizontalOverflow } from './support/layout';

// The 'desktop' project matches every file; these checks belong to the 375 px project only.
test.skip(({ viewport }) => viewport?.width !== 375, 'runs in the 375 px mobile project only');

test.describe('account at 375 px', () => {
  /** No sideways overflow of the page, and nothing in main wider than the screen. */
  const fitsAccount = async (page: Page, label: string) => {
    await expectNoHorizontalOverflow(page, label);
  };

  test('settings: view, editing and the current-password modal fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'ayar_m');
    await loginAs(page, user.email, user.password);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
    const form = accountForm(page);
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(settingsSaveButton(page)).toBeDisabled();
    await page.waitForLoadState('networkidle');
    await fitsAccount(page, 'settings');
    await expectNoSeriousA11yViolations(page, 'mobile-settings', testInfo);
    await saveTopScreenshot(page, 'settings-view');

    // Every row open at once.
    for (const row of ['Kullanıcı adı', 'E-posta', 'Ad Soyad', 'Hakkında', 'Şifre']) {
      await rowToggle(page, row).click();
    }
    await form.getByLabel('Hakkında', { exact: true }).fill('Cepten düzenlenen kısa bir tanıtım yazısı; ğüşıöç harfleriyle.');
    await expect(settingsSaveButton(page)).toBeEnabled();
    await fitsAccount(page, 'settings editing');
    await expectNoSeriousA11yViolations(page, 'mobile-settings-editing', testInfo);
    await saveTopScreenshot(page, 'settings-editing');

    // Close the password row (nothing to change there) and save with the current password.
    await rowToggle(page, 'Şifre', 'Vazgeç').click();
    await settingsSaveButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box, 'the modal has a box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await fitsAccount(page, 'settings modal');
    await expectNoSeriousA11yViolations(page, 'mobile-settings-modal', testInfo);
    await saveTopScreenshot(page, 'settings-modal');
    await dialog.getByLabel('Mevcut şifre', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(form.getByRole('status')).toHaveText(ACCOUNT_MSG.profileUpdated);
    await fitsAccount(page, 'settings saved');
  });

  test('password reset: request, sent and new-password screens fit the screen', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'sifre_m');
    await page.goto('/resetpassword');
    await expect(page.getByRole('heading', { level: 1, name: 'Şifremi unuttum' })).toBeVisible();
    await fitsAccount(page, 'reset request');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-request', testInfo);
    await saveTopScreenshot(page, 'reset-request');

    await page.getByLabel('E-posta adresi', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-postanızı kontrol edin' })).toBeVisible({ timeout: 15_000 });
    await fitsAccount(page, 'reset sent');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-sent', testInfo);
    await saveTopScreenshot(page, 'reset-sent');

    await page.goto(await waitForResetLink(user.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifre belirle' })).toBeVisible();
    // With both field messages' space in use: a mismatch.
    await page.getByLabel('Yeni şifre', { exact: true }).fill('abcdef12');
    await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('abcdef13');
    await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
    await expect(page.getByText(ACCOUNT_MSG.newPasswordsMismatch, { exact: true })).toBeVisible();
    await fitsAccount(page, 'new password');
    await expectNoSeriousA11yViolations(page, 'mobile-reset-new-password', testInfo);
    await saveTopScreenshot(page, 'reset-new-password');
  });

  test('agreements: each tab fits the screen', async ({ page }, testInfo) => {
    for (const { hash, tab, sample } of AGREEMENT_TABS) {
      await page.goto(`/agreements${hash}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
      await expect(page.getByRole('tabpanel', { name: tab })).toContainText(sample);
      // The tab list may scroll sideways inside itself, but the page must not.
      await fitsAccount(page, `agreements ${hash}`);
      await expectNoSeriousA11yViolations(page, `mobile-agreements-${hash.slice(1)}`, testInfo);
      await saveTopScreenshot(page, `agreements-${hash.slice(1)}`);
    }
  });
});
