-- The first four characters of every search term (server/features/species/search-heads.ts), from the terms a
-- loaded catalogue already holds; the catalogue loader and the custom species' approval add those of new terms.
CREATE TABLE "species_search_heads" (
	"head" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "species_search_heads" ("head")
SELECT DISTINCT left("term", 4) FROM "species_search" WHERE char_length("term") >= 4;
