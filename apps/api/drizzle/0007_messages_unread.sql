ALTER TABLE "conversations" ADD COLUMN "low_last_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "high_last_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","recipient_id","id");--> statement-breakpoint
-- Messages that existed before read state was kept count as read: nobody gets a badge for an old inbox.
UPDATE "conversations" SET "low_last_read_id" = m.max_id, "high_last_read_id" = m.max_id FROM (SELECT "conversation_id", max("id") AS max_id FROM "messages" GROUP BY "conversation_id") m WHERE m."conversation_id" = "conversations"."id";
