import { expect, test, type Page } from '@playwright/test';
import { authDialog } from './support/auth';

/**
 * "/" is sent prerendered (apps/web/scripts/prerender-landing.mjs): a visitor reads the landing
 * page before the app's JavaScript has arrived, and the app then renders over it. Each test
 * holds the app's scripts back to look at the page as it is before they run.
 */

const APP_SCRIPT = /\/assets\/[^/]+\.js$/;

/** Holds every app script until `release()`; returns the release. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const headline = (page: Page) => page.getByRole('heading', { level: 1, name: 'Bir sonraki favori hikayeniz burada sizi bekliyor' });

test.describe('The prerendered landing page', () => {
  test('shows the page, styled, before any of the app’s code has run', async ({ page }) => {
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await expect(headline(page)).toBeVisible();
    await expect(page.getByText('Okuryazar, Türkçe okuyan ve yazan herkesin buluşma yeri.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ücretsiz Hesap Oluştur' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Her ruh haline bir tür' })).toBeAttached();
    // Styled by the page's own stylesheets: the primary button has the accent colour, not the default grey.
    const background = await page.getByRole('button', { name: 'Ücretsiz Hesap Oluştur' }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('is never shown to a logged-in visitor, whom the app takes on', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', 'e2e-any-token'));
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('[data-prerendered]')).toBeAttached();
    await expect(headline(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Kayıt Ol' })).toBeHidden();
  });

  test('a press before the app is ready is answered once it is', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(headline(page)).toBeVisible();
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(authDialog(page, 'signup')).toHaveCount(0);
    release();
    await expect(authDialog(page, 'signup')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  });

  test('the app renders over it without moving the visitor back to the top', async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const categories = page.getByRole('heading', { level: 2, name: 'Her ruh haline bir tür' });
    await categories.scrollIntoViewIfNeeded();
    await expect(headline(page)).not.toBeInViewport();
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    // The app's own heading (the prerendered one is gone), where the visitor left the page.
    await expect(categories).toBeInViewport();
    await expect(headline(page)).not.toBeInViewport();
  });
});
