DROP INDEX "sightings_created_idx";--> statement-breakpoint
DROP INDEX "sightings_category_created_idx";--> statement-breakpoint
DROP INDEX "sightings_user_created_idx";--> statement-breakpoint
DROP INDEX "sightings_likes_idx";--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sightings_created_idx" ON "sightings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sightings_category_created_idx" ON "sightings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sightings_user_created_idx" ON "sightings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sightings_likes_idx" ON "sightings" USING btree ("likes" DESC NULLS FIRST,"id" DESC NULLS FIRST);