CREATE TABLE "trending_books" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"score" real NOT NULL,
	"readers" integer NOT NULL,
	"author_rank" integer NOT NULL,
	"category_author_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trending_books" ADD CONSTRAINT "trending_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trending_books_all_idx" ON "trending_books" USING btree ("score" DESC NULLS LAST,"book_id") WHERE "trending_books"."author_rank" = 1;--> statement-breakpoint
CREATE INDEX "trending_books_category_idx" ON "trending_books" USING btree ("category_id","score" DESC NULLS LAST,"book_id") WHERE "trending_books"."category_author_rank" = 1;--> statement-breakpoint
CREATE INDEX "chapter_likes_recent_idx" ON "chapter_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chapter_views_recent_idx" ON "chapter_views" USING btree ("last_counted_at");--> statement-breakpoint
CREATE INDEX "comments_recent_idx" ON "comments" USING btree ("created_at");