-- The words a reader sees in a chapter's HTML, as the API counts them (lib/sanitize.ts
-- countWords(htmlToText)): line breaks and paragraph ends separate words, other tags do not.
-- Each word becomes one "x" and the spaces go, so the length is the count.
CREATE FUNCTION "html_word_count"(html text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(regexp_replace(regexp_replace(
    replace(regexp_replace(regexp_replace(regexp_replace(html, '<br\s*/?>', ' ', 'gi'), '</p>\s*<p>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&nbsp;', ' '),
    '\S+', 'x', 'g'), '\s', '', 'g'))::int
$$;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "is_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "last_chapter_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "word_count" integer GENERATED ALWAYS AS (html_word_count("content")) STORED NOT NULL;--> statement-breakpoint
UPDATE "books" b SET "word_count" = f.words, "last_chapter_published_at" = f.last_at
FROM (
  SELECT c.book_id, sum(c.word_count)::int AS words, max(c.published_at) AS last_at
  FROM "chapters" c WHERE c.is_published GROUP BY c.book_id
) f
WHERE b.id = f.book_id;--> statement-breakpoint
-- The story facts of these books from their published chapters (no lock, no version: the
-- callers either hold the lock already or change nothing a chapter list shows).
CREATE FUNCTION "refresh_book_story_facts"(book_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE books b SET word_count = f.words, last_chapter_published_at = f.last_at
  FROM (
    SELECT x.id, coalesce(sum(c.word_count) FILTER (WHERE c.is_published), 0)::int AS words,
      max(c.published_at) FILTER (WHERE c.is_published) AS last_at
    FROM unnest(book_ids) AS x(id) LEFT JOIN chapters c ON c.book_id = x.id
    GROUP BY x.id
  ) f
  WHERE b.id = f.id AND (b.word_count, b.last_chapter_published_at) IS DISTINCT FROM (f.words, f.last_at);
END
$$;--> statement-breakpoint
-- 0013's function, now also refreshing the story facts in the same locked call.
CREATE OR REPLACE FUNCTION "refresh_book_chapter_facts"(book_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM books WHERE id = ANY (book_ids) ORDER BY id FOR UPDATE;
  UPDATE books b SET chapter_count = f.total, published_chapter_count = f.published, first_chapter_id = f.first_id,
    chapter_list_version = b.chapter_list_version + 1
  FROM (
    SELECT x.id, count(c.id)::int AS total, (count(c.id) FILTER (WHERE c.is_published))::int AS published,
      (array_agg(c.id ORDER BY c.chapter_number) FILTER (WHERE c.is_published))[1] AS first_id
    FROM unnest(book_ids) AS x(id) LEFT JOIN chapters c ON c.book_id = x.id
    GROUP BY x.id
  ) f
  WHERE b.id = f.id;
  PERFORM refresh_book_story_facts(book_ids);
END
$$;--> statement-breakpoint
CREATE FUNCTION "chapters_story_facts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_book_story_facts(array[NEW.book_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A published chapter's text or publication time changed: only the story facts move, not the
-- chapter list version (a reader's chapter list shows neither). Publishing, unpublishing and
-- moves between books go through chapters_facts_update of 0013.
CREATE TRIGGER "chapters_story_facts_update" AFTER UPDATE OF "content", "published_at" ON "chapters"
  FOR EACH ROW
  WHEN (NEW.is_published AND OLD.is_published AND OLD.book_id = NEW.book_id
    AND (OLD.word_count IS DISTINCT FROM NEW.word_count OR OLD.published_at IS DISTINCT FROM NEW.published_at))
  EXECUTE FUNCTION "chapters_story_facts_after_update"();
