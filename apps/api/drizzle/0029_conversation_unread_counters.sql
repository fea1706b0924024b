ALTER TABLE "conversations" ADD COLUMN "low_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "high_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_low_unread_idx" ON "conversations" USING btree ("user_low_id") WHERE "conversations"."low_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_high_unread_idx" ON "conversations" USING btree ("user_high_id") WHERE "conversations"."high_unread" > 0;--> statement-breakpoint
-- Each side's unread count (issue 26: the inbox badge ran one count per conversation), kept by
-- the triggers below in the writing transaction, whoever writes. A message counts for its
-- recipient's side while its id is above that side's read mark and it was sent after that
-- side's "cleared at" (messages.service.ts). The existing conversations are counted once here.
UPDATE "conversations" c SET
  "low_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_low_id"
    AND m."id" > c."low_last_read_id" AND (c."low_cleared_at" IS NULL OR m."created_at" > c."low_cleared_at")),
  "high_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_high_id"
    AND m."id" > c."high_last_read_id" AND (c."high_cleared_at" IS NULL OR m."created_at" > c."high_cleared_at"));--> statement-breakpoint
-- New messages, once per statement (a bulk insert updates each conversation once). A new
-- message is above its recipient's read mark and after their "cleared at" (the common case,
-- checked on the locked conversation row with the statement's smallest id and time per side):
-- add them all; otherwise count the statement's messages one by one.
CREATE OR REPLACE FUNCTION conversations_count_new_messages() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversations" c SET
    "low_unread" = c."low_unread" + CASE
      WHEN a.to_low = 0 THEN 0
      WHEN a.low_min_id > c."low_last_read_id" AND (c."low_cleared_at" IS NULL OR a.low_min_at > c."low_cleared_at") THEN a.to_low
      ELSE (SELECT count(*) FROM added m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_low_id"
        AND m."id" > c."low_last_read_id" AND (c."low_cleared_at" IS NULL OR m."created_at" > c."low_cleared_at"))::int
    END,
    "high_unread" = c."high_unread" + CASE
      WHEN a.to_high = 0 THEN 0
      WHEN a.high_min_id > c."high_last_read_id" AND (c."high_cleared_at" IS NULL OR a.high_min_at > c."high_cleared_at") THEN a.to_high
      ELSE (SELECT count(*) FROM added m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_high_id"
        AND m."id" > c."high_last_read_id" AND (c."high_cleared_at" IS NULL OR m."created_at" > c."high_cleared_at"))::int
    END
  FROM (
    -- The pair is (smaller id, larger id): a message is to the low side when its recipient's id is the smaller.
    SELECT "conversation_id",
      count(*) FILTER (WHERE "recipient_id" < "sender_id")::int AS to_low,
      min("id") FILTER (WHERE "recipient_id" < "sender_id") AS low_min_id,
      min("created_at") FILTER (WHERE "recipient_id" < "sender_id") AS low_min_at,
      count(*) FILTER (WHERE "recipient_id" > "sender_id")::int AS to_high,
      min("id") FILTER (WHERE "recipient_id" > "sender_id") AS high_min_id,
      min("created_at") FILTER (WHERE "recipient_id" > "sender_id") AS high_min_at
    FROM added GROUP BY "conversation_id"
  ) a
  WHERE c."id" = a."conversation_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_unread_insert" AFTER INSERT ON "messages"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION conversations_count_new_messages();--> statement-breakpoint
-- Deleted messages: their conversations (those still there) are counted again, once per statement.
CREATE OR REPLACE FUNCTION conversations_recount_after_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversations" c SET
    "low_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_low_id"
      AND m."id" > c."low_last_read_id" AND (c."low_cleared_at" IS NULL OR m."created_at" > c."low_cleared_at")),
    "high_unread" = (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."recipient_id" = c."user_high_id"
      AND m."id" > c."high_last_read_id" AND (c."high_cleared_at" IS NULL OR m."created_at" > c."high_cleared_at"))
  WHERE c."id" IN (SELECT DISTINCT "conversation_id" FROM gone);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_count_unread_delete" AFTER DELETE ON "messages"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION conversations_recount_after_delete();--> statement-breakpoint
-- A side's read mark or "cleared at" moved: that side is counted again, through
-- messages_unread_idx from the new mark (as many index entries as stay unread).
CREATE OR REPLACE FUNCTION conversations_recount_on_mark() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."low_last_read_id" IS DISTINCT FROM OLD."low_last_read_id" OR NEW."low_cleared_at" IS DISTINCT FROM OLD."low_cleared_at" THEN
    NEW."low_unread" := (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = NEW."id" AND m."recipient_id" = NEW."user_low_id"
      AND m."id" > NEW."low_last_read_id" AND (NEW."low_cleared_at" IS NULL OR m."created_at" > NEW."low_cleared_at"));
  END IF;
  IF NEW."high_last_read_id" IS DISTINCT FROM OLD."high_last_read_id" OR NEW."high_cleared_at" IS DISTINCT FROM OLD."high_cleared_at" THEN
    NEW."high_unread" := (SELECT count(*) FROM "messages" m WHERE m."conversation_id" = NEW."id" AND m."recipient_id" = NEW."user_high_id"
      AND m."id" > NEW."high_last_read_id" AND (NEW."high_cleared_at" IS NULL OR m."created_at" > NEW."high_cleared_at"));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversations_recount_unread" BEFORE UPDATE OF "low_last_read_id", "high_last_read_id", "low_cleared_at", "high_cleared_at" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION conversations_recount_on_mark();
