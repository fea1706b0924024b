import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, comments, users } from '../../db/schema';

/**
 * The account whose content a legal notice's address names, as far as the address tells (the
 * web's paths): a story (/book/{id}, /story-details/{id}), a chapter (/read/{book}/{chapter},
 * its story's author) or a comment there (#yorum-{id}), a profile or community page
 * (/profile/{id}, /community/{id}). Null when it names no one's content. Whatever the host:
 * a notice may quote the address as the complainant saw it.
 */
export async function noticeSubjectAuthor(db: DbOrTx, url: string): Promise<number | null> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://okuryazar.invalid');
  } catch {
    return null;
  }
  const parts = parsed.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  const id = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647 ? Number(value) : null);
  const [kind, first] = parts;
  const comment = id(/^#yorum-(\d+)$/.exec(parsed.hash)?.[1]);
  if (kind === 'read' && comment !== null) {
    const [row] = await db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, comment));
    if (row?.userId) return row.userId;
  }
  if ((kind === 'book' || kind === 'story-details' || kind === 'read') && id(first) !== null) {
    const [row] = await db.select({ authorId: books.authorId }).from(books).where(eq(books.id, id(first)!));
    return row?.authorId ?? null;
  }
  if ((kind === 'profile' || kind === 'community') && id(first) !== null) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id(first)!));
    return row?.id ?? null;
  }
  return null;
}
