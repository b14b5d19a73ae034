CREATE TABLE "migration_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"migration_pattern_id" integer NOT NULL,
	"alert_type" text NOT NULL,
	"alert_radius" integer DEFAULT 50 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"push_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migration_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"species_name" text NOT NULL,
	"common_name" text NOT NULL,
	"migration_name" text NOT NULL,
	"migration_direction" text NOT NULL,
	"start_location" text NOT NULL,
	"end_location" text NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	"route" jsonb NOT NULL,
	"peak_start_month" smallint NOT NULL,
	"peak_end_month" smallint NOT NULL,
	"migration_distance" integer NOT NULL,
	"category" text DEFAULT 'birds' NOT NULL,
	"hemisphere" text NOT NULL,
	"confidence_level" text DEFAULT 'high' NOT NULL,
	"data_source" text DEFAULT 'community' NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migration_sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"migration_pattern_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location" text,
	"sighting_date" text,
	"migration_phase" text NOT NULL,
	"group_size" integer,
	"behavior_observed" text,
	"weather_conditions" text,
	"photo_url" text,
	"notes" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "migrations_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "migration_alerts" ADD CONSTRAINT "migration_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_alerts" ADD CONSTRAINT "migration_alerts_migration_pattern_id_migration_patterns_id_fk" FOREIGN KEY ("migration_pattern_id") REFERENCES "public"."migration_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_sightings" ADD CONSTRAINT "migration_sightings_migration_pattern_id_migration_patterns_id_fk" FOREIGN KEY ("migration_pattern_id") REFERENCES "public"."migration_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_sightings" ADD CONSTRAINT "migration_sightings_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_sightings" ADD CONSTRAINT "migration_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "migration_alerts_user_idx" ON "migration_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "migration_alerts_pattern_idx" ON "migration_alerts" USING btree ("migration_pattern_id");--> statement-breakpoint
CREATE UNIQUE INDEX "migration_patterns_slug_idx" ON "migration_patterns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "migration_sightings_pattern_sighting_idx" ON "migration_sightings" USING btree ("migration_pattern_id","sighting_id");--> statement-breakpoint
CREATE INDEX "migration_sightings_sighting_idx" ON "migration_sightings" USING btree ("sighting_id");