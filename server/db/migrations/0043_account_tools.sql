CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_deletions_status_check" CHECK ("account_deletions"."status" in ('scheduled', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "account_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_token" text NOT NULL,
	"bytes" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_exports_status_check" CHECK ("account_exports"."status" in ('pending', 'running', 'ready', 'failed', 'expired')),
	CONSTRAINT "account_exports_progress_check" CHECK ("account_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sighting_view_days" (
	"sighting_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sighting_view_days_sighting_id_day_pk" PRIMARY KEY("sighting_id","day")
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_view_days" ADD CONSTRAINT "sighting_view_days_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_scheduled_idx" ON "account_deletions" USING btree ("user_id") WHERE "account_deletions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("scheduled_for") WHERE "account_deletions"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_exports_active_idx" ON "account_exports" USING btree ("user_id") WHERE "account_exports"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "sighting_view_days_day_idx" ON "sighting_view_days" USING btree ("day");