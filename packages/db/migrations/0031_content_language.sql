-- The language people write their posts, products, business descriptions and messages in (ISO
-- 639-1), detected at write or set by the author (decision 0026); null where not known.
ALTER TABLE "businesses" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD COLUMN "language" text;