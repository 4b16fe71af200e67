import { desc, eq, inArray, or, sql, tables, type Queryable, type SQL } from '@wbn/db';
import { reportWithReporter } from './moderation.repository.ts';

const t = tables;
const r = t.moderationReports;
const trail = t.moderationTrail;
/** At most this many reports or trail entries for one lookup (each result shows a few). */
const historyRows = 2000;

/** Whether `column` holds `q`, ignoring case (no pattern characters: `q` is plain text). */
const holds = (column: SQL, q: string) => sql`strpos(lower(${column}), lower(${q})) > 0`;

/**
 * Queries of the operators' console (lookup, the CSV export), read-only. Like the queue, they read
 * other domains' tables (accounts, posts, comments, businesses, products) directly.
 */
export const consoleRepository = {
  /** Accounts whose e-mail or name holds `q`, with their role and suspension. */
  async accounts(db: Queryable, q: string, limit: number) {
    const a = t.authAccounts;
    const roles = t.operatorRoles;
    const s = t.accountSuspensions;
    return db
      .select({
        id: a.id,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        role: roles.role,
        suspendedUntil: s.until,
        suspensionReason: s.reason,
        suspended: s.accountId,
      })
      .from(a)
      .leftJoin(roles, eq(roles.accountId, a.id))
      .leftJoin(s, eq(s.accountId, a.id))
      .where(or(holds(sql`${a.email}`, q), holds(sql`${a.firstName} || ' ' || ${a.lastName}`, q)))
      .orderBy(a.email)
      .limit(limit);
  },

  /** Businesses whose name holds `q`, with their owner. */
  async businesses(db: Queryable, q: string, limit: number) {
    const b = t.businesses;
    const a = t.authAccounts;
    return db
      .select({
        id: b.businessId,
        name: b.companyName,
        ownerID: b.ownerId,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
      })
      .from(b)
      .leftJoin(a, eq(a.id, b.ownerId))
      .where(holds(sql`${b.companyName}`, q))
      .orderBy(b.companyName)
      .limit(limit);
  },

  /** The products of these businesses, as (business, product) ids. */
  async productsOf(db: Queryable, businessIDs: string[]) {
    if (businessIDs.length === 0) return [];
    const p = t.products;
    return db
      .select({ businessID: p.businessId, productID: p.productId })
      .from(p)
      .where(inArray(p.businessId, businessIDs));
  },

  /**
   * The items each account wrote or owns, as (account, type, id): their profile, posts and
   * comments, businesses they own and those businesses' products. The reports about an account
   * are the reports about these.
   */
  async itemsOf(db: Queryable, accountIDs: string[]) {
    if (accountIDs.length === 0) return [];
    const { posts: p, comments: c, businesses: b, products: pr } = t;
    const [posts, comments, businesses, products] = await Promise.all([
      db.select({ account: p.authorUserId, id: p.postId }).from(p).where(inArray(p.authorUserId, accountIDs)),
      db
        .select({ account: c.authorUserId, id: c.commentId })
        .from(c)
        .where(inArray(c.authorUserId, accountIDs)),
      db.select({ account: b.ownerId, id: b.businessId }).from(b).where(inArray(b.ownerId, accountIDs)),
      db
        .select({ account: b.ownerId, id: pr.productId })
        .from(pr)
        .innerJoin(b, eq(b.businessId, pr.businessId))
        .where(inArray(b.ownerId, accountIDs)),
    ]);
    return [
      ...accountIDs.map((id) => ({ account: id, id })),
      ...posts,
      ...comments,
      ...businesses.flatMap((x) => (x.account ? [{ account: x.account, id: x.id }] : [])),
      ...products.flatMap((x) => (x.account ? [{ account: x.account, id: x.id }] : [])),
    ];
  },

  /** Reports, open or closed, about these items, newest first, with the reporters' names. */
  async reportsAbout(db: Queryable, itemIDs: string[]) {
    if (itemIDs.length === 0) return [];
    const u = t.users;
    return db
      .select(reportWithReporter)
      .from(r)
      .innerJoin(u, eq(u.userId, r.reporterUserId))
      .where(inArray(r.itemId, itemIDs))
      .orderBy(desc(r.createdAt))
      .limit(historyRows);
  },

  /** Trail entries about these accounts or items, newest first, with the operators' names. */
  async trailAbout(db: Queryable, accountIDs: string[], itemIDs: string[]) {
    if (accountIDs.length === 0 && itemIDs.length === 0) return [];
    const u = t.users;
    const about = [
      ...(accountIDs.length ? [inArray(trail.subjectAccountId, accountIDs)] : []),
      ...(itemIDs.length ? [inArray(trail.itemId, itemIDs)] : []),
    ];
    return db
      .select({ entry: trail, firstName: u.firstName, lastName: u.lastName })
      .from(trail)
      .leftJoin(u, eq(u.userId, trail.operatorUserId))
      .where(or(...about))
      .orderBy(desc(trail.createdAt))
      .limit(historyRows);
  },
};
