-- Advertising boosts with their daily counts and per-viewer frequency, and professional support
-- requests (decision 0022).
CREATE TABLE "boost_stats" (
	"boost_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "boost_stats_pkey" PRIMARY KEY("boost_id","day"),
	CONSTRAINT "boost_stats_counts_check" CHECK ("boost_stats"."impressions" >= 0 and "boost_stats"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "boost_views" (
	"boost_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "boost_views_pkey" PRIMARY KEY("boost_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "boosts" (
	"boost_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"industry_id" text NOT NULL,
	"days" smallint NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boosts_target_type_check" CHECK ("boosts"."target_type" in ('product', 'post')),
	CONSTRAINT "boosts_days_check" CHECK ("boosts"."days" between 1 and 30),
	CONSTRAINT "boosts_window_check" CHECK ("boosts"."ends_at" > "boosts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"requester_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"minutes_reserved" integer NOT NULL,
	"minutes_used" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'closed')),
	CONSTRAINT "support_requests_minutes_check" CHECK ("support_requests"."minutes_reserved" > 0 and ("support_requests"."minutes_used" is null or "support_requests"."minutes_used" >= 0)),
	CONSTRAINT "support_requests_text_check" CHECK (char_length("support_requests"."subject") between 1 and 150 and char_length("support_requests"."message") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "boost_stats" ADD CONSTRAINT "boost_stats_boost_id_boosts_boost_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("boost_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_views" ADD CONSTRAINT "boost_views_boost_id_boosts_boost_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("boost_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_business_id_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_business_id_businesses_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_requester_id_users_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boost_views_day_idx" ON "boost_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "boosts_business_started_idx" ON "boosts" USING btree ("business_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "boosts_running_idx" ON "boosts" USING btree ("target_type","ends_at") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "boosts_target_idx" ON "boosts" USING btree ("target_id","ends_at");--> statement-breakpoint
CREATE INDEX "support_requests_business_created_idx" ON "support_requests" USING btree ("business_id","created_at" DESC NULLS LAST);