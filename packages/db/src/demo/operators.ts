/**
 * The demo's operators (decision 0025): a moderator and an administrator who sign in with the demo
 * password (the README names them), the trail entries that granted their roles, and a few open
 * reports by demo people on demo posts, comments, products and businesses, so the console at
 * /admin has a queue to work through.
 */
import type { Queryable } from '../client.ts';
import * as t from '../schema/index.ts';

/** The README's operator accounts. */
export const demoOperators = [
  {
    id: '0d0e0000-0000-4000-8000-00000000a001',
    email: 'moderator@wbn.example',
    firstName: 'Marta',
    lastName: 'Quintero',
    role: 'moderator' as const,
  },
  {
    id: '0d0e0000-0000-4000-8000-00000000a002',
    email: 'admin@wbn.example',
    firstName: 'Tomás',
    lastName: 'Arellano',
    role: 'admin' as const,
  },
];

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** What the demo's plan gives this loader: its people, posts, comments, businesses and products. */
export interface DemoOperatorSource {
  authAccounts: Row<typeof t.authAccounts>[];
  users: Row<typeof t.users>[];
  posts: { postId: string; authorUserId: string }[];
  comments: { commentId: string; authorUserId: string }[];
  businesses: { businessId?: string; ownerId: string | null }[];
  products: { productId: string; businessId: string }[];
}

/** Writes the operators, their roles (each a trail entry from the command line) and the reports. */
export async function loadDemoOperators(db: Queryable, rows: DemoOperatorSource): Promise<void> {
  const template = rows.users[0];
  const account = rows.authAccounts[0];
  if (!template || !account) return;
  for (const op of demoOperators) {
    await db.insert(t.authAccounts).values({
      ...account,
      id: op.id,
      email: op.email,
      firstName: op.firstName,
      lastName: op.lastName,
    });
    await db.insert(t.users).values({
      ...template,
      userId: op.id,
      email: op.email,
      firstName: op.firstName,
      lastName: op.lastName,
      companyName: 'WBN',
      profession: 'Trust and safety',
      briefPresentation: 'Reviews reports for the network.',
      profilePhotoUrl: null,
      profilePhotoKey: null,
      coverPhotoUrl: null,
      coverPhotoKey: null,
    });
    await db.insert(t.operatorRoles).values({ accountId: op.id, role: op.role });
    await db.insert(t.moderationTrail).values({
      operatorUserId: null,
      action: 'grant-role',
      subjectAccountId: op.id,
      reason: 'demo operators',
      before: { role: null },
      after: { role: op.role },
    });
  }

  // Reporters: the second to fourth demo people; the reported items are others' (the first ones
  // not written or owned by a reporter).
  const reporters = rows.users.slice(1, 4).map((u) => u.userId!);
  const notTheirs = (author: string | null) => author !== null && !reporters.includes(author);
  const post = rows.posts.find((p) => notTheirs(p.authorUserId));
  const comment = rows.comments.find((c) => notTheirs(c.authorUserId));
  const business = rows.businesses.find((b) => notTheirs(b.ownerId));
  const owners = new Map(rows.businesses.map((b) => [b.businessId, b.ownerId]));
  const product = rows.products.find((p) => notTheirs(owners.get(p.businessId) ?? null));
  const reports: Row<typeof t.moderationReports>[] = [];
  const add = (
    reporter: string | undefined,
    itemType: Row<typeof t.moderationReports>['itemType'],
    itemId: string | undefined,
    reason: Row<typeof t.moderationReports>['reason'],
    text: string,
  ) => {
    if (reporter && itemId) reports.push({ reporterUserId: reporter, itemType, itemId, reason, text });
  };
  add(
    reporters[0],
    'post',
    post?.postId,
    'spam',
    'The same advert posted again and again, with a link to an outside shop.',
  );
  add(reporters[1], 'post', post?.postId, 'fraud', 'Asks for payment by wire transfer before any quotation.');
  add(
    reporters[2],
    'product',
    product?.productId,
    'intellectual-property',
    'These are photos of our own product line, used without permission.',
  );
  add(
    reporters[0],
    'business',
    business?.businessId,
    'fraud',
    'This company took a deposit for a sample order and never shipped it.',
  );
  add(reporters[1], 'comment', comment?.commentId, 'harassment', 'Insults another member in the comments.');
  if (reports.length) await db.insert(t.moderationReports).values(reports);
}
