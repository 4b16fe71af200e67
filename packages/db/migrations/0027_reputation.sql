CREATE TABLE "business_reputation" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"threads" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"median_reply_seconds" integer,
	"as_of" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_reputation_counts_check" CHECK ("business_reputation"."answered" between 0 and "business_reputation"."threads")
);
--> statement-breakpoint
CREATE TABLE "business_reviews" (
	"review_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"quote_id" uuid,
	"inquiry_id" uuid,
	"author_user_id" uuid,
	"author_business_id" uuid,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "business_reviews_one_deal_check" CHECK (("business_reviews"."quote_id" is null) <> ("business_reviews"."inquiry_id" is null)),
	CONSTRAINT "business_reviews_rating_check" CHECK ("business_reviews"."rating" between 1 and 5),
	CONSTRAINT "business_reviews_text_check" CHECK (length("business_reviews"."text") between 1 and 2000),
	CONSTRAINT "business_reviews_answer_check" CHECK (("business_reviews"."answer" is null) = ("business_reviews"."answered_at" is null) and ("business_reviews"."answer" is null or length("business_reviews"."answer") between 1 and 2000))
);
--> statement-breakpoint
CREATE TABLE "response_threads" (
	"thread_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"inquiry_id" uuid,
	"buying_request_id" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_reply_at" timestamp with time zone,
	CONSTRAINT "response_threads_one_source_check" CHECK (("response_threads"."inquiry_id" is null) <> ("response_threads"."buying_request_id" is null))
);
--> statement-breakpoint
ALTER TABLE "business_reputation" ADD CONSTRAINT "business_reputation_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_quote_fkey" FOREIGN KEY ("quote_id") REFERENCES "public"."buying_request_quotes"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_inquiry_fkey" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_author_fkey" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_author_business_fkey" FOREIGN KEY ("author_business_id") REFERENCES "public"."businesses"("business_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_answered_by_fkey" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_threads" ADD CONSTRAINT "response_threads_business_fkey" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("business_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_threads" ADD CONSTRAINT "response_threads_inquiry_fkey" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_threads" ADD CONSTRAINT "response_threads_buying_request_fkey" FOREIGN KEY ("buying_request_id") REFERENCES "public"."buying_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_quote_idx" ON "business_reviews" USING btree ("quote_id") WHERE quote_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_inquiry_idx" ON "business_reviews" USING btree ("inquiry_id") WHERE inquiry_id is not null;--> statement-breakpoint
CREATE INDEX "business_reviews_business_idx" ON "business_reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"review_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "response_threads_inquiry_idx" ON "response_threads" USING btree ("inquiry_id") WHERE inquiry_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "response_threads_invitation_idx" ON "response_threads" USING btree ("buying_request_id","business_id") WHERE buying_request_id is not null;--> statement-breakpoint
CREATE INDEX "response_threads_business_idx" ON "response_threads" USING btree ("business_id","opened_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_refresh(biz uuid, moment timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO business_reputation AS r (business_id, threads, answered, median_reply_seconds, as_of)
  SELECT biz,
         count(*) FILTER (WHERE t.answered OR t.due_at <= moment),
         count(*) FILTER (WHERE t.answered),
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_reply_at - t.opened_at))
               FILTER (WHERE t.answered))::int,
         moment
    FROM (SELECT rt.opened_at, rt.due_at, rt.first_reply_at,
                 rt.first_reply_at IS NOT NULL AND rt.first_reply_at <= moment AS answered
            FROM response_threads rt
           WHERE rt.business_id = biz AND rt.opened_at > moment - interval '90 days' AND rt.opened_at <= moment) t
  ON CONFLICT (business_id) DO UPDATE
     SET threads = EXCLUDED.threads, answered = EXCLUDED.answered,
         median_reply_seconds = EXCLUDED.median_reply_seconds, as_of = EXCLUDED.as_of
   WHERE (r.threads, r.answered, r.median_reply_seconds)
         IS DISTINCT FROM (EXCLUDED.threads, EXCLUDED.answered, EXCLUDED.median_reply_seconds)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_refresh_after(biz uuid, moment timestamptz) RETURNS void
LANGUAGE sql AS $$
  SELECT reputation_refresh(biz, greatest(moment, (SELECT r.as_of FROM business_reputation r WHERE r.business_id = biz)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_refresh_all(moment timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
  n integer := 0;
BEGIN
  FOR biz IN
    SELECT rt.business_id FROM response_threads rt WHERE rt.opened_at > moment - interval '91 days'
    UNION
    SELECT r.business_id FROM business_reputation r WHERE r.threads > 0
  LOOP
    PERFORM reputation_refresh(biz, moment);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_inquiry_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_threads (business_id, inquiry_id, opened_at, due_at)
  VALUES (NEW.to_business_id, NEW.request_id, NEW.created_at, NEW.created_at + interval '48 hours');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_inquiry_replied() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
BEGIN
  UPDATE response_threads SET first_reply_at = NEW.created_at
   WHERE inquiry_id = NEW.request_id AND first_reply_at IS NULL
  RETURNING business_id INTO biz;
  IF biz IS NOT NULL THEN
    PERFORM reputation_refresh_after(biz, NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_invitation_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_threads (business_id, buying_request_id, opened_at, due_at)
  SELECT NEW.business_id, br.request_id, br.published_at, greatest(br.deadline, br.published_at)
    FROM buying_requests br
   WHERE br.request_id = NEW.request_id AND br.status = 'open'
  ON CONFLICT (buying_request_id, business_id) WHERE buying_request_id IS NOT NULL DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_invitation_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM response_threads
   WHERE buying_request_id = OLD.request_id AND business_id = OLD.business_id AND first_reply_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'open' AND OLD.status = 'draft' THEN
    INSERT INTO response_threads (business_id, buying_request_id, opened_at, due_at)
    SELECT i.business_id, NEW.request_id, NEW.published_at, greatest(NEW.deadline, NEW.published_at)
      FROM buying_request_invitations i
     WHERE i.request_id = NEW.request_id
    ON CONFLICT (buying_request_id, business_id) WHERE buying_request_id IS NOT NULL DO NOTHING;
  ELSIF NEW.status IN ('awarded', 'cancelled') AND OLD.status = 'open' THEN
    DELETE FROM response_threads
     WHERE buying_request_id = NEW.request_id AND first_reply_at IS NULL
       AND due_at > coalesce(NEW.awarded_at, NEW.cancelled_at, clock_timestamp());
  ELSIF NEW.deadline IS DISTINCT FROM OLD.deadline THEN
    UPDATE response_threads SET due_at = greatest(NEW.deadline, opened_at)
     WHERE buying_request_id = NEW.request_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_quote_sent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
BEGIN
  UPDATE response_threads SET first_reply_at = NEW.created_at
   WHERE buying_request_id = NEW.request_id AND business_id = NEW.business_id AND first_reply_at IS NULL
  RETURNING business_id INTO biz;
  IF biz IS NOT NULL THEN
    PERFORM reputation_refresh_after(biz, NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reputation_review_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO business_reputation AS r (business_id, review_count, rating_sum)
    VALUES (NEW.business_id, 1, NEW.rating)
    ON CONFLICT (business_id) DO UPDATE
       SET review_count = r.review_count + 1, rating_sum = r.rating_sum + EXCLUDED.rating_sum;
  ELSE
    UPDATE business_reputation
       SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
     WHERE business_id = OLD.business_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_inquiry_opened AFTER INSERT ON inquiry_requests
  FOR EACH ROW EXECUTE FUNCTION reputation_inquiry_opened();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_inquiry_replied AFTER INSERT ON inquiry_messages
  FOR EACH ROW WHEN (NEW.side = 'R' AND NEW.author_user_id IS NOT NULL)
  EXECUTE FUNCTION reputation_inquiry_replied();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_invitation_added AFTER INSERT ON buying_request_invitations
  FOR EACH ROW EXECUTE FUNCTION reputation_invitation_added();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_invitation_removed AFTER DELETE ON buying_request_invitations
  FOR EACH ROW EXECUTE FUNCTION reputation_invitation_removed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_request_changed AFTER UPDATE OF status, deadline ON buying_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deadline IS DISTINCT FROM NEW.deadline)
  EXECUTE FUNCTION reputation_request_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_quote_sent AFTER INSERT ON buying_request_quotes
  FOR EACH ROW EXECUTE FUNCTION reputation_quote_sent();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reputation_review_counted AFTER INSERT OR DELETE ON business_reviews
  FOR EACH ROW EXECUTE FUNCTION reputation_review_counted();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_reputation_read_cache_insert AFTER INSERT ON business_reputation
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_reputation_read_cache_update AFTER UPDATE ON business_reputation
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
-- The threads and invitations there were before: their response threads, replies and figures.
INSERT INTO response_threads (business_id, inquiry_id, opened_at, due_at, first_reply_at)
SELECT r.to_business_id, r.request_id, r.created_at, r.created_at + interval '48 hours',
       (SELECT min(m.created_at) FROM inquiry_messages m
         WHERE m.request_id = r.request_id AND m.side = 'R' AND m.author_user_id IS NOT NULL)
  FROM inquiry_requests r;
--> statement-breakpoint
INSERT INTO response_threads (business_id, buying_request_id, opened_at, due_at, first_reply_at)
SELECT x.business_id, x.request_id, x.published_at, x.due_at, x.quoted_at
  FROM (SELECT i.business_id, br.request_id, br.published_at, br.status, br.awarded_at, br.cancelled_at,
               greatest(br.deadline, br.published_at) AS due_at,
               (SELECT q.created_at FROM buying_request_quotes q
                 WHERE q.request_id = i.request_id AND q.business_id = i.business_id) AS quoted_at
          FROM buying_request_invitations i JOIN buying_requests br ON br.request_id = i.request_id
         WHERE br.published_at IS NOT NULL) x
 WHERE x.quoted_at IS NOT NULL OR x.status = 'open'
    OR x.due_at <= coalesce(x.awarded_at, x.cancelled_at);
--> statement-breakpoint
SELECT reputation_refresh_all(clock_timestamp());
