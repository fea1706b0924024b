CREATE TABLE "story_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "story_announcements_content_length" CHECK (char_length("story_announcements"."content") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "story_announcements" ADD CONSTRAINT "story_announcements_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_announcements_book_idx" ON "story_announcements" USING btree ("book_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_announcement_id_story_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."story_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_announcement_uq" ON "notifications" USING btree ("announcement_id","user_id") WHERE "notifications"."type" = 'announcement';--> statement-breakpoint
CREATE INDEX "notifications_announcement_idx" ON "notifications" USING btree ("announcement_id") WHERE "notifications"."announcement_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('like', 'comment', 'comment-like', 'follow', 'read', 'new-chapter', 'moderation', 'announcement'));