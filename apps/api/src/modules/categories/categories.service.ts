import { MSG } from '@okuryazar/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { books, categories } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listedBooks, type Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';

export async function getCategory(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(MSG.categoryNotFound);
  return row;
}

/** One page of a category's books, most read first. */
export async function getCategoryBooks(ctx: AppContext, viewer: Viewer | null, id: number, page: number, pageSize: number) {
  await getCategory(ctx, id);
  const rows = await selectBookCards(ctx.db, viewer?.id ?? null)
    .where(and(eq(books.categoryId, id), listedBooks(viewer, ctx.clock())))
    .orderBy(desc(books.totalViews), desc(books.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((r) => presentBookCard(ctx.config, r));
}
