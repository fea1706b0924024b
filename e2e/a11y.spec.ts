import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { authDialog, loginAs } from './support/auth';
import { cardOpener, shelf } from './support/dashboard';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

test.describe('Accessibility (axe) and screenshots at 1280', () => {
  test('landing page and the login and signup modals', async ({ page }, testInfo) => {
    // Two axe passes and three screens of screenshots: 47 s alone on a slow two-core machine.
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing', testInfo);
    await saveScreenshot(page, 'landing');

    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    const login = authDialog(page, 'login');
    await expect(login).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login-modal', testInfo);
    await saveScreenshot(page, 'login-modal');

    await login.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    const signup = authDialog(page, 'signup');
    await expect(signup).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'signup-modal', testInfo);
    await saveScreenshot(page, 'signup-modal');

    // With a validation message showing.
    await signup.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    await expect(signup.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurun.');
    await expectNoSeriousA11yViolations(page, 'signup-modal-error', testInfo);
  });

  test('dashboard and the open book popup', async ({ page }, testInfo) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const library = shelf(page, 'Kütüphaneniz');
    await expect(library.getByRole('listitem').first()).toBeVisible();
    // Let the lazy covers settle before measuring and capturing.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'dashboard', testInfo);
    await saveScreenshot(page, 'dashboard');

    await cardOpener(library.getByRole('listitem').first()).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('button', { name: 'Daha Fazla Bilgi' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'book-popup', testInfo);
    await saveScreenshot(page, 'book-popup');
  });
});
