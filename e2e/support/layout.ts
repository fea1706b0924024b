import { expect, type Page } from '@playwright/test';

/**
 * Fails unless the page, once its layout has settled, is no wider than the window: no
 * horizontal scrolling. Polled, because a resize or a navigation re-renders (media queries
 * in script, late images) a moment after the call that caused it returns.
 */
export async function expectNoHorizontalOverflow(page: Page, label?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const box = document.scrollingElement ?? document.documentElement;
          return box.scrollWidth - box.clientWidth;
        }),
      { message: label ? `${label}: no horizontal overflow` : 'no horizontal overflow' },
    )
    .toBeLessThanOrEqual(0);
}

/** Waits until finite animations (a dialog or a toast fading or sliding in) have finished. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
