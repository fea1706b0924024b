import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { books, chapters } from '../src/db/schema';
import { bearer, type RegisteredUser } from './helpers';
import { validJpeg } from './images';
import { coverPart, multipartPayload, type MultipartFields, type MultipartFilePart } from './multipart';

/** The text fields of a valid new story. */
export const storyFields = (overrides: MultipartFields = {}): MultipartFields => ({
  title: 'Sisli Sokaklar',
  description: 'Bir İstanbul hikayesi.\n\nİkinci paragraf.',
  category_id: 7,
  telif_id: 2,
  is_mature_content: 'false',
  ...overrides,
});

let smallCover: Buffer | undefined;
/** A small valid JPEG cover, made once. */
export async function sampleCover(): Promise<Buffer> {
  smallCover ??= await validJpeg(120, 180);
  return smallCover;
}

/** POST /api/new-story as multipart; `file: null` sends no file part. */
export async function postNewStory(
  app: FastifyInstance,
  token: string | null,
  fields: MultipartFields = storyFields(),
  file: MultipartFilePart | MultipartFilePart[] | null = null,
) {
  const { payload, headers } = multipartPayload(fields, file);
  return app.inject({ method: 'POST', url: '/api/new-story', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

/** PUT /api/story-details/{id} as multipart. */
export async function putStoryDetails(
  app: FastifyInstance,
  token: string | null,
  bookId: number,
  fields: MultipartFields,
  file: MultipartFilePart | null = null,
) {
  const { payload, headers } = multipartPayload(fields, file);
  return app.inject({ method: 'PUT', url: `/api/story-details/${bookId}`, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}

/** Creates a story through the API with a small cover and returns its id. */
export async function createStory(app: FastifyInstance, user: RegisteredUser, fields: MultipartFields = {}): Promise<number> {
  const res = await postNewStory(app, user.token, storyFields(fields), coverPart(await sampleCover()));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { book_id: number }).book_id;
}

export interface SaveChapterInput {
  book_id: number;
  chapter_id?: number | null;
  title?: string;
  content?: string;
  is_published?: boolean;
}

export function postChapter(app: FastifyInstance, token: string | null, body: SaveChapterInput | Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/stories/chapters', payload: body, headers: token ? bearer(token) : {} });
}

/** Saves a chapter through the API (title and content defaulted) and returns its id. */
export async function createChapter(app: FastifyInstance, user: RegisteredUser, input: SaveChapterInput): Promise<number> {
  const res = await postChapter(app, user.token, { title: 'Bölüm', content: '<p>Bir zamanlar…</p>', ...input });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { chapter_id: number }).chapter_id;
}

/** Files stored under DATA_DIR/uploads/covers. */
export function coverFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'covers');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

export async function bookRow(db: Db, id: number) {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row;
}

export async function chapterRow(db: Db, id: number) {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
  return row;
}

export async function booksOf(db: Db, authorId: number) {
  return db.select().from(books).where(eq(books.authorId, authorId));
}
