import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/**
 * Loads `url` as a first visit (a new browser context: no cache, no service worker, only the
 * given storage, e.g. a reader's token) and returns the app's files (scripts, styles, fonts)
 * the page requested more than once, and the browser's warnings about preloads it could not
 * use. On a cold load the first page's chunks are preloaded from index.html (vite.config.ts
 * coldRoutePreloads): a preload the loader cannot reuse is the same bytes twice on a phone.
 */
async function coldLoad(
  browser: Browser,
  url: string,
  heading: RegExp | string,
  storageState?: BrowserContextOptions['storageState'],
  inspect?: (page: Page) => Promise<void>,
) {
  return coldLoadUntil(
    browser,
    url,
    async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await inspect?.(page);
    },
    storageState,
  );
}

async function coldLoadUntil(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  try {
    const page = await context.newPage();
    const counts = new Map<string, number>();
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (!['script', 'stylesheet', 'font'].includes(request.resourceType())) return;
      counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1);
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500);
    return { twice: [...counts].filter(([, n]) => n > 1).map(([file]) => file), warnings, files: counts.size };
  } finally {
    await context.close();
  }
}

test.describe('First load', () => {
  test('the landing page fetches every script, style and font once, and every preload is used', async ({ browser }) => {
    const load = await coldLoad(browser, '/', /Bir sonraki favori hikayeniz/, undefined, async (page) => {
      // The inline script that preloads the page's own chunks comes before every stylesheet
      // link: after one, it would wait for that stylesheet before it could start them.
      const head = await page.evaluate(() =>
        [...document.head.children]
          .map((el) => (el.tagName === 'SCRIPT' && el.textContent?.includes("'modulepreload'") ? 'route preloads' : el.matches('link[rel="stylesheet"]') ? 'stylesheet' : null))
          .filter(Boolean),
      );
      expect(head[0]).toBe('route preloads');
    });
    expect(load.files).toBeGreaterThan(2);
    expect(load.twice).toEqual([]);
    expect(load.warnings).toEqual([]);
  });

  test('a signed-in reader’s cold load of a book page and of the reader fetches each file once', async ({ page, browser }) => {
    await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
    const session = await page.context().storageState();
    const [book] = (await (await page.request.get('/api/books/featured')).json()) as { book_id: number; title: string }[];
    expect(book).toBeDefined();
    await page.goto(`/book/${book!.book_id}`);
    const href = await page.getByRole('main').locator('a[href^="/read/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/read\/\d+\/\d+$/);

    const bookPage = await coldLoad(browser, `/book/${book!.book_id}`, book!.title, session);
    // The reader's heading is the chapter's; its text is the article.
    const reader = await coldLoadUntil(browser, href!, (p) => expect(p.getByRole('article').first()).toBeVisible(), session);
    for (const [url, load] of [[`/book/${book!.book_id}`, bookPage], [href!, reader]] as const) {
      expect(load.files, url).toBeGreaterThan(2);
      expect(load.twice, url).toEqual([]);
      expect(load.warnings, url).toEqual([]);
    }
  });
});
