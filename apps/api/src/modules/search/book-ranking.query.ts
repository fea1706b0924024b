import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books } from '../../db/schema';
import { listedBooks, type Viewer } from '../../policies/books';

/** Trigram word similarity above which a title counts as a (typo-tolerant) match. */
export const FUZZY_THRESHOLD = 0.45;

/*
 * Upper bounds of ts_rank (default weights, no normalisation) on a document whose lexemes
 * all carry the default weight D (0.1), which is how search_document is built:
 * - one lexeme (calc_rank_or): (0.1 + 0.1·π²/6) / (π²/6) < 0.161;
 * - several (calc_rank_and): 1 − Π(1 − w) over position pairs, below 1.
 * With a small margin for floating point.
 */
const RANK_CAP_ONE_LEXEME = 0.162;
const RANK_CAP_SEVERAL = 1.0001;

/**
 * The ids of the best `limit` listed books for a query, in today's order: relevance
 *   3 (exact title) + 1.5 (title contains the query) + 2·ts_rank(document) + word_similarity(query, title)
 * then views, then id; a book matches when its document matches the full-text query, its
 * title contains the query, or a word of its title is similar enough (`<%`, threshold set by
 * the caller's transaction). Every match is found through an index:
 *
 * - `title_hits`: titles through the trigram index on tr_lower(title) (LIKE and `<%`),
 *   ranked exactly.
 * - `document_hits`: the remaining full-text matches through the GIN index on
 *   search_document, with only the cheap ts_rank computed. A title that is not a title hit
 *   has no exact or LIKE bonus and a word similarity below the threshold, so such a book's
 *   relevance is below 2·ts_rank + threshold.
 * - This is skipped outright when `limit` title hits already beat the best relevance a
 *   document-only match can reach (2·rank cap + threshold); otherwise only the document hits
 *   whose upper bound reaches the limit-th best known lower bound get their title compared
 *   (word_similarity, the costly part). The answer is the same as ranking every match.
 */
export async function rankedBookIds(db: DbOrTx, viewer: Viewer, now: number, query: string, like: string, limit: number): Promise<number[]> {
  const tsQuery = sql`plainto_tsquery('turkish'::regconfig, ${query})`;
  const titleLower = sql`tr_lower(${books.title})`;
  const listed = listedBooks(viewer, now);
  const result = await db.execute(sql`
    with title_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views,
        (case when ${titleLower} = ${query} then 3 else 0 end
          + case when ${titleLower} like ${like} then 1.5 else 0 end
          + ts_rank(${books.searchDocument}, ${tsQuery}) * 2
          + word_similarity(${query}, ${titleLower}))::float8 as rel
      from ${books}
      where ${listed} and (${titleLower} like ${like} or ${query} <% ${titleLower})
    ),
    document_bound as (
      select 2 * (case when numnode(${tsQuery}) <= 1 then ${RANK_CAP_ONE_LEXEME} else ${RANK_CAP_SEVERAL} end)::float8
        + ${FUZZY_THRESHOLD}::float8 as best
    ),
    document_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views, (ts_rank(${books.searchDocument}, ${tsQuery}) * 2)::float8 as low,
        ${titleLower} as title_lower
      from ${books}
      where ${listed} and ${books.searchDocument} @@ ${tsQuery}
        and ${books.id} not in (select id from title_hits)
        and (select count(*) from title_hits, document_bound where rel >= best) < ${limit}
    ),
    cutoff as (
      select coalesce((select low from (select rel as low from title_hits union all select low from document_hits) known
        order by low desc offset ${limit - 1} limit 1), -1) as v
    ),
    document_ranked as (
      select d.id, d.views, d.low + word_similarity(${query}, d.title_lower) as rel
      from document_hits d
      where d.low + ${FUZZY_THRESHOLD} >= (select v from cutoff) - 1e-9
    )
    select id from (
      select id, views, rel from title_hits
      union all
      select id, views, rel from document_ranked
    ) ranked
    order by rel desc, views desc, id desc
    limit ${limit}
  `);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
