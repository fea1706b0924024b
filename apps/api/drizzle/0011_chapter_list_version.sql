ALTER TABLE "books" ADD COLUMN "chapter_list_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As in 0010, and every call moves the chapter list version: each call comes from a chapter
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
