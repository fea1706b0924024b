ALTER TABLE "library_entries" ADD COLUMN "status" varchar(10) DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_entries" ADD COLUMN "status_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_status_valid" CHECK ("library_entries"."status" in ('reading', 'planned', 'finished', 'dropped'));--> statement-breakpoint
-- Stories already opened are being read; the rest are planned (the default).
UPDATE "library_entries" l SET "status" = 'reading' WHERE EXISTS (SELECT 1 FROM "reading_progress" p WHERE p."user_id" = l."user_id" AND p."book_id" = l."book_id");
