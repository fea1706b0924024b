import type { ContinueReadingItem } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { toIso } from '../../lib/clock';
import type { Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { continueReadingPage } from './continue-reading.query';
import { presentPosition } from './progress.presenter';

/** One page of "Okumaya devam et" (most recent first; `before` is the last book id the client holds). */
export async function listContinueReading(
  ctx: AppContext,
  viewer: Viewer,
  query: { before?: number | undefined; limit: number },
): Promise<ContinueReadingItem[]> {
  const rows = await continueReadingPage(ctx.db, { viewerId: viewer.id, now: ctx.clock(), before: query.before, limit: query.limit });
  return rows.map((row) => ({
    book: presentBookCard(ctx.config, row),
    chapter: { chapter_id: Number(row.chapterId), chapter_number: Number(row.chapterNumber), title: row.chapterTitle },
    position: presentPosition(row),
    updated_at: toIso(row.progressUpdatedAt),
  }));
}
