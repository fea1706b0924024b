import { expect, type Locator, type Page } from '@playwright/test';
import { NET } from './social';

/** The demo moderator seeded with the demo content (docs/PRODUCT.md#trust-and-safety); the demo password. */
export const MODERATOR_EMAIL = 'moderator@gmail.com';

/** The queue is oldest first and paged: earlier specs' reports may come first. */
export async function findQueueItem(page: Page, text: string): Promise<Locator> {
  const item = page.getByTestId('moderation-item').filter({ hasText: text });
  for (let round = 0; round < 10; round += 1) {
    if ((await item.count()) > 0) return item;
    const more = page.getByRole('button', { name: 'Daha fazla' });
    if ((await more.count()) === 0) break;
    await more.click();
    await expect(more).not.toHaveAttribute('aria-busy', 'true', NET);
  }
  await expect(item).toBeVisible();
  return item;
}
