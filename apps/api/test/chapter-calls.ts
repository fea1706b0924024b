import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chapters } from '../src/db/schema';
import { bearer, type RegisteredUser, type TestApp } from './helpers';

/**
 * The chapter calls and lookups the chapter test files share. `app` is read at each call, so a
 * file binds them once at the top while its test app is only made in `beforeAll`.
 */
export function chapterCalls(app: () => TestApp) {
  function getChapter(token: string, id: number) {
    return app().app.inject({ method: 'GET', url: `/api/stories/chapters/${id}`, headers: bearer(token) });
  }
  function getPreview(token: string, id: number) {
    return app().app.inject({ method: 'GET', url: `/api/preview/books/${id}`, headers: bearer(token) });
  }
  function setPublished(token: string, chapterId: number, action: 'publish' | 'unpublish', payload: Record<string, unknown>) {
    return app().app.inject({ method: 'POST', url: `/api/preview/chapters/${chapterId}/${action}`, headers: bearer(token), payload });
  }
  function deleteChapter(token: string, chapterId: number) {
    return app().app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${chapterId}`, headers: bearer(token) });
  }
  async function dashboardIds(user: RegisteredUser) {
    const res = await app().app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, { book_id: number; published_chapters_count: number; first_chapter_id: number | null }[]>;
  }
  async function numbersOf(book: number) {
    const rows = await app()
      .database.db.select({ id: chapters.id, n: chapters.chapterNumber })
      .from(chapters)
      .where(eq(chapters.bookId, book))
      .orderBy(asc(chapters.chapterNumber));
    return rows.map((r) => [r.id, r.n]);
  }
  return { getChapter, getPreview, setPublished, deleteChapter, dashboardIds, numbersOf };
}
