CREATE TABLE "paypal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"product_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_plans_currency_amount_idx" ON "paypal_plans" USING btree ("currency","amount_minor");