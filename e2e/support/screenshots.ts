import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** /work/main/test-results/screenshots (next to Playwright's own output folder). */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/**
 * Saves a screenshot to test-results/screenshots/<name>-<viewport width>.png, of the full page
 * unless `fullPage: false`: a full-page capture resizes the viewport for a moment, which closes
 * what a resize closes (an open type-ahead list), so a test that goes on using it takes the view.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
