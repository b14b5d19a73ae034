CREATE TABLE "affiliate_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"referrer_path" text,
	"ip_hash" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gear_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gear_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'Package' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gear_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"msrp" integer,
	"current_price" integer,
	"price_checked_on" text,
	"image_url" text,
	"affiliate_url" text,
	"amazon_asin" text,
	"buy_link" text,
	"release_year" integer,
	"wildlife_uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"from_catalog" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gear_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" smallint NOT NULL,
	"pros" text[] DEFAULT '{}'::text[] NOT NULL,
	"cons" text[] DEFAULT '{}'::text[] NOT NULL,
	"wildlife_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_context" text,
	"ownership_duration" text,
	"recommended_for" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified_purchase" boolean DEFAULT false NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"moderation_status" text DEFAULT 'approved' NOT NULL,
	"flagged_by" integer,
	"flag_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_reviews_rating_check" CHECK ("gear_reviews"."rating" between 1 and 5),
	CONSTRAINT "gear_reviews_helpful_check" CHECK ("gear_reviews"."helpful_votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gear_wishlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"notes" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gear_wishlist_priority_check" CHECK ("gear_wishlist"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "review_helpfulness" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_product_id_gear_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gear_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_products" ADD CONSTRAINT "gear_products_category_id_gear_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gear_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_products" ADD CONSTRAINT "gear_products_brand_id_gear_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."gear_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_reviews" ADD CONSTRAINT "gear_reviews_product_id_gear_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gear_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_reviews" ADD CONSTRAINT "gear_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_wishlist" ADD CONSTRAINT "gear_wishlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gear_wishlist" ADD CONSTRAINT "gear_wishlist_product_id_gear_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."gear_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_review_id_gear_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."gear_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfulness" ADD CONSTRAINT "review_helpfulness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_product_idx" ON "affiliate_clicks" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "gear_products_category_idx" ON "gear_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "gear_products_brand_idx" ON "gear_products" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gear_reviews_user_product_idx" ON "gear_reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "gear_reviews_product_idx" ON "gear_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gear_wishlist_user_product_idx" ON "gear_wishlist" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpfulness_user_review_idx" ON "review_helpfulness" USING btree ("user_id","review_id");