DROP INDEX "comments_parent_idx";--> statement-breakpoint
DROP INDEX "conversations_high_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_idx";--> statement-breakpoint
DROP INDEX "notifications_user_recent_idx";--> statement-breakpoint
DROP INDEX "post_comments_post_idx";--> statement-breakpoint
DROP INDEX "posts_user_recent_idx";--> statement-breakpoint
DROP INDEX "posts_recent_idx";--> statement-breakpoint
CREATE INDEX "comments_chapter_top_idx" ON "comments" USING btree ("chapter_id","created_at","id") WHERE "comments"."parent_comment_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_low_recent_idx" ON "conversations" USING btree ("user_low_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_comment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_user_recent_idx" ON "posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_recent_idx" ON "posts" USING btree ("created_at","id");