import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/queue';
import type { ClaimedJob, JobProcessor } from '../../lib/jobs/runner';
import { matureCutoff } from '../../policies/books';
import { runFanout, type FanoutCursor } from './fanout';

/**
 * A story's audience, to whom its news goes (a new chapter, an announcement): who they are
 * (the candidates, walked in batches by fanout.ts) and whom the news never reaches (the
 * recipients' rule, the same for every kind of news).
 */

/**
 * The candidates: the author's followers and the story's library readers, two index walks in
 * id order (follows_followed_idx, library_entries_book_idx) merged, so someone who is both is
 * one candidate.
 */
export function followersAndReaders(authorId: number, bookId: number) {
  return (after: number, limit: number) => sql`
        select user_id from (
          (select follower_id as user_id from follows where followed_id = ${authorId} and follower_id > ${after} order by follower_id limit ${limit})
          union
          (select user_id from library_entries where book_id = ${bookId} and user_id > ${after} order by user_id limit ${limit})
        ) c order by user_id limit ${limit}`;
}

/**
 * The recipients' rule over `u` (a candidate's users row): never the author; nobody on either
 * side of a block with the author (a block ends a follow but not a library entry, so a reader
 * the author blocked may still be a candidate); nobody who muted the author; a mature story
 * never to a reader under 18 at `matureCutoff`.
 */
export function storyAudienceSql(story: { authorId: number; mature: boolean }, matureCutoff: string): SQL {
  return sql`u.id <> ${story.authorId}
          and not exists (select 1 from user_blocks ub where ub.blocker_id = u.id and ub.blocked_id = ${story.authorId})
          and not exists (select 1 from user_blocks ub where ub.blocker_id = ${story.authorId} and ub.blocked_id = u.id)
          and not exists (select 1 from user_mutes um where um.muter_id = u.id and um.muted_id = ${story.authorId})
          and (${!story.mature} or u.birth_date <= ${matureCutoff}::date)`;
}

/** The story's and its author's columns every piece of story news reads (selected beside its own). */
export const storyNewsColumns = {
  bookId: books.id,
  bookTitle: books.title,
  bookPublished: books.isPublished,
  bookRemovedAt: books.removedAt,
  bookDeletedAt: books.deletedAt,
  mature: books.isMatureContent,
  authorId: users.id,
  username: users.username,
  fullName: users.fullName,
  profileImageUrl: users.profileImageUrl,
  suspendedAt: users.suspendedAt,
};

export interface StoryNewsRow {
  bookId: number;
  bookTitle: string;
  bookPublished: boolean;
  bookRemovedAt: Date | null;
  bookDeletedAt: Date | null;
  mature: boolean;
  authorId: number;
  username: string;
  fullName: string;
  profileImageUrl: string | null;
  suspendedAt: Date | null;
}

/** Checked when the notices are written: a story unpublished, removed or deleted meanwhile, or an author suspended, announces nothing more. */
export function storyStillAnnounces(row: StoryNewsRow): boolean {
  return row.bookPublished && !row.bookRemovedAt && !row.bookDeletedAt && !row.suspendedAt;
}

/** What a piece of news is: its notification type and the column (with its id) a notice of it is unique by, per reader. */
export interface StoryNews {
  type: 'new-chapter' | 'announcement';
  column: 'chapter_id' | 'announcement_id';
  id: number;
  content: string;
}

/**
 * Writes one piece of story news to the story's audience, in the fan-out's batches: a notice per
 * candidate the recipients' rule lets through, once (the partial unique index of its type).
 */
export function fanOutStoryNews(ctx: AppContext, job: ClaimedJob<FanoutCursor & object>, row: StoryNewsRow, news: StoryNews): Promise<void> {
  // The type and column are the closed sets above, written as literals so ON CONFLICT finds its partial index.
  const type = sql.raw(`'${news.type}'`);
  const column = sql.raw(news.column);
  return runFanout(ctx, job, {
    sender: { username: row.username, profileImageUrl: row.profileImageUrl },
    candidates: followersAndReaders(row.authorId, row.bookId),
    insert: sql`
        insert into notifications (user_id, sender_id, type, content, book_id, ${column})
        select u.id, ${row.authorId}::integer, ${type}, ${news.content}, ${row.bookId}::integer, ${news.id}::integer
        from batch join users u on u.id = batch.user_id
        where ${storyAudienceSql(row, matureCutoff(ctx.clock()))}
        on conflict (${column}, user_id) where type = ${type} do nothing
        returning id, user_id, sender_id, type, content, book_id, chapter_id, created_at`,
  });
}

/** One kind of story news as a durable job (see storyNewsJob). */
export interface StoryNewsJobSpec<F extends string, R extends StoryNewsRow> {
  kind: string;
  /** The payload field that holds the news's id (the chapter's, the announcement's). */
  idField: F;
  type: StoryNews['type'];
  column: StoryNews['column'];
  /** The news with its story's and author's columns (storyNewsColumns); undefined when it is gone. */
  load(db: DbOrTx, id: number): Promise<R | undefined>;
  /** Whether the news itself still stands when the notices are written (not unpublished, removed or deleted meanwhile). */
  stillStands(row: R): boolean;
  /** The notice's text. */
  content(row: R): string;
}

/**
 * A kind of story news (a new chapter, an announcement) as a durable job: `enqueue` records the
 * fan-out in the writing transaction, once per news id; after the commit the processor writes the
 * notices (fanOutStoryNews) unless the news or its story no longer stands (storyStillAnnounces).
 */
export function storyNewsJob<F extends string, R extends StoryNewsRow>(spec: StoryNewsJobSpec<F, R>) {
  type Payload = FanoutCursor & Record<F, number>;
  const enqueue = async (db: DbOrTx, news: { id: number }, now: Date): Promise<void> => {
    await enqueueJob(db, spec.kind, { [spec.idField]: news.id, after: 0 }, { key: String(news.id), runAt: now });
  };
  const processor: JobProcessor<Payload> = {
    kind: spec.kind,
    async run(ctx, job) {
      const id = job.payload[spec.idField];
      const row = await spec.load(ctx.db, id);
      if (!row || !spec.stillStands(row) || !storyStillAnnounces(row)) return;
      await fanOutStoryNews(ctx, job, row, { type: spec.type, column: spec.column, id, content: spec.content(row) });
    },
  };
  return { enqueue, processor };
}
