DROP INDEX "reading_progress_user_recent_idx";--> statement-breakpoint
ALTER TABLE "reading_progress" ADD COLUMN "paragraph" integer;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD COLUMN "paragraph_offset" real;--> statement-breakpoint
CREATE INDEX "reading_progress_user_recent_idx" ON "reading_progress" USING btree ("user_id","updated_at","book_id");