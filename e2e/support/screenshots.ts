import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** /work/main/test-results/screenshots (next to Playwright's own output folder). */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Saves a full-page screenshot to test-results/screenshots/<name>-<viewport width>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
