import { sql, type Queryable } from '@wbn/db';
import type { MembershipId } from '@wbn/contracts';

/** A payment row with the business's name, as the history and the receipt show it. */
export interface PaymentRow {
  payment_id: string;
  business_id: string;
  company_name: string;
  kind: 'checkout' | 'renewal';
  plan_id: string;
  subscription: Exclude<MembershipId, 'standard'>;
  amount_cents: number;
  currency: 'USD';
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed';
  provider: 'test' | 'stripe';
  provider_ref: string | null;
  payment_method: string;
  card_label: string | null;
  client_secret: string | null;
  failure_message: string | null;
  email: string;
  idempotency_key: string;
  request_fingerprint: string;
  period_start: Date | null;
  period_end: Date | null;
  claimed_at: Date;
  created_at: Date;
}

/** A business's membership columns. */
export interface MembershipRow {
  business_id: string;
  company_name: string;
  subscription: string | null;
  verified: boolean;
  subscription_renews_at: Date | null;
  subscription_auto_renew: boolean;
  subscription_payment_method: string | null;
  products: number;
}

const paymentColumns = sql`p.*, b.company_name`;

const dateColumns = ['created_at', 'claimed_at', 'period_start', 'period_end', 'subscription_renews_at'];

/** Raw rows carry timestamps as PostgreSQL's text: these columns become Dates. */
function withDates<T>(row: Record<string, unknown>): T {
  for (const c of dateColumns) {
    const v = row[c];
    if (typeof v === 'string') row[c] = new Date(v);
  }
  return row as T;
}

async function all<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows.map((r) => withDates<T>(r));
}

async function one<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T | null> {
  return (await all<T>(db, query))[0] ?? null;
}

/** Queries only; the rules are in membership.service.ts. */
export const membershipRepository = {
  async state(db: Queryable, businessID: string): Promise<MembershipRow | null> {
    return one<MembershipRow>(
      db,
      sql`SELECT b.business_id, b.company_name, b.subscription, b.verified, b.subscription_renews_at,
                 b.subscription_auto_renew, b.subscription_payment_method,
                 (SELECT count(*)::int FROM products p WHERE p.business_id = b.business_id) AS products
            FROM businesses b WHERE b.business_id = ${businessID}::uuid`,
    );
  },

  /** The payment of an idempotency key, locked until the caller's transaction ends. */
  async byKeyForUpdate(db: Queryable, key: string): Promise<PaymentRow | null> {
    return one<PaymentRow>(
      db,
      sql`SELECT ${paymentColumns} FROM payments p JOIN businesses b USING (business_id)
           WHERE p.idempotency_key = ${key} FOR UPDATE OF p`,
    );
  },

  async byId(db: Queryable, paymentID: string, lock = false): Promise<PaymentRow | null> {
    return one<PaymentRow>(
      db,
      sql`SELECT ${paymentColumns} FROM payments p JOIN businesses b USING (business_id)
           WHERE p.payment_id = ${paymentID}::uuid ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    );
  },

  async byProviderRef(db: Queryable, provider: string, ref: string): Promise<PaymentRow | null> {
    return one<PaymentRow>(
      db,
      sql`SELECT ${paymentColumns} FROM payments p JOIN businesses b USING (business_id)
           WHERE p.provider = ${provider} AND p.provider_ref = ${ref} FOR UPDATE OF p`,
    );
  },

  /** The business's payment in flight, if any, locked. */
  async openFor(db: Queryable, businessID: string): Promise<PaymentRow | null> {
    return one<PaymentRow>(
      db,
      sql`SELECT ${paymentColumns} FROM payments p JOIN businesses b USING (business_id)
           WHERE p.business_id = ${businessID}::uuid AND p.status IN ('pending', 'requires_action')
           FOR UPDATE OF p`,
    );
  },

  async insert(
    db: Queryable,
    p: {
      businessID: string;
      userID: string | null;
      kind: 'checkout' | 'renewal';
      planId: string;
      subscription: string;
      amountCents: number;
      provider: string;
      paymentMethod: string;
      email: string;
      idempotencyKey: string;
      fingerprint: string;
    },
  ): Promise<string> {
    const row = await one<{ payment_id: string }>(
      db,
      sql`INSERT INTO payments (business_id, user_id, kind, plan_id, subscription, amount_cents, provider,
                                payment_method, email, idempotency_key, request_fingerprint)
          VALUES (${p.businessID}::uuid, ${p.userID}::uuid, ${p.kind}, ${p.planId}, ${p.subscription},
                  ${p.amountCents}, ${p.provider}, ${p.paymentMethod}, ${p.email}, ${p.idempotencyKey},
                  ${p.fingerprint})
          RETURNING payment_id`,
    );
    return row!.payment_id;
  },

  /** Takes a pending payment on (its request's claim had gone stale). */
  async claim(db: Queryable, paymentID: string): Promise<void> {
    await db.execute(sql`UPDATE payments SET claimed_at = now() WHERE payment_id = ${paymentID}::uuid`);
  },

  /** Lets a retry take the payment on at once (the provider did not answer). */
  async release(db: Queryable, paymentID: string): Promise<void> {
    await db.execute(
      sql`UPDATE payments SET claimed_at = '-infinity' WHERE payment_id = ${paymentID}::uuid AND status = 'pending'`,
    );
  },

  async settle(
    db: Queryable,
    paymentID: string,
    s: {
      status: PaymentRow['status'];
      providerRef: string | null;
      cardLabel?: string | null;
      clientSecret?: string | null;
      failureMessage?: string | null;
      period?: { start: Date; end: Date } | null;
    },
  ): Promise<void> {
    await db.execute(sql`UPDATE payments SET
        status = ${s.status},
        provider_ref = coalesce(${s.providerRef}, provider_ref),
        card_label = coalesce(${s.cardLabel ?? null}, card_label),
        client_secret = ${s.clientSecret ?? null},
        failure_message = ${s.failureMessage ?? null},
        period_start = coalesce(${s.period?.start ?? null}::timestamptz, period_start),
        period_end = coalesce(${s.period?.end ?? null}::timestamptz, period_end),
        updated_at = now()
      WHERE payment_id = ${paymentID}::uuid`);
  },

  /** The business's tier for a paid year (or standard again, with `renewsAt` null). */
  async setTier(
    db: Queryable,
    businessID: string,
    t: {
      subscription: MembershipId;
      renewsAt: Date | null;
      paymentMethod: string | null;
      customerRef?: string | null;
    },
  ): Promise<void> {
    // customerRef left out: the one kept stays (a renewal charges where the checkout kept the card).
    await db.execute(sql`UPDATE businesses SET
        subscription = ${t.subscription},
        subscription_renews_at = ${t.renewsAt}::timestamptz,
        subscription_payment_method = ${t.paymentMethod},
        subscription_customer_ref = ${t.customerRef === undefined ? sql`subscription_customer_ref` : t.customerRef},
        subscription_reminded_at = NULL,
        updated_at = now()
      WHERE business_id = ${businessID}::uuid`);
  },

  async setAutoRenew(db: Queryable, businessID: string, autoRenew: boolean): Promise<void> {
    await db.execute(
      sql`UPDATE businesses SET subscription_auto_renew = ${autoRenew} WHERE business_id = ${businessID}::uuid`,
    );
  },

  async history(db: Queryable, businessID: string): Promise<PaymentRow[]> {
    return all<PaymentRow>(
      db,
      sql`SELECT ${paymentColumns} FROM payments p JOIN businesses b USING (business_id)
           WHERE p.business_id = ${businessID}::uuid ORDER BY p.created_at DESC LIMIT 100`,
    );
  },

  /** Records a provider's event; false when it was handled before. */
  async recordEvent(db: Queryable, provider: string, eventID: string, type: string): Promise<boolean> {
    const rows = (
      await db.execute(sql`INSERT INTO payment_events (provider, event_id, type)
        VALUES (${provider}, ${eventID}, ${type}) ON CONFLICT DO NOTHING RETURNING event_id`)
    ).rows;
    return rows.length > 0;
  },

  /**
   * Paid years that end by `at`, one business at a time, locked; a business another instance is
   * sweeping is skipped (SKIP LOCKED).
   */
  async nextEnding(db: Queryable, at: Date, except: string[]) {
    return one<{
      business_id: string;
      subscription: MembershipId;
      subscription_renews_at: Date;
      subscription_auto_renew: boolean;
      subscription_payment_method: string | null;
      subscription_customer_ref: string | null;
      email: string | null;
    }>(
      db,
      sql`SELECT b.business_id, b.subscription, b.subscription_renews_at, b.subscription_auto_renew,
                 b.subscription_payment_method, b.subscription_customer_ref,
                 (SELECT p.email FROM payments p WHERE p.business_id = b.business_id AND p.status = 'succeeded'
                   ORDER BY p.created_at DESC LIMIT 1) AS email
            FROM businesses b
           WHERE b.subscription_renews_at <= ${at}::timestamptz
             AND b.business_id <> ALL(${`{${except.join(',')}}`}::uuid[])
           ORDER BY b.subscription_renews_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
  },

  /** Paid years ending within `until` whose reminder has not gone out, locked, with the owner. */
  async dueReminders(db: Queryable, from: Date, until: Date) {
    return all<{
      business_id: string;
      company_name: string;
      subscription: MembershipId;
      subscription_renews_at: Date;
      subscription_auto_renew: boolean;
      email: string;
      first_name: string;
    }>(
      db,
      sql`SELECT b.business_id, b.company_name, b.subscription, b.subscription_renews_at,
                 b.subscription_auto_renew, u.email, u.first_name
            FROM businesses b
            JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner'
            JOIN users u ON u.user_id = m.user_id
           WHERE b.subscription_renews_at > ${from}::timestamptz
             AND b.subscription_renews_at <= ${until}::timestamptz
             AND b.subscription_reminded_at IS NULL
           ORDER BY b.subscription_renews_at LIMIT 100 FOR UPDATE OF b SKIP LOCKED`,
    );
  },

  async markReminded(db: Queryable, businessID: string, at: Date): Promise<void> {
    await db.execute(
      sql`UPDATE businesses SET subscription_reminded_at = ${at}::timestamptz WHERE business_id = ${businessID}::uuid`,
    );
  },
};
