import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@okuryazar/shared';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { books, chapters, jobs, users } from '../../db/schema';
import { notFound, tooManyRequests } from '../../lib/errors';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';
import { assertMayActOn } from '../../policies/blocks';
import { visibleBooks } from '../../policies/books';
import type { EpubMeta } from './epub-writer';

const COVER_KEY = /^[a-z]+\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp)$/;
const MEDIA_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The story's cover bytes from storage; a missing or foreign (URL) cover means no cover page. */
async function loadCover(ctx: AppContext, stored: string | null): Promise<EpubMeta['cover']> {
  const match = stored ? COVER_KEY.exec(stored) : null;
  if (!stored || !match) return undefined;
  const bytes = await ctx.storage.get(stored).catch(() => null);
  return bytes ? { bytes: new Uint8Array(bytes), mediaType: MEDIA_TYPES[match[1] as keyof typeof MEDIA_TYPES] } : undefined;
}

export const EPUB_EXPORT_KIND = 'epub.export';
/** New EPUB files an account may have prepared per hour (issue 27 item 3); downloading a ready one is free. */
export const EPUB_EXPORTS_PER_HOUR = 5;
const HOUR = 3_600_000;
/** A finished file nobody asked for again is removed after this long. */
export const EPUB_FILE_TTL_MS = 24 * HOUR;
/** Chapters read per query: a 2,000-chapter story is never loaded at once. */
const CHAPTER_BATCH = 50;

type Book = typeof books.$inferSelect;
interface ChapterRow {
  id: number;
  number: number;
  title: string;
  content: string;
  noteBefore: string;
  noteAfter: string;
  updatedAt: Date;
}

export const epubDir = (ctx: { config: Pick<AppContext['config'], 'dataDir'> }) => path.resolve(ctx.config.dataDir, 'exports', 'epub');

/**
 * What the file depends on: the story's text and metadata, its published chapters (count,
 * order, latest edit) and the author's name. A change gives a new name, so a stale file is
 * never served and a ready one is served without reading the chapters.
 */
async function storyFingerprint(db: DbOrTx, book: Book): Promise<string> {
  const [agg] = await db
    .select({
      count: sql<string>`count(*)::text`,
      latest: sql<string>`coalesce(max(${chapters.updatedAt})::text, '')`,
      order: sql<string>`coalesce(sum(${chapters.chapterNumber}::bigint * ${chapters.id}), 0)::text`,
    })
    .from(chapters)
    .where(and(eq(chapters.bookId, book.id), eq(chapters.isPublished, true), isNull(chapters.removedAt)));
  const [author] = await db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, book.authorId));
  const parts = [book.id, book.title, book.description, book.coverImageUrl, book.updatedAt.toISOString(), agg?.count, agg?.latest, agg?.order, author?.fullName, author?.username];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const fileFor = (ctx: AppContext, bookId: number, fingerprint: string) => path.join(epubDir(ctx), `${bookId}-${fingerprint}.epub`);

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export type EpubRequest = { ready: true; file: string; title: string } | { ready: false };

/**
 * The author's own story as EPUB 3 (docs/PRODUCT.md#reading-comfort-and-writers-tools).
 */
export async function requestStoryEpub(ctx: AppContext, user: AuthUser, storyId: number): Promise<EpubRequest> {
  return requestEpub(ctx, user, await loadOwnBook(ctx.db, user, storyId));
}

/** Downloads (ready files included) a reader may start per hour: a file is a whole story. */
export const EPUB_READER_DOWNLOADS_PER_HOUR = 30;

/**
 * A reader's copy of a story they may read (docs/PRODUCT.md#api-browsing-and-library): the same
 * file as the author's, for a book the reader could open by link (published, mature only for
 * adults, the author not suspended). A block either way refuses it: a copy outlives the block.
 */
export async function requestBookEpub(ctx: AppContext, user: AuthUser, bookId: number): Promise<EpubRequest> {
  const [book] = await ctx.db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), visibleBooks(user, ctx.clock())))
    .limit(1);
  if (!book) throw notFound(MSG.bookNotFound);
  if (book.authorId !== user.id) await assertMayActOn(ctx.db, user.id, book.authorId);
  const { count, resetAt } = await ctx.attempts.hit(`epub-download:${HOUR}:${user.id}`, HOUR);
  if (count > EPUB_READER_DOWNLOADS_PER_HOUR) throw tooManyRequests((resetAt - ctx.clock()) / 1000, MSG.epubDownloadsTooMany);
  return requestEpub(ctx, user, book);
}

/**
 * Produced by the pipeline (issue 26 item 5): a ready, current file is answered at once;
 * otherwise one job per story version is enqueued (asking again while it runs adds nothing
 * and costs nothing) and the caller polls. Starting a new file counts against the account's
 * hourly budget.
 */
async function requestEpub(ctx: AppContext, user: AuthUser, book: Book): Promise<EpubRequest> {
  const fingerprint = await storyFingerprint(ctx.db, book);
  const file = fileFor(ctx, book.id, fingerprint);
  if (await exists(file)) return { ready: true, file, title: book.title };
  const key = `${book.id}-${fingerprint}`;
  const [running] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, EPUB_EXPORT_KIND), eq(jobs.key, key)))
    .limit(1);
  if (!running) {
    const { count, resetAt } = await ctx.attempts.hit(`epub:${HOUR}:${user.id}`, HOUR);
    if (count > EPUB_EXPORTS_PER_HOUR) throw tooManyRequests((resetAt - ctx.clock()) / 1000, MSG.epubTooMany);
    await enqueueJob(ctx.db, EPUB_EXPORT_KIND, { bookId: book.id }, { key, runAt: new Date(ctx.clock()) });
    ctx.jobs.wake();
  }
  return { ready: false };
}

/** Removes the story's older files and anyone's file past its time. */
async function sweep(ctx: AppContext, keep: string, bookId: number): Promise<void> {
  const dir = epubDir(ctx);
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const full = path.join(dir, name);
    if (full === keep) continue;
    const ownOlder = name.startsWith(`${bookId}-`) && name.endsWith('.epub');
    const info = await stat(full).catch(() => null);
    if (!info) continue;
    // A partial file of a job still running elsewhere is younger than an hour.
    const expired = now - info.mtimeMs > (name.endsWith('.part') ? HOUR : EPUB_FILE_TTL_MS);
    if (ownOlder || expired) await rm(full, { force: true });
  }
}

/** Writes the story's current EPUB, chapters read in keyset batches and streamed to the file. */
export async function writeStoryEpubFile(ctx: AppContext, book: Book, file: string): Promise<void> {
  const [author] = await ctx.db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, book.authorId));
  // The EPUB writer (fflate) and the XHTML sanitiser (sanitize-html) load on the first
  // export, not at start-up (issue 10).
  const [{ nameUuid, EpubFileWriter }, { chapterHtmlToXhtmlOffThread: toXhtml }] = await Promise.all([import('./epub-writer'), import('./xml')]);
  const partial = `${file}.${randomUUID()}.part`;
  const writer = new EpubFileWriter(
    partial,
    {
      identifier: `urn:uuid:${nameUuid(`okuryazar:book:${book.id}`)}`,
      title: book.title,
      author: author?.fullName || author?.username || '',
      description: book.description,
      cover: await loadCover(ctx, book.coverImageUrl),
    },
    book.updatedAt,
  );
  try {
    await writer.begin();
    let after: { number: number; id: number } | null = null;
    for (;;) {
      const rows: ChapterRow[] = await ctx.db
        .select({
          id: chapters.id,
          number: chapters.chapterNumber,
          title: chapters.title,
          content: chapters.content,
          noteBefore: chapters.noteBefore,
          noteAfter: chapters.noteAfter,
          updatedAt: chapters.updatedAt,
        })
        .from(chapters)
        .where(
          and(
            eq(chapters.bookId, book.id),
            eq(chapters.isPublished, true),
            isNull(chapters.removedAt),
            after ? or(gt(chapters.chapterNumber, after.number), and(eq(chapters.chapterNumber, after.number), gt(chapters.id, after.id))) : undefined,
          ),
        )
        .orderBy(asc(chapters.chapterNumber), asc(chapters.id))
        .limit(CHAPTER_BATCH);
      for (const r of rows) {
        await writer.addChapter(
          {
            title: r.title,
            body: await toXhtml(r.content),
            noteBefore: r.noteBefore ? await toXhtml(r.noteBefore) : '',
            noteAfter: r.noteAfter ? await toXhtml(r.noteAfter) : '',
          },
          r.updatedAt,
        );
      }
      if (rows.length < CHAPTER_BATCH) break;
      const last: ChapterRow = rows[rows.length - 1]!;
      after = { number: last.number, id: last.id };
    }
    await writer.finish();
    await rename(partial, file);
  } catch (error) {
    writer.abort();
    await rm(partial, { force: true });
    throw error;
  }
}

/** The pipeline's EPUB processor: one run per story version; a deleted story writes nothing. */
export const epubExport: JobProcessor<{ bookId: number }> = {
  kind: EPUB_EXPORT_KIND,
  maxAttempts: 3,
  async run(ctx, job) {
    const [book] = await ctx.db.select().from(books).where(eq(books.id, job.payload.bookId)).limit(1);
    if (!book || book.deletedAt) return;
    await mkdir(epubDir(ctx), { recursive: true });
    const file = fileFor(ctx, book.id, await storyFingerprint(ctx.db, book));
    if (!(await exists(file))) await writeStoryEpubFile(ctx, book, file);
    await sweep(ctx, file, book.id);
  },
};
