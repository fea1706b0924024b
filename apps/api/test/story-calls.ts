import path from 'node:path';
import { imageSizes } from '@okuryazar/shared';
import { expect } from 'vitest';
import { bookRow } from './authoring';
import { bearer, type TestApp } from './helpers';

const COVER_KEY = /^covers\/[A-Za-z0-9_-]{24}-w\d+\.jpg$/;
/** The original's file name and its WebP sizes' (naming rule in @okuryazar/shared). */
export const coverFileNames = (key: string) => (imageSizes(key, 'covers') ?? [{ url: key }]).map((s) => s.url.slice('covers/'.length));

/**
 * The cover lookups and the story-details call the story test files share. `app` is read at
 * each call, so a file binds them once at the top while its test app is only made in `beforeAll`.
 */
export function storyCalls(app: () => TestApp) {
  const coverPath = (key: string) => path.join(app().config.dataDir, 'uploads', key);

  async function storedCoverKey(bookId: number): Promise<string> {
    const key = (await bookRow(app().database.db, bookId))!.coverImageUrl!;
    expect(key).toMatch(COVER_KEY);
    return key;
  }

  function details(token: string, bookId: number) {
    return app().app.inject({ method: 'GET', url: `/api/story-details/${bookId}`, headers: bearer(token) });
  }
  return { coverPath, storedCoverKey, details };
}
