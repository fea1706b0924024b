DROP INDEX "follows_followed_idx";--> statement-breakpoint
DROP INDEX "library_entries_book_idx";--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id","follower_id");--> statement-breakpoint
CREATE INDEX "library_entries_book_idx" ON "library_entries" USING btree ("book_id","user_id");