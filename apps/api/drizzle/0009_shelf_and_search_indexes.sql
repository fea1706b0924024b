DROP INDEX "books_search_tsv_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('turkish'::regconfig, tr_lower("title" || ' ' || "description"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "books_search_document_idx" ON "books" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "books_listed_new_idx" ON "books" USING btree (coalesce("published_at", "created_at"),"id") WHERE "books"."is_published";--> statement-breakpoint
CREATE INDEX "books_listed_popular_idx" ON "books" USING btree ("total_views","total_likes","id") WHERE "books"."is_published";--> statement-breakpoint
CREATE INDEX "books_listed_category_popular_idx" ON "books" USING btree ("category_id","total_views","total_likes","id") WHERE "books"."is_published";