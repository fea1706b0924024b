import { sql, type SQL } from 'drizzle-orm';

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
