import { LIMITS, ageOn } from '@okuryazar/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { books } from '../db/schema';

/** Who is looking: a visitor (null) or a user with the birth date that decides mature content. */
export interface Viewer {
  id: number;
  birthDate: string;
}

/** DESIGN §1: mature content is never shown to visitors or to readers under 18. */
export function canSeeMature(viewer: Viewer | null, now: number = Date.now()): boolean {
  return viewer !== null && ageOn(viewer.birthDate, new Date(now)) >= LIMITS.matureAge;
}

/**
 * The SQL condition for books a viewer may see in any list or by direct link:
 * published ones (mature only for adults), plus the viewer's own books.
 */
export function visibleBooks(viewer: Viewer | null, now: number = Date.now()): SQL {
  const publicBooks = canSeeMature(viewer, now)
    ? eq(books.isPublished, true)
    : and(eq(books.isPublished, true), eq(books.isMatureContent, false))!;
  return viewer ? or(publicBooks, eq(books.authorId, viewer.id))! : publicBooks;
}

/** Lists of other people's books (shelves, categories, search) show published books only. */
export function listedBooks(viewer: Viewer | null, now: number = Date.now()): SQL {
  return canSeeMature(viewer, now)
    ? eq(books.isPublished, true)
    : and(eq(books.isPublished, true), eq(books.isMatureContent, false))!;
}

export function canEditBook(user: Viewer | null, book: { authorId: number }): boolean {
  return user !== null && user.id === book.authorId;
}
