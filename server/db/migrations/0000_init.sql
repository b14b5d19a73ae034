CREATE TABLE "admin_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"last_login" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"permissions" jsonb DEFAULT '{"manageProducts":true,"viewRevenue":true,"viewTraffic":true,"manageUsers":true,"systemSettings":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"session_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"uploaded_by" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_comment_id" integer,
	"content" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_sighting_id_pk" PRIMARY KEY("user_id","sighting_id")
);
--> statement-breakpoint
CREATE TABLE "sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"species_name" text NOT NULL,
	"category" text,
	"description" text,
	"location" text,
	"specific_location" text,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"photo_url" text,
	"video_url" text,
	"media_type" text DEFAULT 'photo' NOT NULL,
	"date_spotted" date,
	"time_spotted" time,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"rarity_level" text,
	"confidence" text DEFAULT 'confirmed' NOT NULL,
	"verification_status" text DEFAULT 'verified' NOT NULL,
	"weather_conditions" text,
	"temperature" numeric(4, 1),
	"season" text,
	"time_of_day" text,
	"visibility" text,
	"wildlife_activity" text,
	"group_size" integer,
	"adult_count" integer,
	"juvenile_count" integer,
	"nesting_behavior" boolean,
	"migration_related" boolean,
	"species_id" integer,
	"custom_species_id" integer,
	"is_curated" boolean DEFAULT false NOT NULL,
	"instagram_source_url" text,
	"instagram_source_username" text,
	"original_source" text DEFAULT 'user_upload' NOT NULL,
	"curated_by" integer,
	"original_photographer_credit" text,
	"photo_license" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"category" text NOT NULL,
	"label" text,
	"value" real,
	"subscription_tier" text,
	"user_id" integer,
	"session_id" text,
	"user_agent" text,
	"url" text,
	"client_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_type" text NOT NULL,
	"severity" text DEFAULT 'medium' NOT NULL,
	"message" text NOT NULL,
	"stack_trace" text,
	"file_name" text,
	"line_number" integer,
	"column_number" integer,
	"url" text,
	"user_id" integer,
	"session_id" text,
	"browser_info" jsonb,
	"request_data" jsonb,
	"context_data" jsonb,
	"user_agent" text,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"duration" integer,
	"error_message" text,
	"user_id" integer,
	"session_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"paypal_subscription_id" text,
	"paypal_customer_id" text,
	"subscription_method" text,
	"subscription_status" text,
	"subscription_expires_at" timestamp with time zone,
	"profile_image_url" text,
	"bio" text,
	"interests" text[],
	"experience_level" text,
	"equipment" text,
	"goals" text,
	"notification_preferences" jsonb,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"instagram_username" text,
	"instagram_url" text,
	"password_reset_token" text,
	"password_reset_expires" timestamp with time zone,
	"email_notification_preferences" jsonb DEFAULT '{"rareSpeciesAlerts":true,"communityUpdates":true,"weeklyNewsletter":true,"newFollowers":true,"commentsOnPhotos":true,"likesOnPhotos":true}'::jsonb NOT NULL,
	"first_month_sightings" integer DEFAULT 0 NOT NULL,
	"free_months_earned" integer DEFAULT 0 NOT NULL,
	"free_months_used" integer DEFAULT 0 NOT NULL,
	"sighting_months_earned" integer DEFAULT 0 NOT NULL,
	"referred_by" text,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"gift_card_eligible" boolean DEFAULT false NOT NULL,
	"gift_card_notified" boolean DEFAULT false NOT NULL,
	"gift_card_awarded" boolean DEFAULT false NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sightings" ADD CONSTRAINT "sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_events" ADD CONSTRAINT "flow_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_username_idx" ON "admin_accounts" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_idx" ON "admin_sessions" USING btree ("session_token");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_images_category_idx" ON "category_images" USING btree ("category");--> statement-breakpoint
CREATE INDEX "comments_sighting_idx" ON "comments" USING btree ("sighting_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "likes_sighting_idx" ON "likes" USING btree ("sighting_id");--> statement-breakpoint
CREATE INDEX "sightings_created_idx" ON "sightings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sightings_category_created_idx" ON "sightings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sightings_user_created_idx" ON "sightings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_action_idx" ON "analytics_events" USING btree ("action");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_reports_severity_idx" ON "error_reports" USING btree ("severity");--> statement-breakpoint
CREATE INDEX "flow_events_flow_idx" ON "flow_events" USING btree ("flow","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_reset_token_idx" ON "users" USING btree ("password_reset_token");