CREATE TABLE "search_glossary" (
	"group_key" text NOT NULL,
	"language" text NOT NULL,
	"term" text NOT NULL,
	"term_norm" text GENERATED ALWAYS AS (search_norm(term)) STORED NOT NULL,
	"lookup" text GENERATED ALWAYS AS (CASE WHEN search_norm(term) ~ '^[㐀-䶿一-鿿豈-﫿]' THEN "left"(search_norm(term), 1) ELSE split_part(search_norm(term), ' ', 1) END) STORED NOT NULL,
	CONSTRAINT "search_glossary_pkey" PRIMARY KEY("group_key","language","term"),
	CONSTRAINT "search_glossary_language" CHECK ("search_glossary"."language" IN ('en', 'es', 'it', 'pt', 'de', 'fr', 'zh')),
	CONSTRAINT "search_glossary_term" CHECK (char_length(btrim("search_glossary"."term")) BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "search_glossary_seeded" (
	"group_key" text NOT NULL,
	"language" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_glossary_seeded_pkey" PRIMARY KEY("group_key","language","term")
);
--> statement-breakpoint
CREATE INDEX "search_glossary_lookup_idx" ON "search_glossary" USING btree ("lookup");