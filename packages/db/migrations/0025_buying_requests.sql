-- Buying requests (decision 0023): a business asks suppliers for quotes (open to the board or to
-- invited businesses), each supplier answers with one sealed quote, the buyer awards. Notifications
-- gain the invitation, the new quote and the outcome of a quote.
CREATE TABLE "buying_request_invitations" (
	"request_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	CONSTRAINT "buying_request_invitations_pkey" PRIMARY KEY("request_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "buying_request_quotes" (
	"quote_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"author_user_id" uuid,
	"unit_price" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"min_order" numeric(18, 3) NOT NULL,
	"lead_time_days" integer NOT NULL,
	"incoterm" text NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revisions" integer DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "buying_request_quotes_price_check" CHECK ("buying_request_quotes"."unit_price" > 0 and "buying_request_quotes"."min_order" > 0),
	CONSTRAINT "buying_request_quotes_currency_check" CHECK ("buying_request_quotes"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "buying_request_quotes_lead_time_check" CHECK ("buying_request_quotes"."lead_time_days" between 1 and 3650),
	CONSTRAINT "buying_request_quotes_revisions_check" CHECK ("buying_request_quotes"."revisions" between 0 and 1),
	CONSTRAINT "buying_request_quotes_status_check" CHECK ("buying_request_quotes"."status" in ('active', 'withdrawn', 'awarded', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "buying_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_business_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"industry_id" text NOT NULL,
	"category_id" text NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" text NOT NULL,
	"target_price" numeric(18, 4),
	"currency" text,
	"incoterm" text,
	"delivery_country" text NOT NULL,
	"delivery_port" text,
	"needed_by" date,
	"deadline" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_reason" text,
	"client_key" text,
	"award_key" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"published_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || description)) STORED NOT NULL,
	CONSTRAINT "buying_requests_quantity_check" CHECK ("buying_requests"."quantity" > 0),
	CONSTRAINT "buying_requests_target_price_check" CHECK ("buying_requests"."target_price" is null or "buying_requests"."target_price" > 0),
	CONSTRAINT "buying_requests_currency_check" CHECK (("buying_requests"."target_price" is null or "buying_requests"."currency" is not null) and ("buying_requests"."currency" is null or "buying_requests"."currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "buying_requests_visibility_check" CHECK ("buying_requests"."visibility" in ('open', 'invited')),
	CONSTRAINT "buying_requests_status_check" CHECK ("buying_requests"."status" in ('draft', 'open', 'awarded', 'cancelled')),
	CONSTRAINT "buying_requests_title_check" CHECK (length("buying_requests"."title") between 1 and 150),
	CONSTRAINT "buying_requests_cancelled_check" CHECK (("buying_requests"."status" = 'cancelled') = ("buying_requests"."cancelled_at" is not null and "buying_requests"."cancel_reason" is not null)),
	CONSTRAINT "buying_requests_published_check" CHECK (("buying_requests"."status" = 'draft') = ("buying_requests"."published_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "buying_request_invitations" ADD CONSTRAINT "buying_request_invitations_request_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."buying_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_request_invitations" ADD CONSTRAINT "buying_request_invitations_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_request_quotes" ADD CONSTRAINT "buying_request_quotes_request_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."buying_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_request_quotes" ADD CONSTRAINT "buying_request_quotes_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_request_quotes" ADD CONSTRAINT "buying_request_quotes_author_fkey" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_requests" ADD CONSTRAINT "buying_requests_buyer_fkey" FOREIGN KEY ("buyer_business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_requests" ADD CONSTRAINT "buying_requests_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_requests" ADD CONSTRAINT "buying_requests_industry_fkey" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_requests" ADD CONSTRAINT "buying_requests_category_fkey" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_requests" ADD CONSTRAINT "buying_requests_country_fkey" FOREIGN KEY ("delivery_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buying_request_invitations_business_idx" ON "buying_request_invitations" USING btree ("business_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buying_request_quotes_one_per_business" ON "buying_request_quotes" USING btree ("request_id","business_id");--> statement-breakpoint
CREATE INDEX "buying_request_quotes_business_idx" ON "buying_request_quotes" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buying_requests_board_idx" ON "buying_requests" USING btree ("published_at" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE status = 'open' and visibility = 'open';--> statement-breakpoint
CREATE INDEX "buying_requests_board_category_idx" ON "buying_requests" USING btree ("category_id","published_at" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE status = 'open' and visibility = 'open';--> statement-breakpoint
CREATE INDEX "buying_requests_board_industry_idx" ON "buying_requests" USING btree ("industry_id","published_at" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE status = 'open' and visibility = 'open';--> statement-breakpoint
CREATE INDEX "buying_requests_board_country_idx" ON "buying_requests" USING btree ("delivery_country","published_at" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE status = 'open' and visibility = 'open';--> statement-breakpoint
CREATE INDEX "buying_requests_search_idx" ON "buying_requests" USING gin ("search_doc") WHERE status = 'open' and visibility = 'open';--> statement-breakpoint
CREATE INDEX "buying_requests_buyer_idx" ON "buying_requests" USING btree ("buyer_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "buying_requests_client_idx" ON "buying_requests" USING btree ("created_by","client_key") WHERE client_key is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('inquiry', 'message', 'comment', 'reply', 'like', 'follow', 'buying-request', 'quote', 'quote-result'));