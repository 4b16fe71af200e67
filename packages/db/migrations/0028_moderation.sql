CREATE TABLE "account_suspensions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"entry_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "moderation_reports_item_type_check" CHECK ("moderation_reports"."item_type" in ('post', 'comment', 'business', 'product', 'profile', 'thread', 'message')),
	CONSTRAINT "moderation_reports_reason_check" CHECK ("moderation_reports"."reason" in ('spam', 'fraud', 'prohibited', 'intellectual-property', 'harassment', 'other')),
	CONSTRAINT "moderation_reports_text_check" CHECK (length("moderation_reports"."text") between 1 and 2000),
	CONSTRAINT "moderation_reports_status_check" CHECK ("moderation_reports"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "moderation_trail" (
	"entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_user_id" uuid,
	"action" text NOT NULL,
	"item_type" text,
	"item_id" uuid,
	"subject_account_id" uuid,
	"reason" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reverses" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "moderation_trail_action_check" CHECK ("moderation_trail"."action" in ('grant-role', 'revoke-role', 'dismiss', 'hide', 'warn', 'suspend', 'reverse'))
);
--> statement-breakpoint
CREATE TABLE "operator_roles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "operator_roles_role_check" CHECK ("operator_roles"."role" in ('moderator', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_account_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."auth_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_fkey" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_roles" ADD CONSTRAINT "operator_roles_account_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."auth_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_open_idx" ON "moderation_reports" USING btree ("reporter_user_id","item_type","item_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "moderation_reports_item_idx" ON "moderation_reports" USING btree ("item_type","item_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "moderation_reports_reporter_idx" ON "moderation_reports" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_trail_created_idx" ON "moderation_trail" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_trail_subject_idx" ON "moderation_trail" USING btree ("subject_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_trail_reverses_idx" ON "moderation_trail" USING btree ("reverses") WHERE reverses is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('inquiry', 'message', 'comment', 'reply', 'like', 'follow', 'buying-request', 'quote', 'quote-result', 'moderation'));;--> statement-breakpoint
CREATE OR REPLACE FUNCTION moderation_trail_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation trail is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER moderation_trail_append_only BEFORE UPDATE OR DELETE ON moderation_trail
  FOR EACH ROW EXECUTE FUNCTION moderation_trail_refuse();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER moderation_trail_no_truncate BEFORE TRUNCATE ON moderation_trail
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_trail_refuse();
