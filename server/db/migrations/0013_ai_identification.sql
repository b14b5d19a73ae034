CREATE TABLE "ai_identifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"media_asset_id" integer,
	"sighting_id" integer,
	"image_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"observed_on" date,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"predictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top_prediction" text,
	"top_species_id" integer,
	"confidence" real,
	"box" jsonb,
	"detected_label" text,
	"identifier" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"timings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_user_confirmed" boolean DEFAULT false NOT NULL,
	"user_corrected_species" text,
	"user_corrected_species_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"identifier" text DEFAULT 'similarity' NOT NULL,
	"min_confidence" real DEFAULT 0.3 NOT NULL,
	"nearby_radius_km" real DEFAULT 50 NOT NULL,
	"onnx_model_path" text,
	"onnx_labels_path" text,
	"onnx_input_size" integer DEFAULT 224 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_embeddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"media_asset_id" integer,
	"species_id" integer NOT NULL,
	"model" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" "bytea" NOT NULL,
	"detected_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "species_recognition_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"identification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"species_id" integer NOT NULL,
	"predicted_species_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_identifications" ADD CONSTRAINT "ai_identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_identifications" ADD CONSTRAINT "ai_identifications_media_asset_id_media_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_identifications" ADD CONSTRAINT "ai_identifications_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_identifications" ADD CONSTRAINT "ai_identifications_top_species_id_species_database_id_fk" FOREIGN KEY ("top_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_identifications" ADD CONSTRAINT "ai_identifications_user_corrected_species_id_species_database_id_fk" FOREIGN KEY ("user_corrected_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_embeddings" ADD CONSTRAINT "photo_embeddings_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_embeddings" ADD CONSTRAINT "photo_embeddings_media_asset_id_media_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_embeddings" ADD CONSTRAINT "photo_embeddings_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "species_recognition_feedback" ADD CONSTRAINT "species_recognition_feedback_identification_id_ai_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."ai_identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "species_recognition_feedback" ADD CONSTRAINT "species_recognition_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "species_recognition_feedback" ADD CONSTRAINT "species_recognition_feedback_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_identifications_user_idx" ON "ai_identifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_identifications_sighting_idx" ON "ai_identifications" USING btree ("sighting_id") WHERE "ai_identifications"."sighting_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_embeddings_sighting_model_idx" ON "photo_embeddings" USING btree ("sighting_id","model");--> statement-breakpoint
CREATE INDEX "photo_embeddings_model_idx" ON "photo_embeddings" USING btree ("model","id");--> statement-breakpoint
CREATE UNIQUE INDEX "species_recognition_feedback_run_idx" ON "species_recognition_feedback" USING btree ("identification_id");