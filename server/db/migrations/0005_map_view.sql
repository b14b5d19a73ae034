CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"cell_y" integer NOT NULL,
	"cell_x" integer NOT NULL,
	"sightings" integer NOT NULL,
	"birds" integer DEFAULT 0 NOT NULL,
	"mammals" integer DEFAULT 0 NOT NULL,
	"reptiles" integer DEFAULT 0 NOT NULL,
	"amphibians" integer DEFAULT 0 NOT NULL,
	"marine" integer DEFAULT 0 NOT NULL,
	"insects" integer DEFAULT 0 NOT NULL,
	"sum_x" bigint NOT NULL,
	"sum_y" bigint NOT NULL,
	CONSTRAINT "map_cells_level_cell_y_cell_x_pk" PRIMARY KEY("level","cell_y","cell_x")
);
--> statement-breakpoint
CREATE TABLE "map_species" (
	"species_name" text PRIMARY KEY NOT NULL,
	"sightings" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_x" integer GENERATED ALWAYS AS (map_grid_x("latitude", "longitude", "rarity_level")) STORED;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_y" integer GENERATED ALWAYS AS (map_grid_y("latitude", "longitude", "rarity_level")) STORED;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_band" integer GENERATED ALWAYS AS (map_grid_y("latitude", "longitude", "rarity_level") >> 12) STORED;--> statement-breakpoint
CREATE INDEX "sightings_map_idx" ON "sightings" USING btree ("map_band","map_x","map_y","category","id") WHERE "sightings"."is_public" and "sightings"."map_band" is not null;--> statement-breakpoint
CREATE INDEX "sightings_map_species_idx" ON "sightings" USING btree ("species_name","map_band","map_x","map_y","category","id") WHERE "sightings"."is_public" and "sightings"."map_band" is not null;