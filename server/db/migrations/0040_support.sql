CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmca_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"claimant_role" text NOT NULL,
	"full_name" text NOT NULL,
	"copyright_owner" text,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"copyrighted_work" text NOT NULL,
	"original_url" text,
	"infringing_url" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_ref" text NOT NULL,
	"details" text,
	"good_faith" boolean NOT NULL,
	"accuracy" boolean NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"admin_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_admin_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmca_cases" ADD CONSTRAINT "dmca_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmca_cases" ADD CONSTRAINT "dmca_cases_decided_by_admin_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","priority","created_at","id");--> statement-breakpoint
CREATE INDEX "dmca_cases_status_idx" ON "dmca_cases" USING btree ("status","created_at","id");