CREATE TABLE "flagged_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text DEFAULT 'sighting' NOT NULL,
	"content_id" integer NOT NULL,
	"sighting_id" integer,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"scores" jsonb,
	"reporter_id" integer,
	"details" text,
	"hid_sighting" boolean DEFAULT false NOT NULL,
	"prior_verification_status" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"classifier_enabled" boolean DEFAULT true NOT NULL,
	"porn_threshold" real DEFAULT 0.6 NOT NULL,
	"hentai_threshold" real DEFAULT 0.6 NOT NULL,
	"sexy_threshold" real DEFAULT 0.8 NOT NULL,
	"member_flags_to_hide" integer DEFAULT 3 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flagged_content" ADD CONSTRAINT "flagged_content_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_content" ADD CONSTRAINT "flagged_content_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_content" ADD CONSTRAINT "flagged_content_reviewed_by_admin_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_settings" ADD CONSTRAINT "moderation_settings_updated_by_admin_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flagged_content_status_idx" ON "flagged_content" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flagged_content_sighting_idx" ON "flagged_content" USING btree ("sighting_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "flagged_content_member_once_idx" ON "flagged_content" USING btree ("content_type","content_id","reporter_id") WHERE "flagged_content"."source" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "flagged_content_classifier_once_idx" ON "flagged_content" USING btree ("content_type","content_id") WHERE "flagged_content"."source" = 'classifier';