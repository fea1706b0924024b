import * as W from './words';

/**
 * The seed as a few set-based statements (generate_series, INSERT … SELECT), all derived from
 * one per-book plan so every counter equals the rows it counts, as the app keeps them:
 *   chapters.likes = its chapter_likes rows, chapters.comments = its comments (replies too),
 *   chapters.views = its chapter_views rows (one per reader) plus repeat views after 24 h,
 *   books.total_* = the sums over its chapters, comments.likes_count = its comment_likes rows.
 *
 * Randomness is a hash of (key, salt) so a seed is reproducible. Readers of a book are a run
 * of consecutive user positions starting after its author (the author never counts as their
 * own reader or follower); readers of chapter n are the first readers·decayⁿ⁻¹ of that run, so
 * later chapters lose readers the way serials do, and a reader's progress is the last chapter
 * they viewed.
 */

export interface SeedSize {
  chapters: number;
  users: number;
  /**
   * Exactly this many books (`--books`), the chapters spread evenly over them (at least one
   * each, the rest in proportion to a weight between 0.5 and 1.5: 1–3 chapters at two per
   * book), of 1–3 short paragraphs. Null: as many books as the skewed 1–200 chapter lengths
   * take to reach the chapters.
   */
  books: number | null;
}

export interface Statement {
  label: string;
  sql: string;
}

/**
 * Users at a given size: 10,000 at 1,000,000 chapters, proportionally, at least 20, and at
 * least one for every 50 books (20,000 for a million stories).
 */
export function seedSize(chapters: number, books: number | null = null): SeedSize {
  const users = Math.max(20, Math.round((chapters / 1_000_000) * 10_000), Math.round((books ?? 0) / 50));
  return { chapters, users, books };
}

/** Distinct chapter bodies; each chapter takes one by hash (content only needs a real size). */
const BODY_POOL = 3_000;

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const array = (list: readonly (string | number)[]) =>
  `array[${list.map((v) => (typeof v === 'number' ? String(v) : quote(v))).join(',')}]`;
/** One element of a list, chosen by a uniform value u in [0, 1). */
const pick = (list: readonly (string | number)[], u: string) => `(${array(list)})[1 + floor((${u}) * ${list.length})::int]`;
/** Uniform value in [0, 1) from a key and a salt (the helper function defined below). */
const u = (key: string, salt: number) => `pg_temp.u((${key})::bigint, ${salt})`;
const capitalise = (expr: string) => `(upper(left(${expr}, 1)) || substr(${expr}, 2))`;

/** A Turkish sentence for a key: a line of dialogue or "who, where, what happened". */
function sentence(key: string, salt: number): string {
  const composed = `(${pick(W.OPENERS, u(key, salt + 1))} || ${pick(W.SUBJECTS, u(key, salt + 2))} || ' ' || ${pick(W.PLACES, u(key, salt + 3))} || ' ' || ${pick(W.VERBS, u(key, salt + 4))} || '.')`;
  return `(case when ${u(key, salt)} < 0.2 then ${pick(W.LINES, u(key, salt + 5))} else ${capitalise(composed)} end)`;
}

function bookTitle(b: string): string {
  const adj = pick(W.TITLE_ADJECTIVES, u(b, 41));
  const noun = pick(W.TITLE_NOUNS, u(b, 42));
  const noun2 = pick(W.TITLE_NOUNS, u(b, 43));
  const gen = pick(W.TITLE_GENITIVES, u(b, 44));
  const poss = pick(W.TITLE_POSSESSED, u(b, 45));
  const series = `(case when ${u(b, 46)} < 0.08 then ' ' || (2 + floor(${u(b, 47)} * 3))::int else '' end)`;
  return `((case floor(${u(b, 40)} * 6)::int
      when 0 then ${adj} || ' ' || ${noun}
      when 1 then ${gen} || ' ' || ${poss}
      when 2 then ${gen} || ' ' || ${adj} || ' ' || ${poss}
      when 3 then ${noun} || ' ve ' || ${noun2}
      when 4 then 'Bir ' || ${noun} || ' Hikâyesi'
      else ${adj} || ' ' || ${poss} end) || ${series})`;
}

export function seedStatements(size: SeedSize, passwordHash: string): Statement[] {
  const N = size.users;
  const C = size.chapters;
  const halfUsers = Math.floor(N / 2);
  const authors = Math.max(1, Math.floor(N * 0.3));
  const reader = (k: string) => `(1 + ((c.author + c.off + ${k}) % ${N}))`;
  // A million one-to-three-chapter stories would otherwise carry as many readers as
  // 20,000 serials do chapters: fewer readers each keeps such a database a few GB.
  const readersMin = size.books === null ? 2 : 1;
  // (b, before, cc): each book's chapter count and the chapters of the books before it.
  let lengths: string;
  if (size.books === null) {
    // Mean book length is about 50 chapters; this many candidates always reach C.
    const candidateBooks = Math.ceil(C / 20) + 100;
    lengths = `cand as (
          select g as b, 1 + floor(199 * power(${u('g', 21)}, 3.06))::int as raw from generate_series(1, ${candidateBooks}) g
        ), cum as (
          select b, raw, (sum(raw) over (order by b) - raw)::int as before from cand
        ), lengths as (
          select b, before, least(raw, ${C} - before) as cc from cum where before < ${C}
        ),`;
  } else {
    // One chapter each, and the E others cut from a line of integer weights (500–1499) at
    // E·(weights so far)/(all weights): exact sums, every book between half and one and a
    // half times its share.
    const B = size.books;
    const extra = C - B;
    lengths = `weighted as (
          select g as b, (500 + floor(1000 * ${u('g', 21)}))::bigint as w from generate_series(1, ${B}) g
        ), cum as (
          select b, w, (sum(w) over (order by b))::bigint as upto, (sum(w) over ())::bigint as total from weighted
        ), lengths as (
          select b, ((b - 1) + ${extra}::bigint * (upto - w) / total)::int as before,
            (1 + ${extra}::bigint * upto / total - ${extra}::bigint * (upto - w) / total)::int as cc
          from cum
        ),`;
  }
  const paragraphs = size.books === null ? { min: 3, spread: 9 } : { min: 1, spread: 3 };

  return [
    {
      label: 'helpers',
      sql: `
        set local synchronous_commit = off;
        set local work_mem = '256MB';
        set local jit = off;
        create function pg_temp.u(k bigint, salt int) returns float8 language sql immutable parallel safe
          as $$ select (hashint8($1 * 7919 + $2) & 2147483647)::float8 / 2147483648.0 $$;`,
    },
    {
      label: 'users',
      // Ages 12–80, 15% minors (mature content is hidden from them); user 1 is an adult
      // and user 2 a minor, the bench's signed-in readers. Everyone shares one password.
      sql: `
        insert into users (id, email, username, password_hash, full_name, bio, birth_date, created_at, updated_at)
        select g,
          case g when 1 then 'bench@gmail.com' when 2 then 'bench-genc@gmail.com' else 'okur' || g || '@gmail.com' end,
          case g when 1 then 'bench' when 2 then 'bench_genc' else tr_lower(${pick(W.FIRST_NAMES, u('g', 10))}) || g end,
          ${quote(passwordHash)},
          ${pick(W.FIRST_NAMES, u('g', 10))} || ' ' || ${pick(W.LAST_NAMES, u('g', 11))},
          ${pick(W.BIOS, u('g', 12))},
          current_date - (365.25 * case
            when g = 1 then 30 when g = 2 then 15
            when ${u('g', 13)} < 0.15 then 12.1 + ${u('g', 14)} * 5.8
            else 18.1 + power(${u('g', 14)}, 1.6) * 62 end)::int,
          now() - ${u('g', 15)} * interval '1100 days',
          now() - ${u('g', 15)} * interval '1100 days'
        from generate_series(1, ${N}) g;
        select setval(pg_get_serial_sequence('users', 'id'), ${N});`,
    },
    {
      label: 'plan',
      // Chapters per book: 1 + 199·u^3.06 (mean ≈ 50, median ≈ 25, one in ten over 150),
      // books taken until the chapters reach C (the last book is cut to fit); with --books,
      // exactly that many books sharing C (see SeedSize.books). Readers per published book:
      // Pareto (minimum 2, or 1 with --books, α 1.2) capped at half the users.
      sql: `
        create temp table plan as
        with ${lengths} base as (
          select b, before as start_id, cc,
            least(${N}, 3 + floor(${authors} * power(${u('b', 22)}, 2.5))::int) as author,
            ${pick(W.CATEGORY_POPULARITY, `power(${u('b', 23)}, 1.4)`)} as category,
            ${u('b', 24)} < 0.12 as mature,
            ${u('b', 25)} < 0.88 as published,
            now() - (30 + 1000 * ${u('b', 32)}) * interval '1 day' as created
          from lengths
        ), sized as (
          select base.*,
            case when not published then 0 when cc > 1 and ${u('b', 26)} < 0.15 then cc - 1 else cc end as pc,
            case when published then least(${halfUsers}, floor(${readersMin} / power(greatest(${u('b', 27)}, 1e-12), 1 / 1.2)))::int else 0 end as readers,
            0.9 + 0.09 * ${u('b', 28)} as decay,
            1.5 * ${u('b', 29)} as rep,
            0.03 + 0.27 * ${u('b', 30)} as lr,
            0.06 * ${u('b', 31)} as cr
          from base
        )
        select sized.*, floor(${u('b', 33)} * (${N} - readers))::int as off from sized;
        alter table plan add primary key (b);
        create temp view cplan as
        select p.b, p.start_id + n as chapter_id, n, p.cc, p.author, p.off, p.readers, p.created, n <= p.pc as pub, x.r,
          x.r + floor(x.r * p.rep)::int as views,
          floor(x.r * p.lr)::int as likes,
          floor(x.r * p.cr)::int as tops,
          floor(floor(x.r * p.cr) * 0.3)::int as replies,
          p.created + (now() - p.created) * (n::float8 / (p.cc + 1)) as at
        from plan p
        cross join lateral generate_series(1, p.cc) n
        cross join lateral (select case when n <= p.pc then floor(p.readers * power(p.decay, n - 1))::int else 0 end as r) x;`,
    },
    {
      label: 'tags',
      // 0–5 tags a book (one in three has none), drawn with a skew towards the popular start
      // of the list; a repeat within a book is kept once, as the story form keeps it. The
      // slug is the shared tagSlug: folded (tr_fold is trFold), spaces as hyphens.
      sql: `
        create temp table seed_tags as
        select distinct on (x.b, x.tag) x.b, x.s, x.label, x.tag
        from (
          select p.b, s, t.label, replace(tr_fold(t.label), ' ', '-') as tag
          from plan p
          cross join lateral generate_series(1, floor(6 * power(${u('p.b', 36)}, 1.6))::int) s
          cross join lateral (select ${pick(W.TAGS, `power(${u('p.b * 16 + s', 37)}, 1.8)`)} as label) t
        ) x
        order by x.b, x.tag, x.s;`,
    },
    {
      label: 'books',
      sql: `
        insert into books (id, author_id, title, description, category_id, telif_id, is_published, is_mature_content,
          total_views, total_likes, total_comments, created_at, updated_at, published_at, tags)
        select p.b, p.author, ${bookTitle('p.b')},
          (select string_agg(${sentence('p.b * 10 + s', 100)}, ' ' order by s) from generate_series(1, 2 + floor(${u('p.b', 48)} * 3)::int) s),
          p.category, 1 + floor(9 * ${u('p.b', 34)})::int, p.published, p.mature,
          t.views, t.likes, t.comments, p.created, p.created,
          case when p.published then p.created + (1 + 20 * ${u('p.b', 35)}) * interval '1 day' end,
          coalesce(tg.labels, '{}')
        from plan p
        join (select b, sum(views)::int as views, sum(likes)::int as likes, sum(tops + replies)::int as comments from cplan group by b) t using (b)
        left join (select b, array_agg(label order by s) as labels from seed_tags group by b) tg using (b);
        select setval(pg_get_serial_sequence('books', 'id'), (select max(b) from plan));
        insert into book_tags (book_id, tag, label) select b, tag, label from seed_tags;`,
    },
    {
      label: 'chapter bodies',
      // 3–11 paragraphs of 4–7 sentences: about 3.5 KB of <p> paragraphs on average (1–3
      // paragraphs, about 0.8 KB, with --books).
      sql: `
        create temp table bodies as
        select i as id, (
          select string_agg('<p>' || (
            select string_agg(${sentence('(i * 20 + pp) * 10 + s', 200)}, ' ' order by s)
            from generate_series(1, 4 + floor(4 * ${u('i * 20 + pp', 50)})::int) s
          ) || '</p>', '' order by pp)
          from generate_series(1, ${paragraphs.min} + (i % ${paragraphs.spread})) pp
        ) as body
        from generate_series(0, ${BODY_POOL - 1}) i;
        alter table bodies add primary key (id);`,
    },
    {
      label: 'chapters',
      sql: `
        insert into chapters (id, book_id, chapter_number, title, content, is_published, views, likes, comments, created_at, updated_at, published_at)
        select c.chapter_id, c.b, c.n, 'Bölüm ' || c.n || ': ' || ${pick(W.CHAPTER_TITLES, u('c.chapter_id', 60))}, bo.body, c.pub,
          c.views, c.likes, c.tops + c.replies, c.at, c.at, case when c.pub then c.at end
        from cplan c
        join bodies bo on bo.id = (hashint8(c.chapter_id::bigint) & 2147483647) % ${BODY_POOL};
        select setval(pg_get_serial_sequence('chapters', 'id'), ${C});`,
    },
    {
      label: 'chapter views',
      sql: `
        insert into chapter_views (user_id, chapter_id, last_counted_at)
        select ${reader('k')}, c.chapter_id, now() - ${u('c.chapter_id::bigint * 8192 + k', 70)} * interval '60 days'
        from cplan c cross join lateral generate_series(0, c.r - 1) k where c.r > 0;`,
    },
    {
      label: 'chapter likes',
      sql: `
        insert into chapter_likes (user_id, chapter_id, created_at)
        select ${reader('k')}, c.chapter_id, c.at + ${u('c.chapter_id::bigint * 8192 + k', 71)} * interval '30 days'
        from cplan c cross join lateral generate_series(0, c.likes - 1) k where c.likes > 0;`,
    },
    {
      label: 'comments',
      // Top-level comments by the chapter's first readers; replies to the first 30% of them,
      // each by the next reader. A comment's position in the run is recovered from its author.
      sql: `
        insert into comments (chapter_id, user_id, content, created_at)
        select c.chapter_id, ${reader('k')}, ${pick(W.COMMENTS, u('c.chapter_id::bigint * 8192 + k', 72))},
          c.at + ${u('c.chapter_id::bigint * 8192 + k', 73)} * interval '20 days'
        from cplan c cross join lateral generate_series(0, c.tops - 1) k where c.tops > 0;
        ${replies(N, reader)}`,
    },
    {
      label: 'comment likes',
      sql: `
        insert into comment_likes (user_id, comment_id, created_at)
        select ${reader('t.j + 1 + q')}, t.id, t.created_at + interval '1 hour'
        from (${commentPositions(N)}) t
        join cplan c on c.chapter_id = t.chapter_id
        cross join lateral generate_series(0, least(floor(5 * power(${u('t.id', 80)}, 3))::int, c.readers - t.j - 1) - 1) q
        where t.parent_comment_id is null;
        update comments set likes_count = l.n from (select comment_id, count(*)::int as n from comment_likes group by comment_id) l
        where comments.id = l.comment_id;`,
    },
    {
      label: 'libraries and reading progress',
      // 40% of a book's readers keep it in their library; every reader has a position in
      // the last chapter they viewed (readers·decayⁿ⁻¹ > k, solved for n).
      sql: `
        insert into library_entries (user_id, book_id, added_at)
        select ${reader('k')}, c.b, c.created + (now() - c.created) * ${u('c.b::bigint * 8192 + k', 81)}
        from plan c cross join lateral generate_series(0, floor(c.readers * 0.4)::int - 1) k where c.readers > 0;
        insert into reading_progress (user_id, book_id, chapter_id, scroll_y, position_timestamp, first_opened_at, updated_at)
        select ${reader('k')}, c.b, c.start_id + least(c.pc, 1 + floor(ln((k + 1)::float8 / c.readers) / ln(c.decay))::int),
          floor(4000 * ${u('c.b::bigint * 8192 + k', 82)})::int,
          (extract(epoch from now() - ${u('c.b::bigint * 8192 + k', 83)} * interval '90 days') * 1000)::bigint,
          c.created + (now() - c.created) * ${u('c.b::bigint * 8192 + k', 84)} * 0.5,
          now() - ${u('c.b::bigint * 8192 + k', 83)} * interval '90 days'
        from plan c cross join lateral generate_series(0, c.readers - 1) k where c.readers > 0 and c.pc > 0;`,
    },
    {
      label: 'follows',
      // Followers per author: Pareto (minimum 1, α 1.1) capped at half the users.
      sql: `
        insert into follows (follower_id, followed_id, created_at)
        select ${reader('k')}, c.author, now() - ${u('c.author::bigint * 8192 + k', 92)} * interval '700 days'
        from (
          select f.author, f.n, floor(${u('f.author', 91)} * (${N} - f.n))::int as off
          from (select a.author, least(${halfUsers}, floor(1 / power(greatest(${u('a.author', 90)}, 1e-12), 1 / 1.1)))::int as n
                from (select distinct author from plan) a) f
        ) c cross join lateral generate_series(0, c.n - 1) k;`,
    },
  ];
}

/** Top-level comments with their position j in the chapter's run of readers. */
function commentPositions(N: number): string {
  return `select cm.id, cm.chapter_id, cm.parent_comment_id, cm.created_at,
      ((cm.user_id - 1 - pl.author - pl.off) % ${N} + ${N}) % ${N} as j
    from comments cm
    join chapters ch on ch.id = cm.chapter_id
    join plan pl on pl.b = ch.book_id`;
}

function replies(N: number, reader: (k: string) => string): string {
  return `insert into comments (chapter_id, user_id, parent_comment_id, content, created_at)
    select t.chapter_id, ${reader('t.j + 1')}, t.id, ${pick(W.COMMENTS, u('t.id', 74))}, t.created_at + interval '3 hours'
    from (${commentPositions(N)}) t
    join cplan c on c.chapter_id = t.chapter_id
    where t.parent_comment_id is null and t.j < c.replies;`;
}

/** Counts and counter checks printed after a seed; any mismatch fails it. */
export const VERIFY_SQL = `
  select
    (select count(*) from users)::int as users,
    (select count(*) from books)::int as books,
    (select count(*) from books where is_published)::int as published_books,
    (select count(*) from book_tags)::int as book_tags,
    (select count(*) from chapters)::int as chapters,
    (select count(*) from chapter_views)::int as chapter_views,
    (select count(*) from chapter_likes)::int as chapter_likes,
    (select count(*) from comments)::int as comments,
    (select count(*) from comment_likes)::int as comment_likes,
    (select count(*) from library_entries)::int as library_entries,
    (select count(*) from reading_progress)::int as reading_progress,
    (select count(*) from follows)::int as follows,
    (select count(*) from users where birth_date > current_date - interval '18 years')::int as minors,
    (select sum(likes) from chapters)::bigint = (select count(*) from chapter_likes) as likes_match,
    (select sum(comments) from chapters)::bigint = (select count(*) from comments) as comments_match,
    (select count(*) from chapters where views < 0) = 0
      and (select sum(views) from chapters)::bigint >= (select count(*) from chapter_views) as views_cover_rows,
    (select sum(total_views) from books) = (select sum(views) from chapters)
      and (select sum(total_likes) from books) = (select sum(likes) from chapters)
      and (select sum(total_comments) from books) = (select sum(comments) from chapters) as book_totals_match,
    (select sum(likes_count) from comments)::bigint = (select count(*) from comment_likes) as comment_likes_match,
    (select count(*) from book_tags) = (select coalesce(sum(cardinality(tags)), 0) from books) as tags_match`;
