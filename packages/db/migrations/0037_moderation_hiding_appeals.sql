CREATE TABLE "moderation_appeals" (
	"appeal_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_entry_id" uuid,
	CONSTRAINT "moderation_appeals_text_check" CHECK (length("moderation_appeals"."text") between 1 and 2000),
	CONSTRAINT "moderation_appeals_status_check" CHECK ("moderation_appeals"."status" in ('open', 'granted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "moderation_trail" DROP CONSTRAINT "moderation_trail_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_account_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_entry_idx" ON "moderation_appeals" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_open_idx" ON "moderation_appeals" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "businesses_hidden_by_idx" ON "businesses" USING btree ("hidden_by") WHERE "businesses"."hidden_by" is not null;--> statement-breakpoint
CREATE INDEX "products_hidden_by_idx" ON "products" USING btree ("hidden_by") WHERE "products"."hidden_by" is not null;--> statement-breakpoint
ALTER TABLE "moderation_trail" ADD CONSTRAINT "moderation_trail_action_check" CHECK ("moderation_trail"."action" in ('grant-role', 'revoke-role', 'dismiss', 'hide', 'warn', 'suspend', 'reverse', 'verify-approve', 'verify-more', 'verify-revoke', 'release', 'grant-appeal', 'reject-appeal'));