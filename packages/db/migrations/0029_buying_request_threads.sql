-- A message-center thread may be about a buying request (its buyer writes to a supplier that
-- quoted, one open thread per request and supplier), and the buyer's shortlist of quotes
-- (decision 0023).
ALTER TABLE "inquiry_requests" ADD COLUMN "buying_request_id" uuid;--> statement-breakpoint
ALTER TABLE "buying_request_quotes" ADD COLUMN "shortlisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_requests" ADD CONSTRAINT "inquiry_requests_buying_request_fkey" FOREIGN KEY ("buying_request_id") REFERENCES "public"."buying_requests"("request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_requests_buying_request_idx" ON "inquiry_requests" USING btree ("buying_request_id","to_business_id") WHERE buying_request_id is not null and status = 'open';