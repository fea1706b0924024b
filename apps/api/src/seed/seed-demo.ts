import { sizedOriginalKey, tagSlug } from '@okuryazar/shared';
import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context';
import type { Tx } from '../db/client';
import {
  bookTags,
  books,
  chapterLikes,
  chapters,
  comments,
  follows,
  libraryEntries,
  postComments,
  posts,
  readingProgress,
  users,
} from '../db/schema';
import { imageKeys, newImageStem } from '../lib/images';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../lib/storage';
import { COVER_WIDTH } from './cover-size';
import { demoCoverOptions, readPrerenderedCover, type CoverFiles } from './demo-covers';

export { DEMO_COVERS_DIR } from './demo-covers';
import {
  DEMO_AUTHORS,
  DEMO_COMMENTS_LAST,
  DEMO_COMMENTS_ONGOING,
  DEMO_POST_COMMENTS,
  DEMO_POSTS,
  DEMO_STORIES,
  type DemoChapter,
} from './demo-content';

/** Every demo account shares this password; the README tells newcomers. */
export const DEMO_PASSWORD = 'okuryazar123';
/** A ready-made reader with a library and reading progress, so the first login shows full shelves. */
export const DEMO_READER = { username: 'okur', fullName: 'Deniz Okur', email: 'okur@gmail.com', birthDate: '1998-04-23' };

/** The demo moderator (docs/PRODUCT.md#trust-and-safety): sees the moderation page; takes no part in the demo content. */
export const DEMO_MODERATOR = { username: 'moderator', fullName: 'Moderatör', email: 'moderator@gmail.com', birthDate: '1990-01-01' };

const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator so every fresh install gets the same living site. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}

/**
 * The comments a chapter draws from: its own, or else the pool that fits its place in the
 * story (a last chapter is not asked for a sequel).
 */
export function commentPool(chapters: readonly DemoChapter[], index: number, storyPublished: boolean) {
  const chapter = chapters[index]!;
  if (chapter.comments) return chapter.comments;
  const later = chapters.slice(index + 1).some((c) => storyPublished && c.published !== false);
  return later ? DEMO_COMMENTS_ONGOING : DEMO_COMMENTS_LAST;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraphs become <p>; line breaks inside a paragraph (poems) become <br>. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/**
 * Stores every demo story's cover and its sizes (the naming rule of `storeImage`) under the
 * given stems, two at a time (the budget is two cores): the build's pre-rendered files when
 * `prerendered` has them (demo-covers.ts), otherwise rendered here with sharp.
 */
async function storeDemoCovers(storage: FileStorage, stems: readonly string[], prerendered: string | undefined): Promise<void> {
  const covers = demoCoverOptions();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < covers.length; i = next++) {
      const opts = covers[i]!;
      const files: CoverFiles =
        (prerendered ? await readPrerenderedCover(prerendered, opts) : null) ?? (await (await import('./cover-art')).renderCoverFiles(opts));
      const { key, sizeKeys } = imageKeys('covers', stems[i]!, COVER_WIDTH, files.sizes);
      await Promise.all([storage.put(key, files.jpeg, 'image/jpeg'), ...files.sizes.map((s, n) => storage.put(sizeKeys[n]!, s.body, 'image/webp'))]);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * The next `n` ids of a table's serial column, in order: rows that refer to each other
 * (a reply to its comment, a like to its chapter) are then written in one statement each,
 * with the very ids that inserting them one by one would have given.
 */
async function nextIds(tx: Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = (await tx.execute(sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${n})`)) as unknown as
    | { rows: { id: number }[] }
    | { id: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

export interface SeedOptions {
  /** A folder of the build's pre-rendered covers (demo-covers.ts); absent: every cover is rendered. */
  prerenderedCovers?: string;
}

/**
 * Seeds the demo site into an empty database (no users yet). Returns what it created, or
 * null when the database already has data (a restart never seeds twice).
 *
 * Everything random is drawn first, in one fixed order, so every fresh install gets the same
 * site; the rows are then written a table at a time (a statement each, not one per row: the
 * seed is part of a first start's budget, issue 10).
 */
export async function seedDemoContent(ctx: AppContext, options: SeedOptions = {}): Promise<Record<string, number> | null> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;

  const rand = prng(20241104);
  const now = ctx.clock();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY - rand.int(0, DAY / 2));
  // Covers are written while the main thread hashes the password and fills the database. The
  // transaction waits for them before it commits: a failed write rolls the demo back instead
  // of leaving books without covers. (Files already written cannot be rolled back; they are
  // only unused then.)
  const coverStems = DEMO_STORIES.map(() => newImageStem());
  const coverKeys = coverStems.map((stem) => sizedOriginalKey('covers', stem, COVER_WIDTH));
  const coversWritten = storeDemoCovers(ctx.storage, coverStems, options.prerenderedCovers);
  coversWritten.catch(() => undefined); // awaited in the transaction; no unhandled rejection meanwhile
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return ctx.db.transaction(async (tx) => {
    const people = [
      ...DEMO_AUTHORS.map((a) => ({
        email: `${a.username}@gmail.com`,
        username: a.username,
        fullName: a.fullName,
        bio: a.bio,
        birthDate: a.birthDate,
      })),
      { ...DEMO_READER, bio: 'Kitap kurdu, çay tiryakisi. Gece yarısı bölüm bitirme uzmanı.' },
    ];
    const insertedUsers = await tx
      .insert(users)
      .values(people.map((p, i) => ({ ...p, passwordHash, createdAt: at(120 - i * 3) })))
      .returning({ id: users.id, username: users.username });
    const userId = new Map(insertedUsers.map((u) => [u.username, u.id]));
    const allUserIds = insertedUsers.map((u) => u.id);
    const readerId = userId.get(DEMO_READER.username)!;

    const bookIds = await nextIds(tx, 'books', DEMO_STORIES.length);
    const chapterIds = await nextIds(tx, 'chapters', DEMO_STORIES.reduce((n, story) => n + story.chapters.length, 0));
    const bookRows: (typeof books.$inferInsert)[] = [];
    const tagRows: (typeof bookTags.$inferInsert)[] = [];
    const chapterRows: (typeof chapters.$inferInsert)[] = [];
    const likeRows: (typeof chapterLikes.$inferInsert)[] = [];
    /** Comments in the order they were drawn; a reply holds the very comment it answers. */
    type CommentRow = Omit<typeof comments.$inferInsert, 'parentCommentId'> & { parent?: CommentRow };
    const commentRows: CommentRow[] = [];
    const publishedChapterIds: { id: number; bookId: number; authorId: number }[] = [];

    let chapterTotal = 0;
    let likeTotal = 0;
    let commentTotal = 0;
    for (const [index, story] of DEMO_STORIES.entries()) {
      const authorId = userId.get(story.authorUsername)!;
      const createdAt = at(90 - index * 2);
      const bookId = bookIds[index]!;
      const tags = story.tags ?? [];
      let bookViews = 0;
      let bookLikes = 0;
      let bookComments = 0;
      for (const [n, chapter] of story.chapters.entries()) {
        const published = story.published && chapter.published !== false;
        const views = published ? rand.int(40, 2400) : 0;
        const chapterCreated = new Date(createdAt.getTime() + n * DAY);
        const chapterId = chapterIds[chapterTotal]!;
        const row = {
          id: chapterId,
          bookId,
          chapterNumber: n + 1,
          title: chapter.title,
          content: paragraphsToHtml(chapter.paragraphs),
          isPublished: published,
          views,
          likes: 0,
          comments: 0,
          createdAt: chapterCreated,
          updatedAt: chapterCreated,
          publishedAt: published ? chapterCreated : null,
        };
        chapterRows.push(row);
        chapterTotal += 1;
        bookViews += views;
        if (!published) continue;
        publishedChapterIds.push({ id: chapterId, bookId, authorId });

        const likers = rand.sample(allUserIds.filter((id) => id !== authorId), rand.int(0, 8));
        likeRows.push(...likers.map((id) => ({ userId: id, chapterId })));
        let chapterComments = 0;
        const commenters = rand.sample(allUserIds.filter((id) => id !== authorId), rand.int(0, 3));
        // Each reader draws among the comments not yet written under this chapter: no two
        // readers of a chapter write the same words.
        const unused = [...commentPool(story.chapters, n, story.published)];
        for (const commenter of commenters) {
          const picked = unused.splice(Math.floor(rand.next() * unused.length), 1)[0]!;
          const comment: CommentRow = { chapterId, userId: commenter, content: picked.text, createdAt: at(rand.int(1, 30)) };
          commentRows.push(comment);
          chapterComments += 1;
          if (rand.next() < 0.4) {
            // This draw once picked a reply at random; it is still taken so that every later
            // draw (views, likes, the reader's library) gives the same site as before.
            rand.next();
            commentRows.push({
              chapterId,
              userId: authorId,
              parent: comment,
              content: picked.reply,
              createdAt: at(rand.int(0, 1)),
            });
            chapterComments += 1;
          }
        }
        row.likes = likers.length;
        row.comments = chapterComments;
        bookLikes += likers.length;
        bookComments += chapterComments;
        likeTotal += likers.length;
        commentTotal += chapterComments;
      }
      bookRows.push({
        id: bookId,
        authorId,
        title: story.title,
        description: story.description,
        coverImageUrl: coverKeys[index],
        categoryId: story.categoryId,
        telifId: story.telifId,
        isPublished: story.published,
        isMatureContent: story.isMature,
        // As typed on the row, folded in book_tags (modules/discovery/story-tags.ts).
        tags: [...tags],
        totalViews: bookViews,
        totalLikes: bookLikes,
        totalComments: bookComments,
        createdAt,
        updatedAt: createdAt,
        publishedAt: story.published ? createdAt : null,
      });
      tagRows.push(...tags.map((label) => ({ bookId, tag: tagSlug(label), label })));
    }

    // The demo reader has a library with progress in some books, so "Devam et" shows up.
    const libraryRows: (typeof libraryEntries.$inferInsert)[] = [];
    const progressRows: (typeof readingProgress.$inferInsert)[] = [];
    const readable = DEMO_STORIES.map((s, i) => ({ s, id: bookIds[i]! })).filter((b) => b.s.published && !b.s.isMature);
    const libraryBooks = rand.sample(readable, 6);
    for (const [i, entry] of libraryBooks.entries()) {
      libraryRows.push({ userId: readerId, bookId: entry.id, addedAt: at(20 - i) });
      const first = publishedChapterIds.find((c) => c.bookId === entry.id);
      if (first && i % 2 === 0) {
        progressRows.push({
          userId: readerId,
          bookId: entry.id,
          chapterId: first.id,
          scrollY: 0,
          positionTimestamp: now - i * DAY,
          updatedAt: at(i),
        });
      }
    }
    const otherLibraryRows: (typeof libraryEntries.$inferInsert)[] = [];
    for (const id of allUserIds) {
      if (id === readerId) continue;
      const own = rand.sample(readable, rand.int(1, 4));
      otherLibraryRows.push(...own.map((entry) => ({ userId: id, bookId: entry.id })));
    }

    const followRows: (typeof follows.$inferInsert)[] = [];
    for (const follower of allUserIds) {
      const targets = rand.sample(allUserIds.filter((id) => id !== follower && id !== readerId), rand.int(2, 6));
      followRows.push(...targets.map((followedId) => ({ followerId: follower, followedId })));
    }

    const postRows: (typeof posts.$inferInsert)[] = [];
    const postCommentRows: (Omit<typeof postComments.$inferInsert, 'postId'> & { post: number })[] = [];
    for (const [i, post] of DEMO_POSTS.entries()) {
      const author = userId.get(post.authorUsername);
      if (!author) continue;
      const row = { userId: author, content: post.content, createdAt: at(Math.max(0, 40 - i * 2)), commentsCount: 0, likesCount: 0 };
      const index = postRows.push(row) - 1;
      const repliers = rand.sample(allUserIds.filter((id) => id !== author), rand.int(0, 2));
      for (const replier of repliers) postCommentRows.push({ post: index, userId: replier, content: rand.pick(DEMO_POST_COMMENTS) });
      row.commentsCount = repliers.length;
      row.likesCount = rand.int(0, 9);
    }

    // Added after the content so the deterministic demo (who likes, follows, comments) is unchanged.
    const moderator = { ...DEMO_MODERATOR, role: 'moderator' as const, passwordHash, createdAt: at(120) };

    // Written in the order the rows were once inserted one by one, so every id is the same.
    const commentIds = await nextIds(tx, 'comments', commentRows.length);
    const postIds = await nextIds(tx, 'posts', postRows.length);
    await tx.insert(books).values(bookRows);
    if (tagRows.length > 0) await tx.insert(bookTags).values(tagRows);
    await tx.insert(chapters).values(chapterRows);
    if (likeRows.length > 0) await tx.insert(chapterLikes).values(likeRows);
    if (commentRows.length > 0) {
      const commentId = new Map(commentRows.map((row, i) => [row, commentIds[i]!]));
      await tx
        .insert(comments)
        .values(commentRows.map(({ parent, ...row }, i) => ({ ...row, id: commentIds[i]!, parentCommentId: parent ? commentId.get(parent)! : null })));
    }
    await tx.insert(libraryEntries).values(libraryRows);
    if (progressRows.length > 0) await tx.insert(readingProgress).values(progressRows);
    if (otherLibraryRows.length > 0) await tx.insert(libraryEntries).values(otherLibraryRows).onConflictDoNothing();
    if (followRows.length > 0) await tx.insert(follows).values(followRows);
    if (postRows.length > 0) await tx.insert(posts).values(postRows.map((row, i) => ({ ...row, id: postIds[i]! })));
    if (postCommentRows.length > 0) await tx.insert(postComments).values(postCommentRows.map(({ post, ...row }) => ({ ...row, postId: postIds[post]! })));
    await tx.insert(users).values(moderator);

    await coversWritten;
    return {
      users: insertedUsers.length + 1,
      books: bookIds.length,
      chapters: chapterTotal,
      likes: likeTotal,
      comments: commentTotal,
      follows: followRows.length,
      posts: postRows.length,
    };
  });
}
