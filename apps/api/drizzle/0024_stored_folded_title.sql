DROP INDEX "books_title_fold_trgm_idx";--> statement-breakpoint
DROP INDEX "books_title_fold_prefix_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_fold" text GENERATED ALWAYS AS (tr_fold("title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "books_title_fold_trgm_idx" ON "books" USING gin ("title_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_title_fold_prefix_idx" ON "books" USING btree ("title_fold" text_pattern_ops) WHERE "books"."is_published";