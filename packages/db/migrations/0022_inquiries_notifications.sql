-- Inquiries, their messages and notifications (decisions 0008 and 0016). A thread has two sides:
-- S (the sending user, or the people of the sending business) and R (the people of the receiving
-- business). Each side's unread count and last read message live on the thread's row, whose lock
-- also puts a thread's messages in one order and makes closing final.
CREATE TABLE inquiry_requests (
  request_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_user_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  from_business_id uuid REFERENCES businesses(business_id) ON DELETE CASCADE,
  to_business_id uuid NOT NULL REFERENCES businesses(business_id) ON DELETE CASCADE,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  -- The sender's client-made id: a retried send answers the thread it made.
  client_id uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_message_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_message text NOT NULL DEFAULT '',
  unread_by_sender integer NOT NULL DEFAULT 0,
  unread_by_receiver integer NOT NULL DEFAULT 0,
  sender_read_seq bigint NOT NULL DEFAULT 0,
  receiver_read_seq bigint NOT NULL DEFAULT 0,
  closed_at timestamptz,
  closed_by uuid REFERENCES users(user_id) ON DELETE SET NULL,
  CONSTRAINT inquiry_requests_status_check CHECK (status IN ('open', 'closed')),
  CONSTRAINT inquiry_requests_subject_check CHECK (length(subject) BETWEEN 1 AND 150),
  CONSTRAINT inquiry_requests_closed_check CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
  CONSTRAINT inquiry_requests_not_self_check CHECK (from_business_id IS DISTINCT FROM to_business_id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX inquiry_requests_client_idx ON inquiry_requests (from_user_id, client_id)
  WHERE client_id IS NOT NULL;
--> statement-breakpoint
-- The three kinds of inbox, newest thread first (keyset pages).
CREATE INDEX inquiry_requests_user_inbox_idx ON inquiry_requests (from_user_id, last_message_at DESC, request_id DESC)
  WHERE from_business_id IS NULL;
--> statement-breakpoint
CREATE INDEX inquiry_requests_sender_inbox_idx ON inquiry_requests (from_business_id, last_message_at DESC, request_id DESC)
  WHERE from_business_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX inquiry_requests_receiver_inbox_idx ON inquiry_requests (to_business_id, last_message_at DESC, request_id DESC);
--> statement-breakpoint
-- The per-user rate limit of new inquiries counts the last hour's.
CREATE INDEX inquiry_requests_sent_idx ON inquiry_requests (from_user_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE inquiry_messages (
  message_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  request_id uuid NOT NULL REFERENCES inquiry_requests(request_id) ON DELETE CASCADE,
  side text NOT NULL,
  author_user_id uuid REFERENCES users(user_id) ON DELETE SET NULL,
  content text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  client_id uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT inquiry_messages_side_check CHECK (side IN ('S', 'R')),
  CONSTRAINT inquiry_messages_content_check CHECK (length(content) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX inquiry_messages_seq_idx ON inquiry_messages (request_id, seq);
--> statement-breakpoint
CREATE UNIQUE INDEX inquiry_messages_client_idx ON inquiry_messages (request_id, client_id)
  WHERE client_id IS NOT NULL;
--> statement-breakpoint
-- Replaying a reconnected stream: messages after a moment.
CREATE INDEX inquiry_messages_created_idx ON inquiry_messages (created_at);
--> statement-breakpoint
CREATE TABLE notifications (
  notification_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  kind text NOT NULL,
  actor jsonb NOT NULL,
  subject text NOT NULL DEFAULT '',
  link text NOT NULL,
  -- Events that gather on one unread notification (new messages of one thread).
  group_key text,
  count integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  read_at timestamptz,
  CONSTRAINT notifications_kind_check CHECK (kind IN ('inquiry', 'message', 'comment', 'reply', 'like', 'follow'))
);
--> statement-breakpoint
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, notification_id DESC);
--> statement-breakpoint
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX notifications_group_idx ON notifications (user_id, group_key)
  WHERE read_at IS NULL AND group_key IS NOT NULL;
--> statement-breakpoint
-- Upload Inquiry shows each file under the name it was chosen with.
ALTER TABLE uploads ADD COLUMN file_name text;
--> statement-breakpoint
-- The inbox selector's unread counts sum only the threads that have some.
CREATE INDEX inquiry_requests_receiver_unread_idx ON inquiry_requests (to_business_id) INCLUDE (unread_by_receiver)
  WHERE unread_by_receiver > 0;
--> statement-breakpoint
CREATE INDEX inquiry_requests_sender_unread_idx ON inquiry_requests (from_business_id) INCLUDE (unread_by_sender)
  WHERE unread_by_sender > 0 AND from_business_id IS NOT NULL;
--> statement-breakpoint
-- The thread list's search (subject, sender, receiver) on one column with a trigram index, so a
-- search that matches few threads of a large inbox reads only those. Kept by triggers: a thread's
-- own when it is written, and its parties' names when a person or a business is renamed.
ALTER TABLE inquiry_requests ADD COLUMN search_text text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE FUNCTION inquiry_search_text(subject text, from_user uuid, from_business uuid, to_business uuid)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', subject,
    (SELECT first_name || ' ' || last_name FROM users WHERE user_id = from_user),
    (SELECT company_name FROM businesses WHERE business_id = from_business),
    (SELECT company_name FROM businesses WHERE business_id = to_business)))
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := inquiry_search_text(NEW.subject, NEW.from_user_id, NEW.from_business_id, NEW.to_business_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiry_requests_search_text BEFORE INSERT OR UPDATE OF subject, from_user_id, from_business_id, to_business_id
  ON inquiry_requests FOR EACH ROW EXECUTE FUNCTION inquiry_requests_search_text();
--> statement-breakpoint
CREATE FUNCTION inquiry_parties_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE inquiry_requests r
       SET search_text = inquiry_search_text(r.subject, r.from_user_id, r.from_business_id, r.to_business_id)
     WHERE r.from_user_id = NEW.user_id;
  ELSE
    UPDATE inquiry_requests r
       SET search_text = inquiry_search_text(r.subject, r.from_user_id, r.from_business_id, r.to_business_id)
     WHERE r.from_business_id = NEW.business_id OR r.to_business_id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiry_users_renamed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION inquiry_parties_renamed();
--> statement-breakpoint
CREATE TRIGGER inquiry_businesses_renamed AFTER UPDATE OF company_name ON businesses
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION inquiry_parties_renamed();
--> statement-breakpoint
CREATE INDEX inquiry_requests_search_idx ON inquiry_requests USING gin (search_text gin_trgm_ops);
