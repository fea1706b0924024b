import { REVISIONS_KEPT } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chapterRevisions } from '../../db/schema';
import { countWords, htmlToText } from '../../lib/sanitize';

/**
 * Records one revision of a saved chapter and thins the old ones, inside the save's
 * transaction (so a revision exists exactly when the save committed). The newest
 * REVISIONS_KEPT are kept; beyond them, only the last revision of each day (Turkey's day,
 * where the writers are).
 */
export interface RevisionText {
  title: string;
  content: string;
  /** The author's notes as saved with the text (docs/PRODUCT.md#reading-comfort-and-writers-tools), so a restore brings them back too. */
  noteBefore: string;
  noteAfter: string;
  /** The "Önceki bölümlerde" recap saved with the text (docs/PRODUCT.md#community-engine), restored with it. */
  recap: string;
}

export async function recordRevision(tx: Tx, chapterId: number, text: RevisionText, now: Date) {
  await tx.insert(chapterRevisions).values({ chapterId, ...text, wordCount: countWords(htmlToText(text.content)), createdAt: now });
  await tx.execute(sql`
    delete from chapter_revisions where id in (
      select id from (
        select id,
          row_number() over (order by id desc) as newest,
          row_number() over (partition by (created_at at time zone 'Europe/Istanbul')::date order by id desc) as of_day
        from chapter_revisions where chapter_id = ${chapterId}
      ) ranked
      where newest > ${REVISIONS_KEPT} and of_day > 1
    )`);
}
