import type { ReportTargetType } from '@okuryazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { books, chapters, comments, messages, postComments, posts, users } from '../../db/schema';
import { canSeeMature, type Viewer } from '../../policies/books';

/**
 * A reportable thing as moderation sees it: who wrote it, its text for the preview, whether
 * it is already removed, and whether a given reader may see it at all (a report about
 * something one cannot see is "not found", so reports cannot probe for drafts or others'
 * messages).
 */
export interface ModerationTarget {
  type: ReportTargetType;
  id: number;
  authorId: number;
  authorUsername: string;
  text: string;
  removed: boolean;
  /** Where a removal lowers counters and what it lists under (chapter → book, comment → chapter). */
  bookId: number | null;
  chapterId: number | null;
  postId: number | null;
  parentCommentId: number | null;
  /** Message parties: only the recipient can report a message. */
  recipientId: number | null;
  /** Visibility facts for visibleTo. */
  published: boolean;
  mature: boolean;
  authorSuspended: boolean;
}

const author = (column: AnyPgColumn) => ({
  authorId: sql<number>`${column}`,
  authorUsername: users.username,
  authorSuspended: sql<boolean>`${users.suspendedAt} is not null`,
});

const empty = { bookId: null, chapterId: null, postId: null, parentCommentId: null, recipientId: null, published: true, mature: false };

/** The target, or null when nothing of that type has that id. */
export async function loadTarget(db: DbOrTx, type: ReportTargetType, id: number): Promise<ModerationTarget | null> {
  switch (type) {
    case 'story': {
      const [row] = await db
        .select({ ...author(books.authorId), title: books.title, description: books.description, removedAt: books.removedAt, published: books.isPublished, mature: books.isMatureContent })
        .from(books)
        .innerJoin(users, eq(users.id, books.authorId))
        .where(eq(books.id, id));
      return row ? { ...empty, ...row, type, id, text: `${row.title} — ${row.description}`, removed: row.removedAt !== null, bookId: id } : null;
    }
    case 'chapter': {
      const [row] = await db
        .select({
          ...author(books.authorId),
          title: chapters.title,
          content: chapters.content,
          removedAt: chapters.removedAt,
          published: sql<boolean>`${chapters.isPublished} and ${books.isPublished}`,
          mature: books.isMatureContent,
          bookId: books.id,
        })
        .from(chapters)
        .innerJoin(books, eq(books.id, chapters.bookId))
        .innerJoin(users, eq(users.id, books.authorId))
        .where(eq(chapters.id, id));
      return row ? { ...empty, ...row, type, id, text: `${row.title} — ${row.content}`, removed: row.removedAt !== null, chapterId: id } : null;
    }
    case 'comment': {
      const [row] = await db
        .select({
          ...author(comments.userId),
          content: comments.content,
          removedAt: comments.removedAt,
          published: sql<boolean>`${chapters.isPublished} and ${books.isPublished} and ${chapters.removedAt} is null`,
          mature: books.isMatureContent,
          bookId: books.id,
          chapterId: chapters.id,
          parentCommentId: comments.parentCommentId,
        })
        .from(comments)
        .innerJoin(chapters, eq(chapters.id, comments.chapterId))
        .innerJoin(books, eq(books.id, chapters.bookId))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.id, id));
      return row ? { ...empty, ...row, type, id, text: row.content, removed: row.removedAt !== null } : null;
    }
    case 'post': {
      const [row] = await db
        .select({ ...author(posts.userId), content: posts.content, removedAt: posts.removedAt })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .where(eq(posts.id, id));
      return row ? { ...empty, ...row, type, id, text: row.content, removed: row.removedAt !== null, postId: id } : null;
    }
    case 'post_comment': {
      const [row] = await db
        .select({
          ...author(postComments.userId),
          content: postComments.content,
          removedAt: postComments.removedAt,
          published: sql<boolean>`${posts.removedAt} is null`,
          postId: postComments.postId,
        })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .innerJoin(users, eq(users.id, postComments.userId))
        .where(eq(postComments.id, id));
      return row ? { ...empty, ...row, type, id, text: row.content, removed: row.removedAt !== null } : null;
    }
    case 'user': {
      const [row] = await db
        .select({ ...author(users.id), fullName: users.fullName, bio: users.bio })
        .from(users)
        .where(eq(users.id, id));
      return row ? { ...empty, ...row, type, id, text: `@${row.authorUsername} ${row.fullName} — ${row.bio}`, removed: false } : null;
    }
    case 'message': {
      const [row] = await db
        .select({ ...author(messages.senderId), content: messages.content, removedAt: messages.removedAt, recipientId: messages.recipientId })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(and(eq(messages.id, id)));
      return row ? { ...empty, ...row, type, id, text: row.content, removed: row.removedAt !== null } : null;
    }
  }
}

/**
 * Whether a signed-in reader can see the target: not removed, its author not suspended,
 * published (and mature only for adults), and a message only by the one it was sent to.
 * Authors always see their own.
 */
export function visibleTo(target: ModerationTarget, viewer: Viewer, now: number): boolean {
  if (target.authorId === viewer.id) return true;
  if (target.removed || target.authorSuspended || !target.published) return false;
  if (target.mature && !canSeeMature(viewer, now)) return false;
  if (target.type === 'message') return target.recipientId === viewer.id;
  return true;
}
