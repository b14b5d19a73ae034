CREATE TABLE "custom_species_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"common_name" text NOT NULL,
	"scientific_name" text,
	"category" text NOT NULL,
	"region" text,
	"evidence_media_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_suggested_species_id" integer,
	"ai_confidence" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"merged_species_id" integer,
	"approved_species_id" integer,
	"submission_reason" text,
	"moderator_notes" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_species_proposals" ADD CONSTRAINT "custom_species_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_species_proposals" ADD CONSTRAINT "custom_species_proposals_ai_suggested_species_id_species_database_id_fk" FOREIGN KEY ("ai_suggested_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_species_proposals" ADD CONSTRAINT "custom_species_proposals_merged_species_id_species_database_id_fk" FOREIGN KEY ("merged_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_species_proposals" ADD CONSTRAINT "custom_species_proposals_approved_species_id_species_database_id_fk" FOREIGN KEY ("approved_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_species_proposals" ADD CONSTRAINT "custom_species_proposals_reviewed_by_admin_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_species_proposals_status_idx" ON "custom_species_proposals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "custom_species_proposals_user_idx" ON "custom_species_proposals" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Species pages (server/features/species/page-service.ts) read a species' public sightings newest first (its
-- gallery, map, months and photographers): one range of this index instead of a scan of every sighting.
CREATE INDEX IF NOT EXISTS "sightings_species_public_created_idx" ON "sightings" USING btree ("species_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) WHERE "is_public" AND "species_id" IS NOT NULL;
