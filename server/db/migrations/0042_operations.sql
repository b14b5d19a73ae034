CREATE TABLE "alert_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_severity" text DEFAULT 'high' NOT NULL,
	"channels" text[] DEFAULT ARRAY['email']::text[] NOT NULL,
	"recipients" text[] NOT NULL,
	"throttle_seconds" integer DEFAULT 300 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_throttle" (
	"policy_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_throttle_policy_id_group_id_pk" PRIMARY KEY("policy_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "error_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer,
	"group_id" integer,
	"error_report_id" integer,
	"channel" text NOT NULL,
	"recipients" text[] NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"error_type" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"reopened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_health" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"checks" jsonb NOT NULL,
	"instance" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "alert_throttle" ADD CONSTRAINT "alert_throttle_policy_id_alert_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."alert_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_throttle" ADD CONSTRAINT "alert_throttle_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_alerts" ADD CONSTRAINT "error_alerts_policy_id_alert_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."alert_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_alerts" ADD CONSTRAINT "error_alerts_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_alerts" ADD CONSTRAINT "error_alerts_error_report_id_error_reports_id_fk" FOREIGN KEY ("error_report_id") REFERENCES "public"."error_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_groups" ADD CONSTRAINT "error_groups_resolved_by_admin_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_alerts_group_idx" ON "error_alerts" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "error_groups_fingerprint_idx" ON "error_groups" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_health_checked_idx" ON "system_health" USING btree ("checked_at");--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_group_idx" ON "error_reports" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "error_reports_ungrouped_idx" ON "error_reports" USING btree ("id") WHERE "error_reports"."group_id" is null;