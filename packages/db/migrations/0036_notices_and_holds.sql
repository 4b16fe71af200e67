CREATE TABLE "inquiry_holds" (
	"hold_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"from_business_id" uuid,
	"to_business_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" uuid,
	"same_text_businesses" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"decided_at" timestamp with time zone,
	"request_id" uuid,
	CONSTRAINT "inquiry_holds_status_check" CHECK ("inquiry_holds"."status" in ('held', 'released', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "moderation_trail" DROP CONSTRAINT "moderation_trail_action_check";--> statement-breakpoint
ALTER TABLE "moderation_reports" ALTER COLUMN "reporter_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "notifier_name" text;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "notifier_email" text;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD COLUMN "notifier_language" text;--> statement-breakpoint
ALTER TABLE "inquiry_holds" ADD CONSTRAINT "inquiry_holds_from_user_fkey" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_holds" ADD CONSTRAINT "inquiry_holds_to_business_fkey" FOREIGN KEY ("to_business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_holds_sender_idx" ON "inquiry_holds" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_holds_held_idx" ON "inquiry_holds" USING btree ("created_at") WHERE status = 'held';--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_who_check" CHECK (("moderation_reports"."reporter_user_id" is null) <> ("moderation_reports"."notifier_email" is null));--> statement-breakpoint
ALTER TABLE "moderation_trail" ADD CONSTRAINT "moderation_trail_action_check" CHECK ("moderation_trail"."action" in ('grant-role', 'revoke-role', 'dismiss', 'hide', 'warn', 'suspend', 'reverse', 'verify-approve', 'verify-more', 'verify-revoke', 'release'));