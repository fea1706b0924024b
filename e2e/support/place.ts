import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createChapterViaApi, createStoryViaApi, registerViaApi } from './authoring';
import { apiGet } from './reading';

/**
 * Helpers for the place in a chapter (issue 28 items 1, 2, 5, 11): a story with chapters long
 * enough to scroll far into at any width, and the paragraph at the top of the window.
 */

export interface LongStory {
  bookId: number;
  title: string;
  chapterIds: number[];
  chapterTitles: string[];
}

/** A paragraph of about 330 characters that says which chapter and paragraph it is. */
function paragraph(chapter: number, index: number): string {
  return (
    `<p>Bölüm ${chapter}, paragraf ${index + 1}. Vapur iskeleye yanaşırken martılar suyun üstünde dönüp duruyordu; ` +
    'Nermin simidini bölüp yarısını denize attı, yarısını cebine koydu. Karşı kıyıda sis yavaş yavaş dağılıyor, ' +
    'evlerin pencereleri birer birer parlıyordu. Kimse acele etmiyordu; herkes bir şey bekler gibiydi.</p>'
  );
}

/** An author's published story of `chapters` chapters of 40 paragraphs each (a few screens at 1280 px, many at 375). */
export async function createLongStory(request: APIRequestContext, title: string, chapters = 3): Promise<LongStory> {
  const author = await registerViaApi(request, 'uzunyazar');
  const token = await apiToken(request, author.email, author.password);
  const bookId = await createStoryViaApi(request, token, { title, description: 'Uzun bölümleri olan bir deneme hikayesi.' });
  const chapterIds: number[] = [];
  const chapterTitles: string[] = [];
  for (let n = 1; n <= chapters; n += 1) {
    const chapterTitle = ['İskele', 'Sis', 'Vapur', 'Martılar', 'Kıyı', 'Fener'][n - 1] ?? `Bölüm ${n}`;
    const content = Array.from({ length: 40 }, (_, i) => paragraph(n, i)).join('');
    chapterIds.push(await createChapterViaApi(request, token, { bookId, title: chapterTitle, content, published: true }));
    chapterTitles.push(chapterTitle);
  }
  return { bookId, title, chapterIds, chapterTitles };
}

export interface TopParagraph {
  index: number;
  /** How far into it the window's top edge is (0–1). */
  offset: number;
  text: string;
}

/** The paragraph of the chapter's text under the window's top edge, as the reader would name it. */
export function topParagraph(page: Page): Promise<TopParagraph | null> {
  return page.evaluate(() => {
    const blocks = Array.from(document.querySelector('[data-testid="chapter-content"]')?.children ?? []);
    const index = blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
    if (index < 0) return null;
    const rect = blocks[index]!.getBoundingClientRect();
    if (rect.top > 0) return null;
    return { index, offset: -rect.top / rect.height, text: (blocks[index]!.textContent ?? '').slice(0, 28) };
  });
}

/** Scrolls the window to `y` and waits for the scroll event the reader listens to. */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, left: 0, behavior: 'instant' as ScrollBehavior });
      }),
    y,
  );
}

interface Progress {
  last_chapter_id: number | null;
  position_in_chapter: { scrollY: number; timestamp: number; paragraph?: number; offset?: number } | null;
}

/** Waits until the server holds this chapter and paragraph as the reader's progress (a save is at most 5 s after a scroll). */
export async function expectSavedAt(request: APIRequestContext, token: string, bookId: number, chapterId: number, paragraph: number): Promise<Progress> {
  let last: Progress | null = null;
  await expect
    .poll(
      async () => {
        last = await apiGet<Progress>(request, token, `/bookReader/progress/${bookId}`);
        return { chapter: last.last_chapter_id, paragraph: last.position_in_chapter?.paragraph ?? null };
      },
      { timeout: 15_000, message: 'the place is saved on the server' },
    )
    .toEqual({ chapter: chapterId, paragraph });
  return last!;
}

/** Expects `expected` to be the paragraph at the top of the window again, within a few pixels of the same offset. */
export async function expectTopParagraph(page: Page, expected: TopParagraph, message: string): Promise<void> {
  await expect
    .poll(async () => {
      const now = await topParagraph(page);
      const height = await page.evaluate(
        (i) => document.querySelector('[data-testid="chapter-content"]')?.children[i]?.getBoundingClientRect().height ?? 0,
        expected.index,
      );
      return now !== null && now.index === expected.index && Math.abs(now.offset - expected.offset) * height <= 3;
    }, { timeout: 10_000, message })
    .toBe(true);
}
