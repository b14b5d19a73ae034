ALTER TABLE "media_assets" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_owner_client_key_idx" ON "media_assets" USING btree ("owner_id","client_key") WHERE "media_assets"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_user_client_key_idx" ON "comments" USING btree ("user_id","client_key") WHERE "comments"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sightings_user_client_key_idx" ON "sightings" USING btree ("user_id","client_key") WHERE "sightings"."client_key" is not null;