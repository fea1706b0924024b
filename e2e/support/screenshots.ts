import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/** /work/main/test-results/screenshots (next to Playwright's own output folder). */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Screenshots are for a person to look at, and assert nothing: they are taken only when asked
 * for (`E2E_SCREENSHOTS=1 npm run test:e2e`). A run without them, CI's, saves a full-page
 * capture's second or more each time (about two hundred of them).
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot to test-results/screenshots/<name>-<viewport width>.png when screenshots
 * are wanted: of the full page unless `fullPage: false`, or of one element when given a
 * locator. A full-page capture resizes the viewport for a moment, which closes what a resize
 * closes (an open type-ahead list), so a test that goes on using it takes the view.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const page = isLocator(target) ? target.page() : target;
  const file = path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  if (isLocator(target)) await target.screenshot({ path: file, animations: 'disabled' });
  else await page.screenshot({ path: file, fullPage, animations: 'disabled' });
}

/**
 * saveScreenshot after scrolling to the top: a full-page capture of a scrolled page draws the
 * sticky header and the off-screen skip link in the middle of the image.
 */
export async function saveTopScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

function isLocator(target: Page | Locator): target is Locator {
  return typeof (target as Locator).page === 'function';
}
