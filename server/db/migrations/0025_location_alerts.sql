CREATE TABLE "alert_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"trigger_type" text DEFAULT 'location' NOT NULL,
	"trigger_data" jsonb NOT NULL,
	"species_key" text NOT NULL,
	"relevance_score" smallint NOT NULL,
	"delivery" text NOT NULL,
	"user_viewed" boolean DEFAULT false NOT NULL,
	"user_acted_on" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_alert_cells" (
	"cell" integer NOT NULL,
	"alert_id" integer NOT NULL,
	CONSTRAINT "location_alert_cells_cell_alert_id_pk" PRIMARY KEY("cell","alert_id")
);
--> statement-breakpoint
CREATE TABLE "location_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alert_name" text NOT NULL,
	"alert_type" text DEFAULT 'radius' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" real DEFAULT 50 NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specific_species" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rarity_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_of_day" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weather_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seasonality" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active_hours" jsonb,
	"quiet_hours" jsonb,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"photographer_following" boolean DEFAULT false NOT NULL,
	"smart_filtering" boolean DEFAULT true NOT NULL,
	"priority_level" text DEFAULT 'medium' NOT NULL,
	"confidence_threshold" smallint DEFAULT 70 NOT NULL,
	"max_alerts_per_day" smallint DEFAULT 10 NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"in_app_enabled" boolean DEFAULT true NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"weekly_report" boolean DEFAULT false NOT NULL,
	"instant_high_priority" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" text,
	"end_date" text,
	"trip_type" text,
	"accommodation_location" text,
	"cap_day" text,
	"cap_count" integer DEFAULT 0 NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"report_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_location_alert_id_location_alerts_id_fk" FOREIGN KEY ("location_alert_id") REFERENCES "public"."location_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_triggers" ADD CONSTRAINT "alert_triggers_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_alert_cells" ADD CONSTRAINT "location_alert_cells_alert_id_location_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."location_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_alerts" ADD CONSTRAINT "location_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_triggers_alert_sighting_idx" ON "alert_triggers" USING btree ("location_alert_id","sighting_id");--> statement-breakpoint
CREATE INDEX "alert_triggers_alert_created_idx" ON "alert_triggers" USING btree ("location_alert_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_triggers_throttle_idx" ON "alert_triggers" USING btree ("location_alert_id","species_key","created_at");--> statement-breakpoint
CREATE INDEX "alert_triggers_user_created_idx" ON "alert_triggers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_triggers_sighting_idx" ON "alert_triggers" USING btree ("sighting_id");--> statement-breakpoint
CREATE INDEX "location_alert_cells_alert_idx" ON "location_alert_cells" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "location_alerts_user_idx" ON "location_alerts" USING btree ("user_id","created_at");