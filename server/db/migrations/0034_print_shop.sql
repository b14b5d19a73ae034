CREATE TABLE "print_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"material" text NOT NULL,
	"finish_type" text NOT NULL,
	"price_adjustment" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_options_size_check" CHECK ("print_options"."width_mm" > 0 and "print_options"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"artist_earnings" integer NOT NULL,
	"artist_commission" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"in_production_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_quantity_check" CHECK ("print_orders"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "print_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_price" integer NOT NULL,
	"artist_commission" integer DEFAULT 70 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_products_price_check" CHECK ("print_products"."base_price" > 0),
	CONSTRAINT "print_products_commission_check" CHECK ("print_products"."artist_commission" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_product_id_print_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."print_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_option_id_print_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."print_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_products" ADD CONSTRAINT "print_products_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_products" ADD CONSTRAINT "print_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_options_kind_idx" ON "print_options" USING btree ("size","material","finish_type");--> statement-breakpoint
CREATE INDEX "print_orders_user_idx" ON "print_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_orders_product_idx" ON "print_orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "print_orders_status_idx" ON "print_orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "print_products_user_idx" ON "print_products" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "print_products_active_idx" ON "print_products" USING btree ("is_active","created_at");
