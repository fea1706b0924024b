CREATE TABLE "legal_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" integer,
	"target_type" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"suspend_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_action_valid" CHECK ("moderation_decisions"."action" in ('dismiss', 'remove', 'suspend_author'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_valid";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_valid";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" varchar(20) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_notices_open_idx" ON "legal_notices" USING btree ("created_at") WHERE "legal_notices"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_decisions_recent_idx" ON "moderation_decisions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_target_idx" ON "moderation_decisions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('like', 'comment', 'follow', 'read', 'new-chapter', 'moderation'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_valid" CHECK ("reports"."target_type" in ('story', 'chapter', 'comment', 'post', 'post_comment', 'user', 'message'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('user', 'moderator', 'admin'));--> statement-breakpoint
-- Reports stored the Turkish label; from now on they store the stable key (DESIGN §6).
UPDATE "reports" SET "reason" = CASE "reason"
  WHEN 'Kendine zarar verme veya intihar' THEN 'self_harm'
  WHEN 'Yasa dışı içerik' THEN 'illegal'
  WHEN 'Çıplaklık veya cinsel içerik' THEN 'sexual'
  WHEN 'Nefret söylemi' THEN 'hate'
  WHEN 'Şiddet' THEN 'violence'
  WHEN 'Taciz' THEN 'harassment'
  WHEN 'Dolandırıcılık' THEN 'fraud'
  WHEN 'Fikri mülkiyet ihlali' THEN 'intellectual_property'
  ELSE 'other'
END;
