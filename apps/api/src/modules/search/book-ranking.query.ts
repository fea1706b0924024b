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
 * A query whose words (letters and digits, one space between) contain a letter or digit that
 * pg_trgm treats as a word character in every locale: then a title that holds the query as
 * whole words has every trigram of it in one extent, so word_similarity is exactly 1.
 */
const WHOLE_WORDS = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u;

/**
 * The ids of the best `limit` listed books for a query, in today's order: relevance
 *   3 (exact title) + 1.5 (title contains the query) + 2·ts_rank(document) + word_similarity(query, title)
 * then views, then id; a book matches when its document matches the full-text query, its
 * title contains the query, or a word of its title is similar enough (`<%`, threshold set by
 * the caller's transaction). Every match is found through an index, and each tier is read
 * only while it can still reach the top `limit` (the answer is the same as ranking every
 * match):
 *
 * - `like_hits`: titles containing the query (LIKE through the trigram index on
 *   tr_lower(title)), ranked exactly. Their relevance is at least 1.5. word_similarity, the
 *   costly part, is known to be 1 without computing it when the title holds the query as
 *   whole words (WHOLE_WORDS).
 * - `fuzzy_hits`: the other typo-tolerant title matches (`<%`), ranked exactly. A title that
 *   does not contain the query has no exact or LIKE bonus, so its relevance is below
 *   2·rank cap + 1: when `limit` LIKE hits reach that, this is skipped outright. For a
 *   one-word query on a common stem ('kitapları', hundreds of titles) the cap is 0.162 and
 *   every LIKE hit (≥ 1.5) beats it, so the typo scan and its scoring never run.
 * - `document_hits`: the remaining full-text matches through the GIN index on
 *   search_document, with only the cheap ts_rank computed. A title that is not a title hit
 *   has a word similarity below the threshold, so such a book's relevance is below
 *   2·rank cap + threshold. This is skipped when `limit` title hits already reach that;
 *   otherwise only the document hits whose upper bound reaches the limit-th best known lower
 *   bound get their title compared.
 */
export async function rankedBookIds(db: DbOrTx, viewer: Viewer, now: number, query: string, like: string, limit: number): Promise<number[]> {
  // Parsed and stemmed once per statement (a CTE read through an InitPlan): written inline,
  // a generic plan parses it again for every row it ranks.
  const tsQuery = sql`(select tsq from terms)`;
  const titleLower = sql`tr_lower(${books.title})`;
  const listed = listedBooks(viewer, now);
  const rankCap = sql`(case when numnode(${tsQuery}) <= 1 then ${RANK_CAP_ONE_LEXEME} else ${RANK_CAP_SEVERAL} end)::float8`;
  // null (no shortcut) unless the query is whole words; `like null` is null, so the case falls through.
  const wholeWordLike = WHOLE_WORDS.test(query) && /[a-z0-9]/.test(query) ? `% ${query} %` : null;
  const result = await db.execute(sql`
    with terms as materialized (
      select plainto_tsquery('turkish'::regconfig, ${query}) as tsq
    ),
    like_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views,
        (case when t.title_lower = ${query} then 3 else 0 end
          + 1.5
          + ts_rank(${books.searchDocument}, ${tsQuery}) * 2
          + case when ' ' || t.title_lower || ' ' like ${wholeWordLike} then 1 else word_similarity(${query}, t.title_lower) end)::float8 as rel
      from ${books}
      cross join lateral (select ${titleLower} as title_lower offset 0) t
      where ${listed} and ${titleLower} like ${like}
    ),
    bounds as (
      select 2 * ${rankCap} + 1 as fuzzy_best, 2 * ${rankCap} + ${FUZZY_THRESHOLD}::float8 as document_best
    ),
    fuzzy_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views,
        (ts_rank(${books.searchDocument}, ${tsQuery}) * 2)::float8 + word_similarity(${query}, t.title_lower) as rel
      from ${books}
      cross join lateral (select ${titleLower} as title_lower offset 0) t
      where ${listed} and ${query} <% ${titleLower} and not (${titleLower} like ${like})
        and (select count(*) from like_hits, bounds where rel >= fuzzy_best) < ${limit}
    ),
    title_hits as (
      select id, views, rel from like_hits
      union all
      select id, views, rel from fuzzy_hits
    ),
    document_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views, (ts_rank(${books.searchDocument}, ${tsQuery}) * 2)::float8 as low,
        ${titleLower} as title_lower
      from ${books}
      where ${listed} and ${books.searchDocument} @@ ${tsQuery}
        and ${books.id} not in (select id from title_hits)
        and (select count(*) from title_hits, bounds where rel >= document_best) < ${limit}
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
