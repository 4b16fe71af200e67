import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  tables,
  type Queryable,
  type RawRow,
} from '@wbn/db';
import type { MembershipId } from '@wbn/contracts';
import { languageColumns } from '../../lib/mail-texts.ts';

const { businesses, businessMembers, paymentEvents, payments, products, users } = tables;

/** A payment with the business's name, as the history and the receipt show it. */
const paymentFields = { ...getTableColumns(payments), companyName: businesses.companyName };

/** Payments with their businesses' names. */
const paymentRows = (db: Queryable) =>
  db
    .select(paymentFields)
    .from(payments)
    .innerJoin(businesses, eq(businesses.businessId, payments.businessId))
    .$dynamic();

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

const membershipFields = {
  businessId: businesses.businessId,
  companyName: businesses.companyName,
  subscription: businesses.subscription,
  verified: businesses.verified,
  subscriptionRenewsAt: businesses.subscriptionRenewsAt,
  subscriptionAutoRenew: businesses.subscriptionAutoRenew,
  subscriptionPaymentMethod: businesses.subscriptionPaymentMethod,
};

/**
 * A business's product count, for a select of businesses alone. A builder subquery keeps its
 * columns qualified; drizzle writes the fields of a one-table select unqualified, so columns in an
 * `sql` field there would bind to the subquery's own table.
 */
const productCount = (db: Queryable) =>
  sql<number>`(${db
    .select({ n: sql`count(*)::int` })
    .from(products)
    .where(eq(products.businessId, businesses.businessId))})`;

/** A business's membership columns. */
export type MembershipRow = RawRow<typeof membershipFields & { products: ReturnType<typeof productCount> }>;

/** The renewal date of a business the statement chose by it (so it is there). */
const renewsAt = sql`${businesses.subscriptionRenewsAt}`.mapWith(businesses.subscriptionRenewsAt);

/** A tier a payment can be for; the standard listing is free (the column's check says the same). */
function paidTier(id: MembershipId): PaymentRow['subscription'] {
  if (id === 'standard') throw new Error('The standard listing is not paid for');
  return id;
}

/** Queries only; the rules are in membership.service.ts. */
export const membershipRepository = {
  async state(db: Queryable, businessID: string): Promise<MembershipRow | null> {
    const [row] = await db
      .select({ ...membershipFields, products: productCount(db) })
      .from(businesses)
      .where(eq(businesses.businessId, businessID));
    return row ?? null;
  },

  /** The payment of an idempotency key, locked until the caller's transaction ends. */
  async byKeyForUpdate(db: Queryable, key: string): Promise<PaymentRow | null> {
    const [row] = await paymentRows(db)
      .where(eq(payments.idempotencyKey, key))
      .for('update', { of: payments });
    return row ?? null;
  },

  async byId(db: Queryable, paymentID: string, lock = false): Promise<PaymentRow | null> {
    const query = paymentRows(db).where(eq(payments.paymentId, paymentID));
    const [row] = await (lock ? query.for('update', { of: payments }) : query);
    return row ?? null;
  },

  async byProviderRef(db: Queryable, provider: string, ref: string): Promise<PaymentRow | null> {
    const [row] = await paymentRows(db)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
      .for('update', { of: payments });
    return row ?? null;
  },

  /** The business's payment in flight, if any, locked. */
  async openFor(db: Queryable, businessID: string): Promise<PaymentRow | null> {
    const [row] = await paymentRows(db)
      .where(
        and(eq(payments.businessId, businessID), inArray(payments.status, ['pending', 'requires_action'])),
      )
      .for('update', { of: payments });
    return row ?? null;
  },

  async insert(
    db: Queryable,
    p: {
      businessID: string;
      userID: string | null;
      kind: 'checkout' | 'renewal';
      planId: string;
      subscription: MembershipId;
      amountCents: number;
      provider: string;
      paymentMethod: string;
      email: string;
      idempotencyKey: string;
      fingerprint: string;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(payments)
      .values({
        businessId: p.businessID,
        userId: p.userID,
        kind: p.kind,
        planId: p.planId,
        subscription: paidTier(p.subscription),
        amountCents: p.amountCents,
        provider: p.provider,
        paymentMethod: p.paymentMethod,
        email: p.email,
        idempotencyKey: p.idempotencyKey,
        requestFingerprint: p.fingerprint,
      })
      .returning({ paymentId: payments.paymentId });
    return row!.paymentId;
  },

  /** Takes a pending payment on (its request's claim had gone stale). */
  async claim(db: Queryable, paymentID: string): Promise<void> {
    await db
      .update(payments)
      .set({ claimedAt: sql`now()` })
      .where(eq(payments.paymentId, paymentID));
  },

  /** Lets a retry take the payment on at once (the provider did not answer). */
  async release(db: Queryable, paymentID: string): Promise<void> {
    await db
      .update(payments)
      .set({ claimedAt: sql`'-infinity'` })
      .where(and(eq(payments.paymentId, paymentID), eq(payments.status, 'pending')));
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
    await db
      .update(payments)
      .set({
        status: s.status,
        providerRef: sql`coalesce(${s.providerRef}, ${payments.providerRef})`,
        cardLabel: sql`coalesce(${s.cardLabel ?? null}, ${payments.cardLabel})`,
        clientSecret: s.clientSecret ?? null,
        failureMessage: s.failureMessage ?? null,
        periodStart: sql`coalesce(${s.period?.start ?? null}::timestamptz, ${payments.periodStart})`,
        periodEnd: sql`coalesce(${s.period?.end ?? null}::timestamptz, ${payments.periodEnd})`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.paymentId, paymentID));
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
    await db
      .update(businesses)
      .set({
        subscription: t.subscription,
        subscriptionRenewsAt: t.renewsAt,
        subscriptionPaymentMethod: t.paymentMethod,
        // Left out: the one kept stays (a renewal charges where the checkout kept the card).
        ...(t.customerRef === undefined ? {} : { subscriptionCustomerRef: t.customerRef }),
        subscriptionRemindedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(businesses.businessId, businessID));
  },

  async setAutoRenew(db: Queryable, businessID: string, autoRenew: boolean): Promise<void> {
    await db
      .update(businesses)
      .set({ subscriptionAutoRenew: autoRenew })
      .where(eq(businesses.businessId, businessID));
  },

  async history(db: Queryable, businessID: string): Promise<PaymentRow[]> {
    return paymentRows(db)
      .where(eq(payments.businessId, businessID))
      .orderBy(desc(payments.createdAt))
      .limit(100);
  },

  /** Records a provider's event; false when it was handled before. */
  async recordEvent(db: Queryable, provider: string, eventID: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values({ provider, eventId: eventID, type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return rows.length > 0;
  },

  /**
   * Paid years that end by `at`, one business at a time, locked; a business another instance is
   * sweeping is skipped (SKIP LOCKED).
   */
  async nextEnding(db: Queryable, at: Date, except: string[]) {
    const [row] = await db
      .select({
        businessId: businesses.businessId,
        subscription: businesses.subscription,
        subscriptionRenewsAt: renewsAt,
        subscriptionAutoRenew: businesses.subscriptionAutoRenew,
        subscriptionPaymentMethod: businesses.subscriptionPaymentMethod,
        subscriptionCustomerRef: businesses.subscriptionCustomerRef,
        // A builder subquery: see productCount.
        email: sql<string | null>`(${db
          .select({ email: payments.email })
          .from(payments)
          .where(and(eq(payments.businessId, businesses.businessId), eq(payments.status, 'succeeded')))
          .orderBy(desc(payments.createdAt))
          .limit(1)})`,
      })
      .from(businesses)
      .where(
        and(
          lte(businesses.subscriptionRenewsAt, at),
          sql`${businesses.businessId} <> ALL(${`{${except.join(',')}}`}::uuid[])`,
        ),
      )
      .orderBy(businesses.subscriptionRenewsAt)
      .limit(1)
      .for('update', { skipLocked: true });
    return row ?? null;
  },

  /** Paid years ending within `until` whose reminder has not gone out, locked, with the owner. */
  async dueReminders(db: Queryable, from: Date, until: Date) {
    return db
      .select({
        businessId: businesses.businessId,
        companyName: businesses.companyName,
        subscription: businesses.subscription,
        subscriptionRenewsAt: renewsAt,
        subscriptionAutoRenew: businesses.subscriptionAutoRenew,
        email: users.email,
        firstName: users.firstName,
        ...languageColumns(users),
      })
      .from(businesses)
      .innerJoin(
        businessMembers,
        and(eq(businessMembers.businessId, businesses.businessId), eq(businessMembers.role, 'owner')),
      )
      .innerJoin(users, eq(users.userId, businessMembers.userId))
      .where(
        and(
          gt(businesses.subscriptionRenewsAt, from),
          lte(businesses.subscriptionRenewsAt, until),
          isNull(businesses.subscriptionRemindedAt),
        ),
      )
      .orderBy(businesses.subscriptionRenewsAt)
      .limit(100)
      .for('update', { of: businesses, skipLocked: true });
  },

  async markReminded(db: Queryable, businessID: string, at: Date): Promise<void> {
    await db
      .update(businesses)
      .set({ subscriptionRemindedAt: at })
      .where(eq(businesses.businessId, businessID));
  },
};
