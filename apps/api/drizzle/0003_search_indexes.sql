DROP INDEX "books_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "books_search_tsv_idx" ON "books" USING gin (to_tsvector('turkish'::regconfig, tr_lower("title" || ' ' || "description")));--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (tr_lower("username" || ' ' || "full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin (tr_lower("title") gin_trgm_ops);