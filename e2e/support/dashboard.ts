import type { Locator, Page } from '@playwright/test';

export const SHELF_TITLES = ['Kütüphaneniz', 'Sizin İçin Önerilen', 'Yeni Çıkanlar', 'Popüler Kitaplar'] as const;

/** A shelf is a region named by its h2. */
export function shelf(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The control on a card that opens the detail popup (the cover button). */
export function cardOpener(card: Locator): Locator {
  return card.locator('button[aria-haspopup="dialog"]');
}

/** The card's title (its h3). */
export async function cardTitle(card: Locator): Promise<string> {
  return ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
}
