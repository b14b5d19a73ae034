CREATE TABLE "species_search_top" (
	"prefix" text NOT NULL,
	"lang" text NOT NULL,
	"species_id" integer NOT NULL,
	"term" text NOT NULL,
	"whole" boolean NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "species_search_head1_idx";--> statement-breakpoint
DROP INDEX "species_search_head2_idx";--> statement-breakpoint
DROP INDEX "species_search_species_idx";--> statement-breakpoint
DROP INDEX "species_search_term_idx";--> statement-breakpoint
ALTER TABLE "species_search_top" ADD CONSTRAINT "species_search_top_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_search_top_prefix_idx" ON "species_search_top" USING btree ("prefix","rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "species_search_term_idx" ON "species_search" USING btree ("term" text_pattern_ops);