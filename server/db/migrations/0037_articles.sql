CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"species" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_media_asset_id" integer,
	"cover_url" text,
	"cover_credit" text,
	"author_name" text NOT NULL,
	"author_admin_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"shipped_version" text,
	"edited_by_admin" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("body", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'scheduled', 'published')),
	CONSTRAINT "articles_reading_minutes_check" CHECK ("articles"."reading_minutes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_media_asset_id_media_assets_id_fk" FOREIGN KEY ("cover_media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_admin_id_admin_accounts_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_language_idx" ON "articles" USING btree ("slug","language");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("publish_at" DESC NULLS LAST) WHERE status <> 'draft' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");