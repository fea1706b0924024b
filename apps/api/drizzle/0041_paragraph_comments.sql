DROP INDEX "comments_chapter_top_idx";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "paragraph_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "paragraph_changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_paragraph_top_idx" ON "comments" USING btree ("chapter_id","paragraph_id","created_at","id") WHERE "comments"."parent_comment_id" is null and "comments"."paragraph_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_paragraph_counts_idx" ON "comments" USING btree ("chapter_id","paragraph_id") WHERE "comments"."paragraph_id" is not null and not "comments"."paragraph_changed" and "comments"."removed_at" is null and "comments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "comments_chapter_top_idx" ON "comments" USING btree ("chapter_id","created_at","id") WHERE "comments"."parent_comment_id" is null and ("comments"."paragraph_id" is null or "comments"."paragraph_changed");--> statement-breakpoint
-- Paragraphs now carry their id (<p data-pid="…">): a paragraph boundary is "</p>" then any
-- "<p…>", as the API's htmlToText reads it, so word counts stay what they were.
CREATE OR REPLACE FUNCTION "html_word_count"(html text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT length(regexp_replace(regexp_replace(
    replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(html, '<hr\s*/?>', '', 'gi'), '<br\s*/?>', ' ', 'gi'), '</p>\s*<p[^>]*>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&nbsp;', ' '),
    '\S+', 'x', 'g'), '\s', '', 'g'))::int
$$;--> statement-breakpoint
-- Text written before paragraph ids (every paragraph a bare "<p>", as the sanitiser wrote it)
-- gets positional ids p1, p2, …; the API gives later paragraphs random ones, which never
-- collide with these within a text (lib/paragraph-ids.ts keeps ids unique per text).
CREATE FUNCTION "html_number_paragraphs"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN n = 1 THEN part ELSE '<p data-pid="p' || (n - 1) || '">' || part END, '' ORDER BY n), '')
  FROM regexp_split_to_table(html, '<p>') WITH ORDINALITY AS t(part, n)
$$;--> statement-breakpoint
UPDATE "chapters" SET "content" = html_number_paragraphs("content") WHERE position('<p>' in "content") > 0;--> statement-breakpoint
UPDATE "chapter_drafts" SET "content" = html_number_paragraphs("content") WHERE position('<p>' in "content") > 0;--> statement-breakpoint
UPDATE "chapter_revisions" SET "content" = html_number_paragraphs("content") WHERE position('<p>' in "content") > 0;
