import { tagSlug } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookTags, books } from '../../db/schema';

/**
 * A story's tags, replaced as a whole: as typed on the books row (shown, and part of the search
 * document) and by slug in book_tags (tag pages and suggestions). Call inside the transaction
 * that writes the story so the two never disagree.
 */
export async function replaceStoryTags(
  tx: DbOrTx,
  bookId: number,
  labels: readonly string[],
): Promise<void> {
  await tx
    .update(books)
    .set({ tags: [...labels] })
    .where(eq(books.id, bookId));
  await tx.delete(bookTags).where(eq(bookTags.bookId, bookId));
  if (labels.length > 0)
    await tx
      .insert(bookTags)
      .values(labels.map((label) => ({ bookId, tag: tagSlug(label), label })));
}
