CREATE TABLE "beta_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"paragraph_id" varchar(32),
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_comments_content_length" CHECK (char_length("beta_comments"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "beta_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"reader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "beta_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_link_id_beta_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."beta_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_links" ADD CONSTRAINT "beta_links_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_links" ADD CONSTRAINT "beta_links_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beta_comments_link_chapter_idx" ON "beta_comments" USING btree ("link_id","chapter_id","id");--> statement-breakpoint
CREATE INDEX "beta_comments_chapter_idx" ON "beta_comments" USING btree ("chapter_id","id");--> statement-breakpoint
CREATE INDEX "beta_comments_user_idx" ON "beta_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beta_links_book_idx" ON "beta_links" USING btree ("book_id","id");--> statement-breakpoint
CREATE INDEX "beta_links_reader_idx" ON "beta_links" USING btree ("reader_id") WHERE "beta_links"."reader_id" is not null;