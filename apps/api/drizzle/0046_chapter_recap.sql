ALTER TABLE "chapter_drafts" ADD COLUMN "recap" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_revisions" ADD COLUMN "recap" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "recap" text DEFAULT '' NOT NULL;