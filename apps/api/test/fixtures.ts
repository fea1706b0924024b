import type { Db } from '../src/db/client';
import { books, chapters, libraryEntries, readingProgress } from '../src/db/schema';

let counter = 0;

/** Inserts a book straight into the database (for tests of reading features). */
export async function insertBook(
  db: Db,
  authorId: number,
  overrides: Partial<typeof books.$inferInsert> = {},
  chapterCount = 2,
): Promise<{ id: number; chapterIds: number[] }> {
  counter += 1;
  const [book] = await db
    .insert(books)
    .values({
      authorId,
      title: `Deneme Kitabı ${counter}`,
      description: 'Bir açıklama.',
      categoryId: 1,
      telifId: 2,
      isPublished: true,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      ...overrides,
    })
    .returning({ id: books.id });
  const chapterIds: number[] = [];
  for (let i = 1; i <= chapterCount; i += 1) {
    const [row] = await db
      .insert(chapters)
      .values({ bookId: book!.id, chapterNumber: i, title: `Bölüm ${i}`, content: `<p>Metin ${i}</p>`, isPublished: true })
      .returning({ id: chapters.id });
    chapterIds.push(row!.id);
  }
  return { id: book!.id, chapterIds };
}

export async function addToLibrary(db: Db, userId: number, bookId: number): Promise<void> {
  await db.insert(libraryEntries).values({ userId, bookId });
}

export async function saveProgress(db: Db, userId: number, bookId: number, chapterId: number): Promise<void> {
  await db.insert(readingProgress).values({ userId, bookId, chapterId, scrollY: 120, positionTimestamp: Date.now() });
}
