CREATE TABLE "reading_list_books" (
	"list_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_list_books_list_id_book_id_pk" PRIMARY KEY("list_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "reading_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_lists_description_length" CHECK (char_length("reading_lists"."description") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reading_list_books" ADD CONSTRAINT "reading_list_books_list_id_reading_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."reading_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_list_books" ADD CONSTRAINT "reading_list_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_lists" ADD CONSTRAINT "reading_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_list_books_order_idx" ON "reading_list_books" USING btree ("list_id","position","book_id");--> statement-breakpoint
CREATE INDEX "reading_list_books_book_idx" ON "reading_list_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "reading_lists_user_idx" ON "reading_lists" USING btree ("user_id","id");