CREATE TABLE "challenge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_description" text DEFAULT '' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL,
	"rank" integer,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"payment_id" integer,
	"entry_fee_amount" integer,
	"entry_fee_currency" text,
	"judge_score" real,
	"final_score" real,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_entries_payment_status_check" CHECK ("challenge_entries"."payment_status" in ('pending', 'paid', 'free', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "challenge_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"difficulty" text DEFAULT 'all' NOT NULL,
	"media_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"voting_start_date" timestamp with time zone NOT NULL,
	"voting_end_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"prize_description" text,
	"rules" text,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"total_entries" integer DEFAULT 0 NOT NULL,
	"entry_fee" numeric(10, 2) DEFAULT '25.00' NOT NULL,
	"total_prize_pool" numeric(10, 2) DEFAULT '25.00' NOT NULL,
	"sponsored_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contest_type" text DEFAULT 'community' NOT NULL,
	"judge_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"winning_entry_id" integer,
	"winner_id" integer,
	"contest_status" text DEFAULT 'upcoming' NOT NULL,
	"calendar_month" text,
	"created_by" integer,
	"finalized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_media_type_check" CHECK ("challenges"."media_type" in ('photo', 'video'))
);
--> statement-breakpoint
CREATE TABLE "contest_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_type" text NOT NULL,
	"sighting_id" integer,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"challenge_id" integer,
	"entry_id" integer,
	"user_id" integer,
	"rank" smallint DEFAULT 1 NOT NULL,
	"prize" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"judge_kind" text NOT NULL,
	"judge_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judge_scores_score_check" CHECK ("judge_scores"."score" between 1 and 10),
	CONSTRAINT "judge_scores_kind_check" CHECK ("judge_scores"."judge_kind" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_votes" ADD CONSTRAINT "challenge_votes_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_votes" ADD CONSTRAINT "challenge_votes_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_votes" ADD CONSTRAINT "challenge_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_scores" ADD CONSTRAINT "judge_scores_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_sighting_idx" ON "challenge_entries" USING btree ("challenge_id","sighting_id");--> statement-breakpoint
CREATE INDEX "challenge_entries_contest_idx" ON "challenge_entries" USING btree ("challenge_id","payment_status");--> statement-breakpoint
CREATE INDEX "challenge_entries_user_idx" ON "challenge_entries" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_votes_once_idx" ON "challenge_votes" USING btree ("entry_id","user_id");--> statement-breakpoint
CREATE INDEX "challenge_votes_voter_idx" ON "challenge_votes" USING btree ("user_id","challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_month_media_idx" ON "challenges" USING btree ("calendar_month","media_type") WHERE "challenges"."calendar_month" is not null;--> statement-breakpoint
CREATE INDEX "challenges_start_idx" ON "challenges" USING btree ("start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contest_winners_rank_idx" ON "contest_winners" USING btree ("challenge_id","rank") WHERE "contest_winners"."challenge_id" is not null;--> statement-breakpoint
CREATE INDEX "contest_winners_latest_idx" ON "contest_winners" USING btree ("year" DESC NULLS LAST,"month" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "judge_scores_once_idx" ON "judge_scores" USING btree ("entry_id","judge_kind","judge_id");--> statement-breakpoint
CREATE INDEX "judge_scores_contest_idx" ON "judge_scores" USING btree ("challenge_id");