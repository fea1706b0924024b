-- Search folding (DESIGN §7), character for character the shared trFold (packages/shared/src/fold.ts):
-- Turkish letters written as their ASCII neighbours (İ, I, ı, î → i; ş → s; ğ → g; ü, û → u; ö → o;
-- ç → c; â → a), then ASCII lower-casing only (COLLATE "C"), so no server locale changes an answer.
CREATE OR REPLACE FUNCTION tr_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'İIıÎîŞşĞğÜüÛûÖöÇçÂâ', 'iiiiissgguuuuooccaa') COLLATE "C") $$;--> statement-breakpoint
-- A story's tags as one searchable string. array_to_string is only stable in general (element
-- output functions may be), but for text[] it is immutable, which a generated column needs.
CREATE OR REPLACE FUNCTION tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE TABLE "book_tags" (
	"book_id" integer NOT NULL,
	"tag" varchar(60) NOT NULL,
	"label" varchar(60) NOT NULL,
	CONSTRAINT "book_tags_book_id_tag_pk" PRIMARY KEY("book_id","tag")
);
--> statement-breakpoint
DROP INDEX "books_title_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The column is rebuilt (its expression changed), which drops its index: created again below.
ALTER TABLE "books" drop column "search_document";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('turkish'::regconfig, tr_lower("title" || ' ' || "description" || ' ' || tags_text("tags"))) || to_tsvector('turkish'::regconfig, tr_fold("title" || ' ' || "description" || ' ' || tags_text("tags")))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "book_tags" ADD CONSTRAINT "book_tags_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_search_document_idx" ON "books" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "book_tags_tag_idx" ON "book_tags" USING btree ("tag" text_pattern_ops,"book_id");--> statement-breakpoint
CREATE INDEX "books_title_fold_trgm_idx" ON "books" USING gin (tr_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_title_fold_prefix_idx" ON "books" USING btree (tr_fold("title") text_pattern_ops) WHERE "books"."is_published";--> statement-breakpoint
CREATE INDEX "users_search_fold_trgm_idx" ON "users" USING gin (tr_fold("username" || ' ' || "full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_fold_prefix_idx" ON "users" USING btree (tr_fold("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_fold_prefix_idx" ON "users" USING btree (tr_fold("full_name") text_pattern_ops);
