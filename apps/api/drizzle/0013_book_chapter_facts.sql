ALTER TABLE "books" ADD COLUMN "chapter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "published_chapter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "first_chapter_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "chapter_list_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_chapter_counts_valid" CHECK ("books"."published_chapter_count" between 0 and "books"."chapter_count");--> statement-breakpoint
UPDATE "books" b SET "chapter_count" = f.total, "published_chapter_count" = f.published, "first_chapter_id" = f.first_id
FROM (
  SELECT c.book_id, count(*)::int AS total, (count(*) FILTER (WHERE c.is_published))::int AS published,
    (array_agg(c.id ORDER BY c.chapter_number) FILTER (WHERE c.is_published))[1] AS first_id
  FROM "chapters" c GROUP BY c.book_id
) f
WHERE b.id = f.book_id;--> statement-breakpoint
-- Recounts the chapter facts of these books from their chapters. The books are locked first:
-- a concurrent chapter write to the same book then commits before the count, and the count,
-- a later statement with a fresh snapshot (READ COMMITTED), sees it.
CREATE FUNCTION "refresh_book_chapter_facts"(book_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM books WHERE id = ANY (book_ids) ORDER BY id FOR UPDATE;
  UPDATE books b SET chapter_count = f.total, published_chapter_count = f.published, first_chapter_id = f.first_id
  FROM (
    SELECT x.id, count(c.id)::int AS total, (count(c.id) FILTER (WHERE c.is_published))::int AS published,
      (array_agg(c.id ORDER BY c.chapter_number) FILTER (WHERE c.is_published))[1] AS first_id
    FROM unnest(book_ids) AS x(id) LEFT JOIN chapters c ON c.book_id = x.id
    GROUP BY x.id
  ) f
  WHERE b.id = f.id
    AND (b.chapter_count, b.published_chapter_count, b.first_chapter_id) IS DISTINCT FROM (f.total, f.published, f.first_id);
END
$$;--> statement-breakpoint
CREATE FUNCTION "chapters_facts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_book_chapter_facts(array(SELECT DISTINCT book_id FROM inserted_chapters));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "chapters_facts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_book_chapter_facts(array(SELECT DISTINCT book_id FROM deleted_chapters));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "chapters_facts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_book_chapter_facts(array(SELECT DISTINCT unnest(array[OLD.book_id, NEW.book_id])));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts and deletes per statement (a bulk load recounts each book once); updates per row,
-- and only those that move a fact, so counter updates (views, likes, comments) and text
-- saves never reach the function.
CREATE TRIGGER "chapters_facts_insert" AFTER INSERT ON "chapters"
  REFERENCING NEW TABLE AS inserted_chapters FOR EACH STATEMENT EXECUTE FUNCTION "chapters_facts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "chapters_facts_delete" AFTER DELETE ON "chapters"
  REFERENCING OLD TABLE AS deleted_chapters FOR EACH STATEMENT EXECUTE FUNCTION "chapters_facts_after_delete"();--> statement-breakpoint
CREATE TRIGGER "chapters_facts_update" AFTER UPDATE OF "is_published", "chapter_number", "book_id" ON "chapters"
  FOR EACH ROW
  WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published OR OLD.chapter_number IS DISTINCT FROM NEW.chapter_number OR OLD.book_id IS DISTINCT FROM NEW.book_id)
  EXECUTE FUNCTION "chapters_facts_after_update"();--> statement-breakpoint
-- The final version of the function above: every call moves the chapter list version: each call comes from a chapter
-- write that changes what a list of the book's chapters shows.
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
END
$$;--> statement-breakpoint
DROP TRIGGER "chapters_facts_update" ON "chapters";--> statement-breakpoint
CREATE TRIGGER "chapters_facts_update" AFTER UPDATE OF "is_published", "chapter_number", "book_id", "title" ON "chapters"
  FOR EACH ROW
  WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published OR OLD.chapter_number IS DISTINCT FROM NEW.chapter_number
    OR OLD.book_id IS DISTINCT FROM NEW.book_id OR OLD.title IS DISTINCT FROM NEW.title)
  EXECUTE FUNCTION "chapters_facts_after_update"();
