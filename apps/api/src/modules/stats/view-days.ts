import { turkeyDate } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chapterViewDays } from '../../db/schema';

/** Adds one counted view to the chapter's day in Turkey, inside the view's own transaction. */
export async function countViewDay(tx: Tx, chapterId: number, now: number): Promise<void> {
  await tx
    .insert(chapterViewDays)
    .values({ chapterId, day: turkeyDate(new Date(now)), views: 1 })
    .onConflictDoUpdate({ target: [chapterViewDays.chapterId, chapterViewDays.day], set: { views: sql`${chapterViewDays.views} + 1` } });
}
