CREATE TABLE "rare_sighting_reports" (
	"rare_sighting_id" integer NOT NULL,
	"sighting_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rare_sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"species_id" integer,
	"species_name" text NOT NULL,
	"common_name" text,
	"category" text,
	"location" text,
	"region" text,
	"country_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"last_seen_date" timestamp with time zone NOT NULL,
	"confidence" text DEFAULT 'possible' NOT NULL,
	"description" text,
	"has_photo" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"photo_seen_at" timestamp with time zone,
	"reported_by" integer,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"rarity_level" text NOT NULL,
	"times_sighted" integer DEFAULT 1 NOT NULL,
	"active_watchers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rare_species_watchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"rare_sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"alert_radius" integer DEFAULT 50 NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sighting_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"rare_sighting_id" integer NOT NULL,
	"verifier_id" integer NOT NULL,
	"verification_status" text NOT NULL,
	"verification_notes" text DEFAULT '' NOT NULL,
	"expertise_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rare_sighting_reports" ADD CONSTRAINT "rare_sighting_reports_rare_sighting_id_rare_sightings_id_fk" FOREIGN KEY ("rare_sighting_id") REFERENCES "public"."rare_sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rare_sighting_reports" ADD CONSTRAINT "rare_sighting_reports_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rare_sightings" ADD CONSTRAINT "rare_sightings_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rare_sightings" ADD CONSTRAINT "rare_sightings_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rare_species_watchers" ADD CONSTRAINT "rare_species_watchers_rare_sighting_id_rare_sightings_id_fk" FOREIGN KEY ("rare_sighting_id") REFERENCES "public"."rare_sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rare_species_watchers" ADD CONSTRAINT "rare_species_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_verifications" ADD CONSTRAINT "sighting_verifications_rare_sighting_id_rare_sightings_id_fk" FOREIGN KEY ("rare_sighting_id") REFERENCES "public"."rare_sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_verifications" ADD CONSTRAINT "sighting_verifications_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rare_sighting_reports_record_idx" ON "rare_sighting_reports" USING btree ("rare_sighting_id");--> statement-breakpoint
CREATE INDEX "rare_sightings_species_idx" ON "rare_sightings" USING btree ("species_id");--> statement-breakpoint
CREATE INDEX "rare_sightings_last_seen_idx" ON "rare_sightings" USING btree ("last_seen_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rare_species_watchers_record_user_idx" ON "rare_species_watchers" USING btree ("rare_sighting_id","user_id");--> statement-breakpoint
CREATE INDEX "rare_species_watchers_user_idx" ON "rare_species_watchers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sighting_verifications_record_verifier_idx" ON "sighting_verifications" USING btree ("rare_sighting_id","verifier_id");