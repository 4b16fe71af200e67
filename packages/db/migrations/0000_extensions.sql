-- Extensions first: search uses trigram similarity (pg_trgm) and accent folding (unaccent).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
