CREATE TABLE "verification_checks" (
	"check_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"message" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "verification_checks_kind_check" CHECK ("verification_checks"."kind" in ('registration', 'taxId', 'address', 'certificate')),
	CONSTRAINT "verification_checks_status_check" CHECK ("verification_checks"."status" in ('pending', 'more', 'approved', 'expired', 'revoked', 'replaced')),
	CONSTRAINT "verification_checks_name_check" CHECK (("verification_checks"."kind" = 'certificate') = ("verification_checks"."name" is not null) and length(coalesce("verification_checks"."name", 'x')) between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_trail" DROP CONSTRAINT "moderation_trail_action_check";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_check_fkey" FOREIGN KEY ("check_id") REFERENCES "public"."verification_checks"("check_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_checks_open_idx" ON "verification_checks" USING btree ("business_id","kind",coalesce("name", '')) WHERE status in ('pending', 'more');--> statement-breakpoint
CREATE INDEX "verification_checks_business_idx" ON "verification_checks" USING btree ("business_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_checks_status_idx" ON "verification_checks" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_checks_expires_idx" ON "verification_checks" USING btree ("expires_at") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "verification_documents_check_idx" ON "verification_documents" USING btree ("check_id","created_at");--> statement-breakpoint
ALTER TABLE "moderation_trail" ADD CONSTRAINT "moderation_trail_action_check" CHECK ("moderation_trail"."action" in ('grant-role', 'revoke-role', 'dismiss', 'hide', 'warn', 'suspend', 'reverse', 'verify-approve', 'verify-more', 'verify-revoke'));