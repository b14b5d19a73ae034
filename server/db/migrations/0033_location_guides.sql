CREATE TABLE "guide_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"author_share" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_ratings_rating_check" CHECK ("guide_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "location_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"best_season" text NOT NULL,
	"content" text NOT NULL,
	"key_species" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"tips" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"author_earnings" integer DEFAULT 0 NOT NULL,
	"preview_media_asset_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"hidden_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_guides_price_check" CHECK ("location_guides"."price" >= 0),
	CONSTRAINT "location_guides_status_check" CHECK ("location_guides"."status" in ('draft', 'published', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "guide_purchases" ADD CONSTRAINT "guide_purchases_guide_id_location_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."location_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_purchases" ADD CONSTRAINT "guide_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_purchases" ADD CONSTRAINT "guide_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_ratings" ADD CONSTRAINT "guide_ratings_guide_id_location_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."location_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_ratings" ADD CONSTRAINT "guide_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_guides" ADD CONSTRAINT "location_guides_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_guides" ADD CONSTRAINT "location_guides_preview_media_asset_id_media_assets_id_fk" FOREIGN KEY ("preview_media_asset_id") REFERENCES "public"."media_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_purchases_guide_user_idx" ON "guide_purchases" USING btree ("guide_id","user_id");--> statement-breakpoint
CREATE INDEX "guide_purchases_user_idx" ON "guide_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_ratings_guide_user_idx" ON "guide_ratings" USING btree ("guide_id","user_id");--> statement-breakpoint
CREATE INDEX "location_guides_status_idx" ON "location_guides" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "location_guides_author_idx" ON "location_guides" USING btree ("author_id");