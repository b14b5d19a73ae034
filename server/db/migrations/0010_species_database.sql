CREATE TABLE "species_database" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"scientific_name" text NOT NULL,
	"common_name" text,
	"category" text NOT NULL,
	"kingdom" text,
	"phylum" text,
	"taxon_class" text,
	"taxon_order" text,
	"family" text,
	"genus" text,
	"gbif_id" integer,
	"conservation_status" text,
	"conservation_source" text,
	"conservation_year" integer,
	"conservation_updated_at" timestamp with time zone,
	"description" text,
	"identification_tips" text,
	"source" text DEFAULT 'gbif' NOT NULL,
	"sightings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "species_database_slug_unique" UNIQUE("slug"),
	CONSTRAINT "species_database_scientific_name_unique" UNIQUE("scientific_name")
);
--> statement-breakpoint
CREATE TABLE "species_names" (
	"species_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	CONSTRAINT "species_names_species_id_lang_name_pk" PRIMARY KEY("species_id","lang","name")
);
--> statement-breakpoint
ALTER TABLE "species_names" ADD CONSTRAINT "species_names_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_database_category_idx" ON "species_database" USING btree ("category","sightings" DESC NULLS LAST);