import { sizedOriginalKey } from '@okuryazar/shared';
import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
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
import { COVER_WIDTH, renderCoverFiles } from './cover-art';
import { replaceStoryTags } from '../modules/discovery/story-tags';
import {
  DEMO_AUTHORS,
  DEMO_COMMENTS,
  DEMO_POST_COMMENTS,
  DEMO_POSTS,
  DEMO_REPLIES,
  DEMO_STORIES,
} from './demo-content';

/** Every demo account shares this password; the README tells newcomers. */
export const DEMO_PASSWORD = 'okuryazar123';
/** A ready-made reader with a library and reading progress, so the first login shows full shelves. */
export const DEMO_READER = { username: 'okur', fullName: 'Deniz Okur', email: 'okur@gmail.com', birthDate: '1998-04-23' };

/** The demo moderator (DESIGN §6): sees the moderation page; takes no part in the demo content. */
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraphs become <p>; line breaks inside a paragraph (poems) become <br>. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/**
 * Renders every demo story's cover and its sizes (the naming rule of `storeImage`) into
 * the storage under the given stems, two at a time (the budget is two cores).
 */
async function storeDemoCovers(storage: FileStorage, stems: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < DEMO_STORIES.length; i = next++) {
      const story = DEMO_STORIES[i]!;
      const author = DEMO_AUTHORS.find((a) => a.username === story.authorUsername);
      const { jpeg, sizes } = await renderCoverFiles({ title: story.title, author: author?.fullName ?? story.authorUsername, ...story.cover });
      const { key, sizeKeys } = imageKeys('covers', stems[i]!, COVER_WIDTH, sizes);
      await Promise.all([storage.put(key, jpeg, 'image/jpeg'), ...sizes.map((s, n) => storage.put(sizeKeys[n]!, s.body, 'image/webp'))]);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Seeds the demo site into an empty database (no users yet). Returns what it created, or
 * null when the database already has data (a restart never seeds twice).
 */
export async function seedDemoContent(ctx: AppContext): Promise<Record<string, number> | null> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;

  const rand = prng(20241104);
  const now = ctx.clock();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY - rand.int(0, DAY / 2));
  // Covers render on sharp's worker threads while the main thread hashes the password and
  // fills the database, so they add little to a cold start. The transaction waits for them
  // before it commits: a failed render rolls the demo back instead of leaving books without
  // covers. (Files already written cannot be rolled back; they are only unused then.)
  const coverStems = DEMO_STORIES.map(() => newImageStem());
  const coverKeys = coverStems.map((stem) => sizedOriginalKey('covers', stem, COVER_WIDTH));
  const coversWritten = storeDemoCovers(ctx.storage, coverStems);
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

    let chapterTotal = 0;
    let likeTotal = 0;
    let commentTotal = 0;
    const publishedChapterIds: { id: number; bookId: number; authorId: number }[] = [];
    const bookIds: number[] = [];

    for (const [index, story] of DEMO_STORIES.entries()) {
      const authorId = userId.get(story.authorUsername)!;
      const createdAt = at(90 - index * 2);
      const [book] = await tx
        .insert(books)
        .values({
          authorId,
          title: story.title,
          description: story.description,
          coverImageUrl: coverKeys[index],
          categoryId: story.categoryId,
          telifId: story.telifId,
          isPublished: story.published,
          isMatureContent: story.isMature,
          createdAt,
          updatedAt: createdAt,
          publishedAt: story.published ? createdAt : null,
        })
        .returning({ id: books.id });
      bookIds.push(book!.id);
      await replaceStoryTags(tx, book!.id, story.tags ?? []);

      let bookViews = 0;
      let bookLikes = 0;
      let bookComments = 0;
      for (const [n, chapter] of story.chapters.entries()) {
        const published = story.published && chapter.published !== false;
        const views = published ? rand.int(40, 2400) : 0;
        const chapterCreated = new Date(createdAt.getTime() + n * DAY);
        const [row] = await tx
          .insert(chapters)
          .values({
            bookId: book!.id,
            chapterNumber: n + 1,
            title: chapter.title,
            content: paragraphsToHtml(chapter.paragraphs),
            isPublished: published,
            views,
            createdAt: chapterCreated,
            updatedAt: chapterCreated,
            publishedAt: published ? chapterCreated : null,
          })
          .returning({ id: chapters.id });
        chapterTotal += 1;
        bookViews += views;
        if (!published) continue;
        publishedChapterIds.push({ id: row!.id, bookId: book!.id, authorId });

        const likers = rand.sample(allUserIds.filter((id) => id !== authorId), rand.int(0, 8));
        if (likers.length > 0) {
          await tx.insert(chapterLikes).values(likers.map((id) => ({ userId: id, chapterId: row!.id })));
        }
        let chapterComments = 0;
        const commenters = rand.sample(allUserIds.filter((id) => id !== authorId), rand.int(0, 3));
        for (const commenter of commenters) {
          const [comment] = await tx
            .insert(comments)
            .values({ chapterId: row!.id, userId: commenter, content: rand.pick(DEMO_COMMENTS), createdAt: at(rand.int(1, 30)) })
            .returning({ id: comments.id });
          chapterComments += 1;
          if (rand.next() < 0.4) {
            await tx.insert(comments).values({
              chapterId: row!.id,
              userId: authorId,
              parentCommentId: comment!.id,
              content: rand.pick(DEMO_REPLIES),
              createdAt: at(rand.int(0, 1)),
            });
            chapterComments += 1;
          }
        }
        await tx
          .update(chapters)
          .set({ likes: likers.length, comments: chapterComments })
          .where(sql`${chapters.id} = ${row!.id}`);
        bookLikes += likers.length;
        bookComments += chapterComments;
        likeTotal += likers.length;
        commentTotal += chapterComments;
      }
      await tx
        .update(books)
        .set({ totalViews: bookViews, totalLikes: bookLikes, totalComments: bookComments })
        .where(sql`${books.id} = ${book!.id}`);
    }

    // The demo reader has a library with progress in some books, so "Devam et" shows up.
    const readable = DEMO_STORIES.map((s, i) => ({ s, id: bookIds[i]! })).filter((b) => b.s.published && !b.s.isMature);
    const libraryBooks = rand.sample(readable, 6);
    for (const [i, entry] of libraryBooks.entries()) {
      await tx.insert(libraryEntries).values({ userId: readerId, bookId: entry.id, addedAt: at(20 - i) });
      const first = publishedChapterIds.find((c) => c.bookId === entry.id);
      if (first && i % 2 === 0) {
        await tx.insert(readingProgress).values({
          userId: readerId,
          bookId: entry.id,
          chapterId: first.id,
          scrollY: 0,
          positionTimestamp: now - i * DAY,
          updatedAt: at(i),
        });
      }
    }
    for (const id of allUserIds) {
      if (id === readerId) continue;
      const own = rand.sample(readable, rand.int(1, 4));
      for (const entry of own) {
        await tx.insert(libraryEntries).values({ userId: id, bookId: entry.id }).onConflictDoNothing();
      }
    }

    let followTotal = 0;
    for (const follower of allUserIds) {
      const targets = rand.sample(allUserIds.filter((id) => id !== follower && id !== readerId), rand.int(2, 6));
      if (targets.length === 0) continue;
      await tx.insert(follows).values(targets.map((followedId) => ({ followerId: follower, followedId })));
      followTotal += targets.length;
    }

    let postTotal = 0;
    for (const [i, post] of DEMO_POSTS.entries()) {
      const author = userId.get(post.authorUsername);
      if (!author) continue;
      const [row] = await tx
        .insert(posts)
        .values({ userId: author, content: post.content, createdAt: at(Math.max(0, 40 - i * 2)) })
        .returning({ id: posts.id });
      postTotal += 1;
      const repliers = rand.sample(allUserIds.filter((id) => id !== author), rand.int(0, 2));
      for (const replier of repliers) {
        await tx.insert(postComments).values({ postId: row!.id, userId: replier, content: rand.pick(DEMO_POST_COMMENTS) });
      }
      await tx
        .update(posts)
        .set({ commentsCount: repliers.length, likesCount: rand.int(0, 9) })
        .where(sql`${posts.id} = ${row!.id}`);
    }

    // Added after the content so the deterministic demo (who likes, follows, comments) is unchanged.
    await tx.insert(users).values({ ...DEMO_MODERATOR, role: 'moderator', passwordHash, createdAt: at(120) });

    await coversWritten;
    return {
      users: insertedUsers.length + 1,
      books: bookIds.length,
      chapters: chapterTotal,
      likes: likeTotal,
      comments: commentTotal,
      follows: followTotal,
      posts: postTotal,
    };
  });
}
