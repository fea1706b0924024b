CREATE TABLE "chapter_view_days" (
	"chapter_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_view_days_chapter_id_day_pk" PRIMARY KEY("chapter_id","day")
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapter_view_days" ADD CONSTRAINT "chapter_view_days_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_publish_at_idx" ON "chapters" USING btree ("publish_at") WHERE "chapters"."publish_at" is not null;