-- Membership checkout (decision 0014): the paid year of a business's tier, and every payment
-- attempt. One idempotency key is one checkout however often it is sent; a business has at most
-- one payment in flight; a provider's event is handled once.
ALTER TABLE businesses
  ADD COLUMN subscription_renews_at timestamptz,
  ADD COLUMN subscription_auto_renew boolean NOT NULL DEFAULT true,
  ADD COLUMN subscription_payment_method text,
  ADD COLUMN subscription_customer_ref text,
  ADD COLUMN subscription_reminded_at timestamptz;
--> statement-breakpoint
CREATE TABLE payments (
  payment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(business_id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(user_id) ON DELETE SET NULL,
  kind text NOT NULL DEFAULT 'checkout',
  plan_id text NOT NULL,
  subscription text NOT NULL,
  amount_cents integer NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  status text NOT NULL DEFAULT 'pending',
  provider text NOT NULL,
  provider_ref text,
  payment_method text NOT NULL,
  card_label text,
  -- The provider's secret for the buyer's authentication step, answered again to a retry.
  client_secret text,
  failure_message text,
  email text NOT NULL,
  idempotency_key text NOT NULL,
  -- What the key was first sent with: the same key for another checkout is refused.
  request_fingerprint text NOT NULL,
  period_start timestamptz,
  period_end timestamptz,
  -- When a request last took the payment on: a pending one left by a crashed request is taken over.
  claimed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_kind_check CHECK (kind IN ('checkout', 'renewal')),
  CONSTRAINT payments_subscription_check CHECK (subscription IN ('gold', 'premium', 'platinum')),
  CONSTRAINT payments_amount_check CHECK (amount_cents > 0),
  CONSTRAINT payments_status_check CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed')),
  CONSTRAINT payments_idempotency_key_unique UNIQUE (idempotency_key)
);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_one_open_per_business ON payments (business_id)
  WHERE status IN ('pending', 'requires_action');
--> statement-breakpoint
CREATE INDEX payments_business_idx ON payments (business_id, created_at DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;
--> statement-breakpoint
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
--> statement-breakpoint
CREATE INDEX businesses_renews_idx ON businesses (subscription_renews_at) WHERE subscription_renews_at IS NOT NULL;
