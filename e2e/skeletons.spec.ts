import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { loginAs } from './support/auth';
import { saveScreenshot } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_READER_EMAIL } from './support/users';

/*
 * Issue 28: the main pages showed a full-page "Yükleniyor…" until their code and data were in
 * (2–3 s for the dashboard). Now the dashboard, a book page, the library and a profile show the
 * shapes of their content, marked busy, while the page's code and then its data load, and the
 * content takes the place its shapes held: the same boxes, no layout shift.
 */

/** Requests matching `pattern` wait until `release()`: the test decides when they arrive. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };

/** Where an element is on the page (not the viewport). */
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

function expectSameBox(actual: Box, expected: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), `${what}: ${key} ${actual[key]} where its shape had ${expected[key]}`).toBeLessThanOrEqual(1);
  }
}

/** Layout shifts the browser counts (the CLS metric), from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] };
    const shifts: { value: number; moved: string[]; page: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, and from where to where (x,y width×height), so a failure says by how much.
        const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          return `${name} ${box(previousRect)} → ${box(currentRect)}`;
        });
        // The page's shift unless all that moved is in the site header: the header's own moves
        // (its right-hand actions, in two full runs, never alone) are kept apart and reported.
        const inHeader = (node?: Node | null) => node instanceof Element && node.closest('body > * header, header') !== null && node.closest('main') === null;
        const page = !(entry.sources ?? []).every(({ node }) => inHeader(node));
        shifts.push({ value: entry.value, moved, page });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface PageCase {
  name: string;
  /** Opens the page once its code and data are held back. */
  open: (page: Page) => Promise<void>;
  /** The page's own code chunk and its data call, held back in that order. */
  chunk: RegExp;
  data: RegExp;
  /** What loads after the page's content, held back meanwhile (the book's recommendations). */
  later?: RegExp;
  /** The content is complete (a part that loads with its own call has arrived). */
  settled?: (page: Page) => Promise<void>;
  status: string;
  /** Pairs of a shape and the content that must arrive in its place. */
  anchors: (page: Page) => { shape: Locator; content: Locator; what: string }[];
}

const firstCard = (page: Page) => page.getByTestId('book-card').first();
const firstShape = (page: Page) => page.getByTestId('skeleton-card').first();

const CASES: PageCase[] = [
  {
    name: 'dashboard',
    open: async (page) => void (await page.goto('/dashboard')),
    chunk: /\/assets\/DashboardPage-[\w-]+\.js$/,
    data: /\/api\/dashboard\/dashboard$/,
    status: 'Raflar yükleniyor...',
    anchors: (page) => [
      { shape: page.getByRole('heading', { level: 1 }), content: page.getByRole('heading', { level: 1 }), what: 'the greeting' },
      { shape: firstShape(page), content: firstCard(page), what: 'the first book of the first shelf' },
    ],
  },
  {
    name: 'book',
    // From the dashboard, as a reader goes there. (A cold load of /book/… starts the page's code
    // with the app's own and paints once both are in: docs/PRODUCT.md#budgets, app/startupPrefetch.ts.)
    // A story the test knows (tags, chapters), not the first card: that one depends on what
    // other tests put in the demo reader's library.
    open: async (page) =>
      page
        .getByTestId('book-card')
        .filter({ has: page.getByRole('heading', { name: 'Ankara 2091', exact: true }) })
        .first()
        .getByRole('link', { name: /^Daha fazla/ })
        .click(),
    chunk: /\/assets\/BookPage-[\w-]+\.js$/,
    data: /\/api\/books\/\d+$/,
    later: /\/api\/books\/\d+\/recommendations$/,
    // The read button has asked where the reader stopped.
    settled: (page) => expect(page.getByRole('button', { name: /^(Okumaya başla|Devam et)$/ })).toBeEnabled(),
    status: 'Kitap yükleniyor...',
    anchors: (page) => [
      { shape: page.getByTestId('skeleton-cover'), content: page.getByRole('main').getByRole('img', { name: /kapağı$/ }), what: 'the cover' },
      { shape: page.getByTestId('skeleton-title'), content: page.getByRole('heading', { level: 1 }), what: 'the title (its top)' },
    ],
  },
  {
    name: 'library',
    open: async (page) => void (await page.goto('/library')),
    chunk: /\/assets\/LibraryPage-[\w-]+\.js$/,
    data: /\/api\/library\/books\?/,
    status: 'Kütüphaneniz yükleniyor...',
    anchors: (page) => [
      { shape: page.getByRole('heading', { level: 1 }), content: page.getByRole('heading', { level: 1 }), what: 'the heading' },
      { shape: firstShape(page), content: firstCard(page), what: 'the first book' },
    ],
  },
  {
    name: 'profile',
    // A demo author's profile (buttons to follow and write to them, a book grid).
    open: async (page) => void (await page.goto('/profile/1')),
    chunk: /\/assets\/ProfilePage-[\w-]+\.js$/,
    data: /\/api\/profile\/\d+$/,
    status: 'Profil yükleniyor...',
    anchors: (page) => [
      { shape: page.getByTestId('skeleton-avatar'), content: page.getByRole('main').getByRole('img', { name: /profil fotoğrafı$/ }).first(), what: 'the photo' },
      { shape: page.getByTestId('skeleton-title'), content: page.getByRole('heading', { level: 1 }), what: 'the name (its top)' },
    ],
  },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`page skeletons at ${viewport.width} px`, () => {
    // No service worker: it would answer the held calls from its cache (vite.config.ts).
    test.use({ viewport, serviceWorkers: 'block' });

    for (const c of CASES) {
      test(`${c.name}: the content's shapes while its code and data load, then the content in their place`, async ({ page }) => {
        await watchLayoutShifts(page);
        await loginAs(page, DEMO_READER_EMAIL, DEMO_PASSWORD);
        await expect(firstCard(page)).toBeVisible();
        const releaseChunk = await hold(page, c.chunk);
        const releaseData = await hold(page, c.data);
        const releaseLater = c.later ? await hold(page, c.later) : () => undefined;
        await c.open(page);

        // While the page's code loads: its shapes, busy, with one status; no full-page spinner.
        const busy = page.locator('[aria-busy="true"]');
        await expect(busy).toHaveCount(1);
        await expect(busy.getByRole('status')).toHaveText(c.status);
        await expect(page.getByText('Yükleniyor...', { exact: true })).toHaveCount(0);
        const anchors = c.anchors(page);
        const shapes: Box[] = [];
        for (const a of anchors) shapes.push(await boxOf(a.shape));
        await saveScreenshot(page, `skeleton-${c.name}`, { fullPage: false });

        // The code is in, the data not yet: the same shapes in the same places.
        releaseChunk();
        await expect
          .poll(() => page.evaluate((source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0), c.chunk.source))
          .toBe(true);
        await expect(busy).toHaveCount(1);
        for (const [i, a] of anchors.entries()) expectSameBox(await boxOf(a.shape), shapes[i]!, `${a.what} while the data loads`);

        // The data arrives: nothing busy, and the content stands where its shapes stood.
        releaseData();
        await expect(anchors.at(-1)!.content).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: c.status })).toHaveCount(0);
        await expect(busy).toHaveCount(c.later ? 1 : 0);
        await c.settled?.(page);
        for (const [i, a] of anchors.entries()) {
          const box = await boxOf(a.content);
          if (a.what.includes('(its top)')) {
            expect(Math.abs(box.y - shapes[i]!.y), `${a.what}: ${box.y} where its shape had ${shapes[i]!.y}`).toBeLessThanOrEqual(1);
          } else {
            expectSameBox(box, shapes[i]!, a.what);
          }
        }
        const allShifts = await page.evaluate(
          () => (window as unknown as { __shifts: { value: number; moved: string[]; page: boolean }[] }).__shifts,
        );
        const shifts = allShifts.filter((shift) => shift.page);
        const outside = allShifts.filter((shift) => !shift.page);
        if (outside.length > 0) test.info().annotations.push({ type: 'layout shift outside the page', description: JSON.stringify(outside) });
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0), `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);
        // What loads after the content had its room: in, nothing busy any more.
        releaseLater();
        await expect(busy).toHaveCount(0);
      });
    }
  });
}
