import { throttleMessages, type Throttles } from '@wbn/contracts';
import { and, count, eq, gte, isNull, tables, type Queryable } from '@wbn/db';
import { AppError } from './app-error.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** What a new account's hourly limit counts: posts, comments, inquiries sent, businesses followed. */
export type ThrottledWrite = 'posts' | 'comments' | 'inquiries' | 'follows';

const perHour: Record<ThrottledWrite, keyof Throttles> = {
  posts: 'postsPerHour',
  comments: 'commentsPerHour',
  inquiries: 'inquiriesPerHour',
  follows: 'followsPerHour',
};

/** The writer's writes of that kind since `since` (deleted posts and comments count: they were sent). */
async function writesSince(q: Queryable, what: ThrottledWrite, userID: string, since: Date): Promise<number> {
  const t = tables;
  const [row] =
    what === 'posts'
      ? await q
          .select({ n: count() })
          .from(t.posts)
          .where(and(eq(t.posts.authorUserId, userID), gte(t.posts.createdAt, since)))
      : what === 'comments'
        ? await q
            .select({ n: count() })
            .from(t.comments)
            .where(and(eq(t.comments.authorUserId, userID), gte(t.comments.createdAt, since)))
        : what === 'inquiries'
          ? await q
              .select({ n: count() })
              .from(t.inquiryRequests)
              .where(
                and(
                  eq(t.inquiryRequests.fromUserId, userID),
                  gte(t.inquiryRequests.createdAt, since),
                  // A thread about a buying request is the buyer's answer to quotes it asked for.
                  isNull(t.inquiryRequests.buyingRequestId),
                ),
              )
          : await q
              .select({ n: count() })
              .from(t.follows)
              .where(and(eq(t.follows.userId, userID), gte(t.follows.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * The new-account throttle (decision 0033): an account younger than `newAccountDays` may make at
 * most the configured number of these writes an hour; past it, 429 naming the limit. Called in the
 * write's transaction before the insert: the count runs under the writer's user row lock, so two
 * writes at once cannot both pass the last place (the existing limits' idiom).
 */
export async function throttleNewAccount(
  q: Queryable,
  throttles: Throttles,
  what: ThrottledWrite,
  userID: string,
  now: Date = new Date(),
): Promise<void> {
  const a = tables.authAccounts;
  const [account] = await q.select({ createdAt: a.createdAt }).from(a).where(eq(a.id, userID));
  if (!account || now.getTime() - account.createdAt.getTime() >= throttles.newAccountDays * DAY) return;
  await q
    .select({ id: tables.users.userId })
    .from(tables.users)
    .where(eq(tables.users.userId, userID))
    .for('update');
  const limit = throttles[perHour[what]];
  if ((await writesSince(q, what, userID, new Date(now.getTime() - HOUR))) >= limit) {
    throw new AppError('TooManyRequests', throttleMessages[what](throttles.newAccountDays, limit));
  }
}
