-- Member invitations replace adding people by e-mail (decision 0012): the invited account
-- accepts or declines; answered rows are kept so a business's invitations a day can be counted.
CREATE TABLE "business_invitations" (
	"invitation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "business_invitations_role_check" CHECK ("business_invitations"."role" in ('admin', 'member')),
	CONSTRAINT "business_invitations_status_check" CHECK ("business_invitations"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "business_invitations_email_lower" CHECK ("business_invitations"."email" = lower("business_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_business_id_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_invited_by_users_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_invitations_one_pending" ON "business_invitations" USING btree ("business_id","email") WHERE "business_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_invitations_email_idx" ON "business_invitations" USING btree ("email") WHERE "business_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_invitations_business_created_idx" ON "business_invitations" USING btree ("business_id","created_at");--> statement-breakpoint
-- A business does not like or follow itself, nor like its own products: such rows made before
-- are removed (the read cache hears the delete through the reactions trigger), then the checks
-- hold the first rule for every writer.
DELETE FROM "reactions" WHERE "business_id" IS NOT NULL AND "business_id" = "resource_id";--> statement-breakpoint
DELETE FROM "reactions" r USING "products" p
	WHERE r."resource_type" = 'product' AND r."resource_id" = p."product_id" AND r."business_id" = p."business_id";--> statement-breakpoint
DELETE FROM "follows" WHERE "business_id" IS NOT NULL AND "business_id" = "followed_business_id";--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_not_self" CHECK ("reactions"."business_id" is null or "reactions"."business_id" <> "reactions"."resource_id");--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_not_self" CHECK ("follows"."business_id" is null or "follows"."business_id" <> "follows"."followed_business_id");
