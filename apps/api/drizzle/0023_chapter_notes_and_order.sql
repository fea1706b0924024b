ALTER TABLE "chapter_drafts" ADD COLUMN "note_before" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_drafts" ADD COLUMN "note_after" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD COLUMN "note_before" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD COLUMN "note_after" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "note_before" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "note_after" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Scene breaks (<hr>, DESIGN §8) join the chapter allow-list. A break stands between paragraphs
-- and is no text: it goes first, so "</p><hr><p>" separates words like "</p><p>" (the API's
-- htmlToText does the same). No stored chapter holds <hr> yet (the sanitiser dropped it until
-- now), so every stored word_count stays what this function computes.
CREATE OR REPLACE FUNCTION "html_word_count"(html text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(regexp_replace(regexp_replace(
    replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(html, '<hr\s*/?>', '', 'gi'), '<br\s*/?>', ' ', 'gi'), '</p>\s*<p>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&nbsp;', ' '),
    '\S+', 'x', 'g'), '\s', '', 'g'))::int
$$;--> statement-breakpoint
-- Renumbering many chapters of one book (a reorder, PUT /stories/{id}/chapter-order, and the
-- gap a deletion closes) moves every number twice, through negative numbers, because of
-- chapters_book_number_uq. Per row, each move would lock the book and recount all its chapters:
-- 2n recounts of n chapters. Such a writer sets okuryazar.renumbering_book to the book's id for
-- its transaction, calls refresh_book_chapter_facts once after its updates and clears the
-- setting; rows whose only fact change is their number inside that book skip the trigger. Any
-- other change (publication, title, a move between books) still fires it.
DROP TRIGGER "chapters_facts_update" ON "chapters";--> statement-breakpoint
CREATE TRIGGER "chapters_facts_update" AFTER UPDATE OF "is_published", "chapter_number", "book_id", "title" ON "chapters"
  FOR EACH ROW
  WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published OR OLD.book_id IS DISTINCT FROM NEW.book_id
    OR OLD.title IS DISTINCT FROM NEW.title
    OR (OLD.chapter_number IS DISTINCT FROM NEW.chapter_number
      AND NEW.book_id::text IS DISTINCT FROM current_setting('okuryazar.renumbering_book', true)))
  EXECUTE FUNCTION "chapters_facts_after_update"();
