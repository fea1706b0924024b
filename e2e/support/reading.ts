import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, type NewUser } from './users';

/**
 * Helpers for the reading half (category, book page, reader, library, search). API helpers go
 * through the same HTTP API the app uses, with the token the UI login stored.
 */

/** Texts copied letter for letter from docs/PRODUCT.md#screens, #behaviour-and-states, #error-messages and packages/shared/src/messages.ts. */
export const READING_MSG = {
  libraryTitle: 'Kütüphanem',
  libraryNoMatch: 'Aramanızla eşleşen kitap bulunamadı.',
  addToLibrary: 'Kütüphaneye Ekle',
  removeFromLibrary: 'Kütüphaneden Çıkar',
  startReading: 'Okumaya başla',
  continueReading: 'Devam et',
  continueTitle: 'Kaldığınız yerden devam etmek ister misiniz?',
  searchEmptyQuery: 'Arama yapılacak kelime girmelisiniz.',
  readerLoadError: 'Kitap bilgileri yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  bookNotFound: 'Kitap bulunamadı.',
  chapterNotFound: 'Bölüm bulunamadı.',
} as const;

/** Demo content (apps/api/src/seed/demo-content.ts) the reading tests rely on. */
export const DEMO = {
  /** Category 17 with two non-mature stories by sevgi.karadag. */
  journeyCategory: { id: 17, name: 'Tarihi Kurgu', description: 'Geçmişin sokaklarında, saraylarında ve savaşlarında geçen kurgular.' },
  /** Three published chapters; chapter 1 already has other readers' comments. */
  journeyBook: {
    title: 'Kervansarayın Kapısı',
    author: 'Sevgi Karadağ',
    chapters: ['Fırtına', 'Kayıp Sandık', 'Kitapların Yolu'],
    /** The opening words of chapter 1. */
    firstWords: 'Kâtip Yunus, kervanın en arkasındaki devenin üstünde',
  },
  /** Category 9 and its story, used at 375 px by the demo reader. */
  mobileCategory: { id: 9, name: 'Klasikler' },
  mobileBook: { title: 'Konak Kızı Nevber', firstChapter: 'Cumbadaki Kitap' },
  /** A published mature story (adults only). */
  matureBook: { title: 'Sis Çökünce', authorEmail: 'mert.aksoy@gmail.com' },
  /** An unpublished (draft) story whose chapters are published. */
  draftBook: { title: 'Yaz Kampı Günlüğü', authorEmail: 'zeynep_okur@gmail.com' },
  /** A demo author to find in the users tab. */
  author: { username: 'sevgi.karadag', fullName: 'Sevgi Karadağ' },
} as const;

/** Number formatting of the reader's counts (Intl tr-TR, e.g. 1.723). */
export const formatTr = (n: number) => new Intl.NumberFormat('tr-TR').format(n);

/** YYYY-MM-DD of a birthday `years` years ago (a little after today's date in that year). */
export function birthDateYearsAgo(years: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

/** Signs a new account up through the API (POST /api/auth/register → 201). */
export async function registerReader(request: APIRequestContext, prefix: string, birthDate?: string): Promise<NewUser> {
  return signUpViaApi(request, prefix, birthDate);
}

/** Logs in through the API and returns the bearer token. */
export { apiLogin } from './users';

/** The token the UI login stored (localStorage 'token'). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a stored session token').toBeTruthy();
  return token as string;
}

/** GET /api{path} with a bearer token; fails the test on a non-2xx answer. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiPost<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface SearchBook {
  book_id: number;
  title: string;
}

/** The id of a listed book with exactly this title (GET /api/search/search). */
export async function bookIdByTitle(request: APIRequestContext, token: string, title: string): Promise<number> {
  const body = await apiGet<{ booksByTitle: SearchBook[] }>(request, token, `/search/search?query=${encodeURIComponent(title)}`);
  const book = body.booksByTitle.find((b) => b.title === title);
  expect(book, `search finds "${title}"`).toBeDefined();
  return book!.book_id;
}

export interface BookChapters {
  book: { book_id: number; title: string; isInLibrary: boolean };
  chapters: { chapter_id: number; chapter_number: number; title: string; views: number; likes: number; comments: number }[];
}

/** GET /api/books/{id}: the book and its published chapters, in reading order. */
export async function bookWithChapters(request: APIRequestContext, token: string, bookId: number): Promise<BookChapters> {
  const body = await apiGet<BookChapters>(request, token, `/books/${bookId}`);
  body.chapters.sort((a, b) => a.chapter_number - b.chapter_number);
  return body;
}

/** The card of a book in a grid (category, library, search), found by its title heading. */
export function bookCard(scope: Page | Locator, title: string): Locator {
  // The inner locator of `has` is resolved inside each card, so it must start at the page.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByTestId('book-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** A link of a book card whose visible label is followed by a visually hidden ': {title}'. */
export function cardLinkName(label: string, title: string): RegExp {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(label)}\\s*:\\s*${esc(title)}$`);
}

/** The titles of the book cards in a list, in visible (DOM) order. */
export async function cardTitles(list: Locator): Promise<string[]> {
  const titles = await list.getByTestId('book-card').getByRole('heading').allTextContents();
  return titles.map((t) => t.trim());
}

/** The reader's comment section (a region named by its 'Yorumlar' heading plus the count). */
export function commentSection(page: Page): Locator {
  return page.getByRole('region', { name: /^Yorumlar/ });
}

/** The reader's chapter like button in the top bar ('Bölümü beğen (N beğeni)'). */
export function chapterLikeButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Bölümü beğen \(/ });
}

/** The reader's chapter statistics list (views, likes, comments). */
export function chapterStats(page: Page): Locator {
  return page.getByRole('list', { name: 'Bölüm istatistikleri' });
}

/** The largest vertical scroll offset of the document. */
export async function maxScrollY(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollHeight - window.innerHeight;
  });
}

/** Waits until every image on the page has finished loading (covers are lazy). */
export async function settleImages(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * Dispatches an event on an element the way the browser would (bubbling, cancelable) and
 * returns whether a listener prevented its default action.
 */
export async function isDefaultPrevented(target: Locator, kind: 'copy' | 'cut' | 'contextmenu' | 'ctrl+c' | 'ctrl+a'): Promise<boolean> {
  return target.evaluate((el, k) => {
    let event: Event;
    if (k === 'copy' || k === 'cut') {
      event = new ClipboardEvent(k, { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
    } else if (k === 'contextmenu') {
      event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    } else {
      const key = k === 'ctrl+c' ? 'c' : 'a';
      event = new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, ctrlKey: true, bubbles: true, cancelable: true });
    }
    el.dispatchEvent(event);
    return event.defaultPrevented;
  }, kind);
}

/** What the reader's saved place answers (bookReader/progress/{bookId}). */
export interface Progress {
  last_chapter_id: number | null;
  position_in_chapter: { scrollY: number; timestamp: number } | null;
}
