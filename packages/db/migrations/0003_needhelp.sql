CREATE TABLE "needhelp_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"business_type" text,
	"website" text,
	"job_position" text,
	"industry" text,
	"address" text,
	"zipcode" text,
	"city" text,
	"usa_state" text,
	"country" text,
	"company_phone" text NOT NULL,
	"company_fax" text,
	"total_employees" integer,
	"sales_employees" integer,
	"mobile_phone" text,
	"email" text NOT NULL,
	"buy_products" text[] NOT NULL,
	"sell_products" text[] NOT NULL,
	"more_info_buy" text,
	"more_info_sell" text,
	"portal" text NOT NULL,
	"ip_address" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "needhelp_enquiries_created_idx" ON "needhelp_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "needhelp_enquiries_email_idx" ON "needhelp_enquiries" USING btree ("email");