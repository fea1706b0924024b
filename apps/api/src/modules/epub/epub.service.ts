import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { chapters, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/authentication';
import { loadOwnBook } from '../../policies/authoring';
import type { EpubInput } from './epub-writer';

const COVER_KEY = /^[a-z]+\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp)$/;
const MEDIA_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

const TURKISH_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };

/** A file name every browser and file system accepts: Turkish letters to ASCII, the rest to dashes. */
export function epubFileName(title: string): string {
  const ascii = title
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (ch) => TURKISH_ASCII[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${ascii || 'hikaye'}.epub`;
}

/** The story's cover bytes from storage; a missing or foreign (URL) cover means no cover page. */
async function loadCover(ctx: AppContext, stored: string | null): Promise<EpubInput['cover']> {
  const match = stored ? COVER_KEY.exec(stored) : null;
  if (!stored || !match) return undefined;
  const bytes = await ctx.storage.get(stored).catch(() => null);
  return bytes ? { bytes: new Uint8Array(bytes), mediaType: MEDIA_TYPES[match[1] as keyof typeof MEDIA_TYPES] } : undefined;
}

/** The author's own story as EPUB 3, with its published chapters in order (DESIGN §8). */
export async function buildStoryEpub(ctx: AppContext, user: AuthUser, storyId: number) {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const [author] = await ctx.db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, book.authorId));
  const rows = await ctx.db
    .select({
      title: chapters.title,
      content: chapters.content,
      noteBefore: chapters.noteBefore,
      noteAfter: chapters.noteAfter,
      updatedAt: chapters.updatedAt,
    })
    .from(chapters)
    .where(and(eq(chapters.bookId, book.id), eq(chapters.isPublished, true), isNull(chapters.removedAt)))
    .orderBy(asc(chapters.chapterNumber));
  // The EPUB writer (fflate) and the XHTML sanitiser (sanitize-html) load on the first
  // export, not at start-up (issue 10).
  const [{ nameUuid, writeEpub }, { chapterHtmlToXhtml }] = await Promise.all([import('./epub-writer'), import('./xml')]);
  const modified = new Date(Math.max(book.updatedAt.getTime(), ...rows.map((r) => r.updatedAt.getTime())));
  const bytes = writeEpub({
    identifier: `urn:uuid:${nameUuid(`okuryazar:book:${book.id}`)}`,
    title: book.title,
    author: author?.fullName || author?.username || user.username,
    description: book.description,
    modified,
    chapters: rows.map((r) => ({
      title: r.title,
      body: chapterHtmlToXhtml(r.content),
      noteBefore: r.noteBefore ? chapterHtmlToXhtml(r.noteBefore) : '',
      noteAfter: r.noteAfter ? chapterHtmlToXhtml(r.noteAfter) : '',
    })),
    cover: await loadCover(ctx, book.coverImageUrl),
  });
  return { bytes, fileName: epubFileName(book.title), title: book.title };
}
