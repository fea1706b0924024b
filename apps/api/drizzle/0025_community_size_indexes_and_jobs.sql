CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(40) NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_valid" CHECK ("jobs"."state" in ('queued', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_uq" ON "jobs" USING btree ("kind","key") WHERE "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "chapter_views_chapter_idx" ON "chapter_views" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "comment_likes_comment_idx" ON "comment_likes" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_moderator_idx" ON "moderation_decisions" USING btree ("moderator_id") WHERE "moderation_decisions"."moderator_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_book_idx" ON "notifications" USING btree ("book_id") WHERE "notifications"."book_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_chapter_idx" ON "notifications" USING btree ("chapter_id") WHERE "notifications"."chapter_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_sender_idx" ON "notifications" USING btree ("sender_id") WHERE "notifications"."sender_id" is not null;--> statement-breakpoint
-- A database from before this migration may hold a repeated publication notice; keep the first.
DELETE FROM "notifications" a USING "notifications" b WHERE a."type" = 'new-chapter' AND b."type" = 'new-chapter' AND a."chapter_id" = b."chapter_id" AND a."user_id" = b."user_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_new_chapter_uq" ON "notifications" USING btree ("chapter_id","user_id") WHERE "notifications"."type" = 'new-chapter';--> statement-breakpoint
CREATE INDEX "post_comment_likes_comment_idx" ON "post_comment_likes" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_post_idx" ON "post_likes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "reading_progress_book_idx" ON "reading_progress" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "reading_progress_chapter_idx" ON "reading_progress" USING btree ("chapter_id") WHERE "reading_progress"."chapter_id" is not null;