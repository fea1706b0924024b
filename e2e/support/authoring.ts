import sharp from 'sharp';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, type NewUser } from './users';

/**
 * Helpers for the authoring screens (new story, chapter editor, preview, my stories and
 * story details). API helpers go through the same HTTP API the app uses.
 */

/** Texts copied letter for letter from docs/PRODUCT.md#validation-rules, #error-messages and packages/shared/src/messages.ts. */
export const AUTHORING_MSG = {
  coverRequired: 'Kapak fotoğrafı yüklenmelidir.',
  categoryRequired: 'Kategori seçilmelidir.',
  copyrightRequired: 'Telif hakkı seçilmelidir.',
  titleRequired: 'Hikaye başlığı boş olamaz.',
  titleAndContentRequired: 'Başlık ve içerik boş olamaz.',
  saved: 'Bölüm kaydedildi.',
  chapterPublished: 'Bölüm yayımlandı.',
  storyUpdated: 'Hikaye bilgileri güncellendi.',
  storyUnpublished: 'Hikaye yayından kaldırıldı.',
  chapterDeleted: 'Bölüm silindi.',
  storyDeleted: 'Hikaye silindi.',
  wrongPassword: 'Girdiğiniz şifre hatalı',
  storyNotFound: 'Hikaye bulunamadı.',
  bookNotFound: 'Kitap bulunamadı.',
  restoredDraft: 'Bu cihazdaki taslak geri yüklendi.',
  unsavedChanges: 'Kaydedilmemiş değişiklikleriniz var. Sayfadan ayrılmak istediğinize emin misiniz?',
} as const;

/** A plain cover image made on the fly (PNG, 600×900). */
export async function coverPng(background = '#b4532a'): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 900, channels: 3, background } }).png().toBuffer();
}

/** Signs a new account up through the API (POST /api/auth/register → 201). */
export async function registerViaApi(request: APIRequestContext, prefix = 'yazar'): Promise<NewUser> {
  return signUpViaApi(request, prefix);
}

/** Where the app waits on the network (uploads, saves) on a loaded machine. */
export const NET = { timeout: 20_000 };

/**
 * One author shared by the authoring tests after the journey (a second sign-up per worker at
 * most); each test creates its own stories, so the tests stay independent of each other.
 */
let sharedAuthor: NewUser | null = null;
export async function secondAuthor(request: APIRequestContext): Promise<NewUser> {
  sharedAuthor ??= await registerViaApi(request, 'yazar_b');
  return sharedAuthor;
}

/** Logs in through the API and returns the bearer token. */
export { apiLogin as apiToken } from './users';

export interface StoryInput {
  title: string;
  description?: string;
  categoryId?: number;
  telifId?: number;
  mature?: boolean;
  tags?: string[];
}

/** POST /api/new-story (multipart with a cover); returns the new book id. */
export async function createStoryViaApi(request: APIRequestContext, token: string, story: StoryInput): Promise<number> {
  const res = await request.post('/api/new-story', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: story.title,
      description: story.description ?? '',
      category_id: String(story.categoryId ?? 3),
      telif_id: String(story.telifId ?? 2),
      is_mature_content: String(story.mature ?? false),
      ...(story.tags ? { tags: JSON.stringify(story.tags) } : {}),
      cover_image: { name: 'kapak.png', mimeType: 'image/png', buffer: await coverPng('#2a5db4') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { book_id: number }).book_id;
}

/** POST /api/stories/chapters (a new chapter); returns its id. */
export async function createChapterViaApi(
  request: APIRequestContext,
  token: string,
  chapter: { bookId: number; title: string; content: string; published?: boolean },
): Promise<number> {
  const res = await request.post('/api/stories/chapters', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      book_id: chapter.bookId,
      chapter_id: null,
      title: chapter.title,
      content: chapter.content,
      is_published: chapter.published ?? false,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { chapter_id: number }).chapter_id;
}

/** The editor's rich-text body (TipTap/ProseMirror, role=textbox). */
export function chapterBody(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Bölüm metni' });
}

export function chapterTitleInput(page: Page): Locator {
  return page.getByLabel('Bölüm başlığı', { exact: true });
}

/** A toast in the Radix toast viewport (region 'Uyarılar (F8)'). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Uyarılar/ }).getByText(text, { exact: true });
}

/** Waits for the editor to be ready (title input and body present). */
export async function expectEditorReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/edit-story$/);
  await expect(chapterBody(page)).toBeVisible({ timeout: 20_000 });
  await expect(chapterTitleInput(page)).toBeVisible();
}

/** The card of a story on /my-stories (article with the title as a heading link). */
export function storyCard(scope: Page | Locator, title: string): Locator {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByTestId('story-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * Dispatches a paste event carrying text/html (and text/plain) on the editor, the way a
 * browser delivers a real paste; ProseMirror reads event.clipboardData.
 */
export async function pasteHtml(body: Locator, html: string, text = ''): Promise<void> {
  await body.evaluate(
    (el, { html: h, text: t }) => {
      const data = new DataTransfer();
      data.setData('text/html', h);
      data.setData('text/plain', t);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      el.dispatchEvent(event);
    },
    { html, text },
  );
}
