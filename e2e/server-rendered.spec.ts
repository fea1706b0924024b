import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { topParagraph } from './support/place';
import { apiGet, apiLogin, apiPost, birthDateYearsAgo, bookIdByTitle, DEMO, registerReader } from './support/reading';
import { saveScreenshot } from './support/screenshots';

/**
 * The book page and the reader come from the server as HTML for a signed-in reader
 * (apps/api/src/modules/pages): the chapter paints before any of the app's code has run, and
 * the app then takes the same text over instead of drawing it again. The page cookie of a
 * login is what the server reads; the app's own session stays in localStorage.
 */

const APP_SCRIPT = /\/assets\/[^/]+\.js$/;

interface Reader {
  email: string;
  password: string;
  token: string;
}

/** A context signed in as `reader`: the page cookie from the login, the session in storage. */
async function signedInContext(browser: Browser, reader: Reader, options: { width: number; javaScript?: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width, height: 800 }, javaScriptEnabled: options.javaScript ?? true });
  // The context's own request carries the login's Set-Cookie into the context, as the app's login does.
  const res = await context.request.post('/api/auth/login', { data: { email: reader.email, password: reader.password } });
  expect(res.status()).toBe(200);
  const session = (await res.json()) as { token: string; user_id: number; username: string };
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', String(s.user_id));
    localStorage.setItem('username', s.username);
  }, session);
  return context;
}

async function journeyChapter(page: Page, token: string) {
  const bookId = await bookIdByTitle(page.request, token, DEMO.journeyBook.title);
  const book = await apiGet<{ chapters: { chapter_id: number }[] }>(page.request, token, `/books/${bookId}`);
  return { bookId, chapterId: book.chapters[0]!.chapter_id };
}

let reader: Reader;
test.beforeAll(async ({ request }) => {
  const user = await registerReader(request, 'ssr');
  reader = { email: user.email, password: user.password, token: await apiLogin(request, user.email, user.password) };
});

test.describe('Pages rendered on the server', () => {
  for (const width of [1280, 375]) {
    test(`the chapter and the book page are there without JavaScript, styled, at ${width} px`, async ({ browser, page }) => {
      const { bookId, chapterId } = await journeyChapter(page, reader.token);
      const context = await signedInContext(browser, reader, { width, javaScript: false });
      const noScript = await context.newPage();
      await noScript.goto(`/read/${bookId}/${chapterId}`);
      await expect(noScript.getByRole('heading', { level: 1, name: DEMO.journeyBook.chapters[0] })).toBeVisible();
      await expect(noScript.getByText(DEMO.journeyBook.firstWords)).toBeVisible();
      // The reader's typography is the stylesheet's (Literata), not the browser's default serif.
      const font = await noScript.getByText(DEMO.journeyBook.firstWords).evaluate((p) => getComputedStyle(p).fontFamily);
      expect(font).toContain('Literata');
      // The frame that fits the width, chosen by CSS before the app knows it.
      if (width === 375) {
        await expect(noScript.getByRole('link', { name: 'Kütüphane' })).toBeVisible();
        await expect(noScript.getByRole('combobox', { name: 'Hikaye veya yazar ara' })).toBeHidden();
      } else {
        await expect(noScript.getByRole('combobox', { name: 'Hikaye veya yazar ara' })).toBeVisible();
      }
      await saveScreenshot(noScript, 'server-rendered-reader', { fullPage: false });

      // The read button is labelled from the saved place in the HTML itself, not "…" until the app asks.
      await apiPost(page.request, reader.token, '/bookReader/progress/save', { bookId, chapterId, position: { scrollY: 0, timestamp: Date.now() } });
      await noScript.goto(`/book/${bookId}`);
      await expect(noScript.getByRole('heading', { level: 1, name: DEMO.journeyBook.title })).toBeVisible();
      await expect(noScript.getByRole('button', { name: 'Devam et' })).toBeVisible();
      await expect(noScript.getByRole('link', { name: DEMO.journeyBook.author }).first()).toBeVisible();
      await expect(noScript.getByText(DEMO.journeyBook.chapters[2])).toBeVisible();
      await saveScreenshot(noScript, 'server-rendered-book', { fullPage: false });
      await context.close();
    });
  }

  test('the book page and the reader run under the page’s Content-Security-Policy without a violation', async ({ browser, page }) => {
    const { bookId, chapterId } = await journeyChapter(page, reader.token);
    const context = await signedInContext(browser, reader, { width: 375 });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    const tab = await context.newPage();
    for (const [path, ready] of [
      [`/book/${bookId}`, tab.getByRole('button', { name: /Devam et|Okumaya başla/ })],
      [`/read/${bookId}/${chapterId}`, tab.getByRole('button', { name: 'Bölümler' })],
    ] as const) {
      await tab.goto(path);
      await expect(ready).toBeEnabled();
      await tab.waitForLoadState('networkidle');
      expect(await tab.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    }
    await context.close();
  });

  test('the app takes the server’s text over without drawing it again, and works as always', async ({ browser, page }) => {
    const { bookId, chapterId } = await journeyChapter(page, reader.token);
    const context = await signedInContext(browser, reader, { width: 1280 });
    const tab = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route(APP_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    const warnings: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await tab.goto(`/read/${bookId}/${chapterId}`, { waitUntil: 'commit' });
    const firstWords = tab.getByText(DEMO.journeyBook.firstWords);
    await expect(firstWords).toBeVisible();
    await firstWords.evaluate((p) => p.setAttribute('data-from-server', ''));
    // The reader reads on before the app runs: it must not send them back to the top.
    await tab.evaluate(() => window.scrollTo(0, 700));
    const before = await topParagraph(tab);
    expect(before, 'y = 700 is inside the text').not.toBeNull();
    release();
    // The app is running: its chapter list opens, and the paragraph is the very node the server sent.
    await tab.getByRole('button', { name: 'Bölümler' }).click();
    await expect(tab.getByRole('menu', { name: 'Bölümler' }).getByText(DEMO.journeyBook.chapters[1])).toBeVisible();
    // Still where the reader had scrolled (the same paragraph at the top; the reader keeps it
    // there as the text settles): the app did not start the chapter again at its top.
    expect((await topParagraph(tab))?.index).toBe(before!.index);
    await tab.keyboard.press('Escape');
    await expect(tab.locator('[data-from-server]')).toHaveText(new RegExp(`^${DEMO.journeyBook.firstWords}`));
    expect(warnings.filter((w) => /yeniden çizildi|hydrat/i.test(w))).toEqual([]);
    await context.close();
  });

  test('a visitor, and a minor at a mature story, get no text in the page', async ({ browser, page }) => {
    const { bookId, chapterId } = await journeyChapter(page, reader.token);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const visitorTab = await visitor.newPage();
    await visitorTab.goto(`/read/${bookId}/${chapterId}`);
    await expect(visitorTab.locator('#root')).toBeEmpty();
    await visitor.close();

    const matureId = await bookIdByTitle(page.request, reader.token, DEMO.matureBook.title);
    const mature = await apiGet<{ chapters: { chapter_id: number; title: string }[] }>(page.request, reader.token, `/books/${matureId}`);
    const minorUser = await registerReader(page.request, 'ssrminor', birthDateYearsAgo(13));
    const minor = { email: minorUser.email, password: minorUser.password, token: '' };
    const context = await signedInContext(browser, minor, { width: 375, javaScript: false });
    const tab = await context.newPage();
    await tab.goto(`/read/${matureId}/${mature.chapters[0]!.chapter_id}`);
    await expect(tab.locator('#root')).toBeEmpty();
    await tab.goto(`/book/${matureId}`);
    await expect(tab.locator('#root')).toBeEmpty();
    expect(await tab.content()).not.toContain(DEMO.matureBook.title);
    await context.close();
  });
});
