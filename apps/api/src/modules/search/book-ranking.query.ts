import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books } from '../../db/schema';
import { WORD_SIMILARITY_THRESHOLD } from '../../db/session-settings';
import { rowsOf } from '../../db/raw-sql';
import { listedBooks, type Viewer } from '../../policies/books';

/** Trigram word similarity from which a title counts as a (typo-tolerant) match: `<%` reads it from the session (db/session-settings.ts). */
export const FUZZY_THRESHOLD = WORD_SIMILARITY_THRESHOLD;

/*
 * Upper bounds of ts_rank (default weights, no normalisation) on a document whose lexemes
 * all carry the default weight D (0.1), which is how search_document is built:
 * - one lexeme, or an OR (calc_rank_or): (0.1 + 0.1·π²/6) / (π²/6) < 0.161;
 * - an AND of several (calc_rank_and): 1 − Π(1 − w) over position pairs, below 1.
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
 * Tier weights (docs/PRODUCT.md#discovery: exact and prefix title matches first, then stem matches, then typo
 * matches, popularity breaking ties). Everything below a tier, `fine` = stem match (1) +
 * 2·ts_rank + word_similarity, is at most 1 + 2·1.0001 + 1 < 10, so a higher tier always wins.
 */
const CONTAINS = 10;
const PREFIX = 10;
const EXACT = 20;
/** The title exactly as typed with Turkish letters ('ılık' over 'İlik' for `ılık`). */
const EXACT_AS_TYPED = 5;
const STEM = 1;

/** A search query in the two forms ranking compares (search.service.ts builds both). */
export interface RankingQuery {
  /** Folded (shared foldQuery / SQL tr_fold): what titles are matched against. */
  folded: string;
  /** Turkish lower-cased as typed: the stemmer's input and the exact-as-typed bonus. */
  lowered: string;
}

/**
 * The ids of the best `limit` listed books for a query: relevance
 *   title tier (exact 40 + as typed 5 / prefix 20 / contains 10, on folded titles)
 *   + 1 (the document matches: a stem match) + 2·ts_rank(document) + word_similarity(folded query, folded title)
 * then views, then id; a book matches when its document matches the full-text query, its
 * folded title contains the folded query, or a word of its folded title is similar enough
 * (`<%`, threshold set for every session: db/session-settings.ts). The full-text query is the Turkish
 * stemmer's reading of the query as typed OR of the folded query: search_document holds both
 * readings of the text (migration 0018), so 'kitapları' meets the stem 'kitap' and 'kadikoy'
 * meets 'Kadıköy'. Every match is found through an index, and each tier is read only while
 * it can still reach the top `limit` (the answer is the same as ranking every match,
 * book-ranking.test.ts):
 *
 * - `like_hits`: folded titles containing the folded query (LIKE through the trigram index
 *   on the stored folded title), ranked exactly; relevance at least 10. word_similarity, the costly
 *   part, is known to be 1 without computing it when the title holds the query as whole words.
 * - `fuzzy_hits`: the other typo-tolerant title matches (`<%`), ranked exactly, relevance at
 *   most 2·rank cap + 2 < 10: skipped outright once `limit` LIKE hits exist.
 * - `document_hits`: the remaining full-text matches through the GIN index on
 *   search_document, with only the cheap part (1 + 2·ts_rank) computed. Such a title's word
 *   similarity is below the threshold, so its relevance is below 1 + 2·rank cap + threshold.
 *   Skipped when `limit` title hits already reach that; otherwise only the hits whose upper
 *   bound reaches the limit-th best known lower bound get their title compared.
 *
 * Rank caps (ts_rank, default weights, no normalisation, every lexeme weight D = 0.1): a
 * query whose top operator is not AND is ranked by calc_rank_or, the mean over query
 * lexemes of at most (0.1 + 0.1·π²/6)/(π²/6) < 0.161 each; an AND of several lexemes by
 * calc_rank_and, below 1. The two readings joined by OR are therefore capped at 0.162.
 */
export async function rankedBookIds(db: DbOrTx, viewer: Viewer, now: number, query: RankingQuery, like: string, limit: number, narrowed?: SQL): Promise<number[]> {
  const { folded, lowered } = query;
  // Parsed and stemmed once per statement (a CTE read through an InitPlan): written inline,
  // a generic plan parses it again for every row it ranks.
  const tsQuery = sql`(select tsq from terms)`;
  const titleFold = sql`${books.titleFold}`;
  // `narrowed`: a further condition on books (the tag filter, policies/tag-filter.ts).
  const listed = narrowed ? sql`(${listedBooks(viewer, now)} and ${narrowed})` : listedBooks(viewer, now);
  const rankCap = sql`(case when numnode(${tsQuery}) <= 1 or (select either from terms) then ${RANK_CAP_ONE_LEXEME} else ${RANK_CAP_SEVERAL} end)::float8`;
  const stem = sql`(case when ${books.searchDocument} @@ ${tsQuery} then ${STEM} else 0 end)`;
  // null (no shortcut) unless the query is whole words; `like null` is null, so the case falls through.
  const wholeWordLike = WHOLE_WORDS.test(folded) && /[a-z0-9]/.test(folded) ? `% ${folded} %` : null;
  const prefixLike = `${like.slice(1)}`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    with readings as materialized (
      select plainto_tsquery('turkish'::regconfig, ${lowered}) as typed, plainto_tsquery('turkish'::regconfig, ${folded}) as folded
    ),
    terms as materialized (
      select
        case when numnode(typed) = 0 then folded when numnode(folded) = 0 or typed::text = folded::text then typed else typed || folded end as tsq,
        numnode(typed) > 0 and numnode(folded) > 0 and typed::text <> folded::text as either
      from readings
    ),
    like_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views,
        (${CONTAINS}
          + case when ${titleFold} like ${prefixLike} then ${PREFIX} else 0 end
          + case when ${titleFold} = ${folded} then ${EXACT} else 0 end
          + case when tr_lower(${books.title}) = ${lowered} then ${EXACT_AS_TYPED} else 0 end
          + ${stem}
          + ts_rank(${books.searchDocument}, ${tsQuery}) * 2
          + case when ' ' || ${titleFold} || ' ' like ${wholeWordLike} then 1 else word_similarity(${folded}, ${titleFold}) end)::float8 as rel
      from ${books}
      where ${listed} and ${titleFold} like ${like}
    ),
    bounds as (
      select 2 * ${rankCap} + ${STEM} + 1 as fuzzy_best, ${STEM} + 2 * ${rankCap} + ${FUZZY_THRESHOLD}::float8 as document_best
    ),
    fuzzy_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views,
        (${stem} + ts_rank(${books.searchDocument}, ${tsQuery}) * 2)::float8 + word_similarity(${folded}, ${titleFold}) as rel
      from ${books}
      where ${listed} and ${folded} <% ${titleFold} and not (${titleFold} like ${like})
        and (select count(*) from like_hits, bounds where rel >= fuzzy_best) < ${limit}
    ),
    title_hits as (
      select id, views, rel from like_hits
      union all
      select id, views, rel from fuzzy_hits
    ),
    document_hits as materialized (
      select ${books.id} as id, ${books.totalViews} as views, (${STEM} + ts_rank(${books.searchDocument}, ${tsQuery}) * 2)::float8 as low,
        ${titleFold} as title_fold
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
      select d.id, d.views, d.low + word_similarity(${folded}, d.title_fold) as rel
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
  `,
    'search_rank',
  );
  return rows.map((r) => Number(r.id));
}
