CREATE TABLE "external_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"original_url" text NOT NULL,
	"source_name" text NOT NULL,
	"source_type" text DEFAULT 'article' NOT NULL,
	"category" text,
	"image_url" text,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"feature_date" date NOT NULL,
	"caption" text,
	"chosen_by" integer,
	"instagram_post_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spotlight_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_photos" ADD CONSTRAINT "featured_photos_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_content_active_idx" ON "external_content" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "external_content"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "featured_photos_date_idx" ON "featured_photos" USING btree ("feature_date");--> statement-breakpoint
CREATE INDEX "featured_photos_sighting_idx" ON "featured_photos" USING btree ("sighting_id");