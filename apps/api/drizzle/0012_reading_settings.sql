CREATE TABLE "reading_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"font_size" integer DEFAULT 3 NOT NULL,
	"font_family" varchar(10) DEFAULT 'serif' NOT NULL,
	"line_height" integer DEFAULT 2 NOT NULL,
	"width" varchar(10) DEFAULT 'normal' NOT NULL,
	"theme" varchar(10) DEFAULT 'light' NOT NULL,
	"hidden_warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_settings_font_size_valid" CHECK ("reading_settings"."font_size" between 1 and 5),
	CONSTRAINT "reading_settings_line_height_valid" CHECK ("reading_settings"."line_height" between 1 and 3),
	CONSTRAINT "reading_settings_font_family_valid" CHECK ("reading_settings"."font_family" in ('serif', 'sans', 'dyslexic')),
	CONSTRAINT "reading_settings_width_valid" CHECK ("reading_settings"."width" in ('narrow', 'normal', 'wide')),
	CONSTRAINT "reading_settings_theme_valid" CHECK ("reading_settings"."theme" in ('light', 'sepia', 'dark'))
);
--> statement-breakpoint
ALTER TABLE "reading_settings" ADD CONSTRAINT "reading_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;