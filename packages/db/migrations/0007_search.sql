CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_business_id_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_doc_idx" ON "users" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_country_created_idx" ON "users" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "businesses_search_doc_idx" ON "businesses" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "businesses_search_name_doc_idx" ON "businesses" USING gin ("search_name_doc");--> statement-breakpoint
CREATE INDEX "businesses_search_name_idx" ON "businesses" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "businesses_search_rank_idx" ON "businesses" USING btree ("search_rank","created_at");--> statement-breakpoint
CREATE INDEX "businesses_type_rank_idx" ON "businesses" USING btree ("business_type_code","search_rank","created_at");--> statement-breakpoint
CREATE INDEX "businesses_country_rank_idx" ON "businesses" USING btree ("country_code","search_rank","created_at");--> statement-breakpoint
CREATE INDEX "businesses_type_country_created_idx" ON "businesses" USING btree ("business_type_code","country_code","created_at");--> statement-breakpoint
CREATE INDEX "businesses_country_created_idx" ON "businesses" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_search_name_doc_idx" ON "products" USING gin ("search_name_doc");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "products_search_rank_idx" ON "products" USING btree ("search_rank","created_at");--> statement-breakpoint
CREATE INDEX "products_country_rank_idx" ON "products" USING btree ("search_country","search_rank","created_at");--> statement-breakpoint
CREATE INDEX "products_country_created_idx" ON "products" USING btree ("search_country","created_at");