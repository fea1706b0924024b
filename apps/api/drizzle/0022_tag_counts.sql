CREATE TABLE "tag_counts" (
	"tag" varchar(60) PRIMARY KEY NOT NULL,
	"label" varchar(60) NOT NULL,
	"story_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tag_counts_prefix_idx" ON "tag_counts" USING btree ("tag" text_pattern_ops,"story_count");--> statement-breakpoint
-- Counts change by the rows a statement added or removed (safe when two stories take the same
-- tag at once); the spelling is read again from book_tags, the most common one winning.
CREATE FUNCTION "book_tags_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE tag_counts t SET story_count = t.story_count - d.n,
      label = coalesce((SELECT mode() WITHIN GROUP (ORDER BY bt.label) FROM book_tags bt WHERE bt.tag = t.tag), t.label)
    FROM (SELECT tag, count(*)::int AS n FROM old_rows GROUP BY tag) d
    WHERE t.tag = d.tag;
    DELETE FROM tag_counts t WHERE t.tag IN (SELECT tag FROM old_rows) AND t.story_count <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tag_counts AS t (tag, label, story_count)
      SELECT tag, mode() WITHIN GROUP (ORDER BY label), count(*)::int FROM new_rows GROUP BY tag
    ON CONFLICT (tag) DO UPDATE SET story_count = t.story_count + excluded.story_count,
      label = coalesce((SELECT mode() WITHIN GROUP (ORDER BY bt.label) FROM book_tags bt WHERE bt.tag = t.tag), excluded.label);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "book_tags_count_insert" AFTER INSERT ON "book_tags" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_tags_count"();--> statement-breakpoint
CREATE TRIGGER "book_tags_count_delete" AFTER DELETE ON "book_tags" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_tags_count"();--> statement-breakpoint
CREATE TRIGGER "book_tags_count_update" AFTER UPDATE ON "book_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "book_tags_count"();--> statement-breakpoint
INSERT INTO "tag_counts" ("tag", "label", "story_count")
  SELECT tag, mode() WITHIN GROUP (ORDER BY label), count(*)::int FROM "book_tags" GROUP BY tag;
