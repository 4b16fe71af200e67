/**
 * The posts benchmark's data (issue "Measure": 1M posts, 100k users, a user who follows 300
 * businesses, a post with 10,000 comments), at `factor` of the full size:
 *
 * - users and businesses from the demo generator's streams (bulk-load.ts, no products);
 * - posts made in SQL from generate_series: business posts skewed to the most active businesses
 *   (rank = n × random()³: the top fifth of businesses make about 58% of them), people's posts
 *   spread evenly, dated over the last year; their text is the demo newsfeed's own;
 * - likes on posts, comments spread over posts, and one thread of 10,000 comments (with replies
 *   to its first comments) on the newest post of a business the viewer follows, so the
 *   viewer's first newsfeed page counts it;
 * - the viewer: the longest-registered user, following 300 businesses drawn from the most active
 *   fifth (a small run follows a fifth of its businesses).
 *
 * `setseed` runs in the same simple-protocol statement list as the inserts that draw from
 * random(), so the data is the same at every run of one seed and size.
 */
import { planDemoDirectory } from '@wbn/db/demo';
import type { SqlRunner } from '../sql-runner.ts';
import { createBenchTexts, loadUsersAndBusinesses, secondsSince, seedValue } from '../sql-load.ts';
import type { SqlLoadOptions } from '../sql-load.ts';

export interface PostsSizes {
  users: number;
  businesses: number;
  posts: number;
  /** Share of the posts made by businesses (the rest by people). */
  businessShare: number;
  likes: number;
  /** Comments spread over all posts. */
  comments: number;
  /** The one long thread. */
  threadComments: number;
  follows: number;
}

export function postsSizes(factor: number): PostsSizes {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  const businesses = at(20_000, 100);
  return {
    users: at(100_000, 200),
    businesses,
    posts: at(1_000_000, 2_000),
    businessShare: 0.7,
    likes: at(1_000_000, 2_000),
    comments: at(500_000, 1_000),
    threadComments: 10_000,
    // Drawn from the most active fifth; a small run follows what there is.
    follows: Math.min(300, Math.floor(businesses / 5)),
  };
}

/** What the load made, for the report. */
export interface PostsLoad {
  sizes: PostsSizes;
  seconds: number;
  /** The viewer: a user id and the businesses they follow. */
  viewer: { userId: string; email: string; firstName: string; lastName: string };
  /** Posts in the viewer's newsfeed. */
  feedPosts: number;
  /** The post with the long thread, and its comments (top level). */
  thread: { postId: string; comments: number };
  /** The most active business: its timeline is measured too. */
  busiestBusiness: { businessId: string; posts: number };
}

export async function loadPostsData(
  runners: SqlRunner[],
  options: SqlLoadOptions,
): Promise<Omit<PostsLoad, 'viewer' | 'feedPosts' | 'thread' | 'busiestBusiness'>> {
  const sizes = postsSizes(options.factor);
  const started = performance.now();
  const sql = runners[0]!;
  await loadUsersAndBusinesses(runners, options, sizes);

  // The demo newsfeed's sentences, numbered, for the posts and comments made below.
  const demo = planDemoDirectory({ seed: options.seed }).social;
  await createBenchTexts(sql, [
    ...demo.posts.map((p, i) => ['post', i + 1, p.content]),
    ...demo.comments.map((c, i) => ['comment', i + 1, c.content]),
  ]);
  const postTexts = demo.posts.length;
  const commentTexts = demo.comments.length;

  const businessPosts = Math.round(sizes.posts * sizes.businessShare);
  const userPosts = sizes.posts - businessPosts;
  options.log(`  posts ${sizes.posts.toLocaleString('en')}…`);
  await sql.query(`
    SELECT setseed(${seedValue(options.seed)});
    CREATE TABLE bench_businesses AS
      SELECT row_number() OVER (ORDER BY b.business_id)::int AS n, b.business_id, m.user_id AS owner
        FROM businesses b JOIN business_members m ON m.business_id = b.business_id AND m.role = 'owner';
    CREATE UNIQUE INDEX ON bench_businesses (n);
    CREATE TABLE bench_users AS
      SELECT row_number() OVER (ORDER BY created_at, user_id)::int AS n, user_id FROM users;
    CREATE UNIQUE INDEX ON bench_users (n);
    INSERT INTO posts (author_user_id, business_id, timeline_type, timeline_id, content, created_at)
      SELECT b.owner, b.business_id, 'business', b.business_id, t.content, g.at
        FROM (SELECT i, 1 + floor(power(random(), 3) * ${sizes.businesses})::int AS n,
                     now() - random() * interval '365 days' AS at
                FROM generate_series(1, ${businessPosts}) i) g
        JOIN bench_businesses b ON b.n = g.n
        JOIN bench_texts t ON t.kind = 'post' AND t.n = 1 + g.i % ${postTexts};
    INSERT INTO posts (author_user_id, timeline_type, timeline_id, content, created_at)
      SELECT u.user_id, 'user', u.user_id, t.content, g.at
        FROM (SELECT i, 1 + floor(random() * ${sizes.users})::int AS n,
                     now() - random() * interval '365 days' AS at
                FROM generate_series(1, ${userPosts}) i) g
        JOIN bench_users u ON u.n = g.n
        JOIN bench_texts t ON t.kind = 'post' AND t.n = 1 + g.i % ${postTexts};
    CREATE TABLE bench_posts AS
      SELECT row_number() OVER (ORDER BY post_id)::int AS n, post_id, created_at FROM posts;
    CREATE UNIQUE INDEX ON bench_posts (n);
  `);

  options.log(`  likes and comments…`);
  const viewerFollows = sizes.follows;
  await sql.query(`
    SELECT setseed(${seedValue(`${options.seed} social`)});
    INSERT INTO reactions (resource_id, resource_type, user_id, created_at)
      SELECT p.post_id, 'post', u.user_id, p.created_at + random() * interval '2 days'
        FROM (SELECT 1 + floor(random() * ${sizes.posts})::int AS p,
                     1 + floor(random() * ${sizes.users})::int AS u
                FROM generate_series(1, ${sizes.likes})) g
        JOIN bench_posts p ON p.n = g.p JOIN bench_users u ON u.n = g.u
      ON CONFLICT DO NOTHING;
    INSERT INTO comments (resource_type, resource_id, author_user_id, content, created_at)
      SELECT 'post', p.post_id, u.user_id, t.content, p.created_at + random() * interval '3 days'
        FROM (SELECT i, 1 + floor(power(random(), 2) * ${sizes.posts})::int AS p,
                     1 + floor(random() * ${sizes.users})::int AS u
                FROM generate_series(1, ${sizes.comments}) i) g
        JOIN bench_posts p ON p.n = g.p JOIN bench_users u ON u.n = g.u
        JOIN bench_texts t ON t.kind = 'comment' AND t.n = 1 + g.i % ${commentTexts};
    -- The viewer follows businesses of the most active fifth.
    INSERT INTO follows (followed_business_id, user_id, created_at)
      SELECT b.business_id, (SELECT user_id FROM bench_users WHERE n = 1), now() - interval '400 days'
        FROM bench_businesses b
       WHERE b.n <= ${Math.max(viewerFollows, Math.floor(sizes.businesses / 5))}
         AND b.owner <> (SELECT user_id FROM bench_users WHERE n = 1)
       ORDER BY random() LIMIT ${viewerFollows}
      ON CONFLICT DO NOTHING;
  `);

  // The long thread: on the newest post of a business the viewer follows.
  await sql.query(`
    SELECT setseed(${seedValue(`${options.seed} thread`)});
    CREATE TABLE bench_thread AS
      SELECT p.post_id, p.created_at FROM posts p
        JOIN follows f ON f.followed_business_id = p.timeline_id AND p.timeline_type = 'business'
        JOIN bench_users v ON v.n = 1 AND f.user_id = v.user_id
       ORDER BY p.created_at DESC LIMIT 1;
    INSERT INTO comments (resource_type, resource_id, author_user_id, content, created_at)
      SELECT 'post', th.post_id, u.user_id, t.content,
             least(now(), th.created_at + (g.i * interval '1 second'))
        FROM bench_thread th,
             (SELECT i, 1 + floor(random() * ${sizes.users})::int AS u
                FROM generate_series(1, ${sizes.threadComments}) i) g
        JOIN bench_users u ON u.n = g.u
        JOIN bench_texts t ON t.kind = 'comment' AND t.n = 1 + g.i % ${commentTexts};
    INSERT INTO comments (resource_type, resource_id, author_user_id, content, created_at)
      SELECT 'comment', c.comment_id, u.user_id, t.content, c.created_at + interval '1 minute' * r
        FROM (SELECT comment_id, created_at FROM comments
               WHERE resource_id = (SELECT post_id FROM bench_thread)
               ORDER BY created_at, comment_id LIMIT 50) c,
             generate_series(1, 3) r
        JOIN bench_users u ON u.n = 1 + r * 7
        JOIN bench_texts t ON t.kind = 'comment' AND t.n = 1 + r;
  `);
  options.log('  VACUUM ANALYZE…');
  await sql.query(
    'VACUUM ANALYZE auth_accounts, users, businesses, business_members, posts, comments, reactions, follows',
  );
  return { sizes, seconds: secondsSince(started) };
}

/** The viewer, their newsfeed's size, the long thread and the busiest timeline, as loaded. */
export async function describePostsData(
  sql: SqlRunner,
): Promise<Pick<PostsLoad, 'viewer' | 'feedPosts' | 'thread' | 'busiestBusiness'>> {
  const { rows } = await sql.query(`
    SELECT a.id, a.email, a.first_name, a.last_name,
      (SELECT count(*)::int FROM posts p
        WHERE p.deleted_at IS NULL AND (
              (p.timeline_type = 'user' AND p.timeline_id = a.id)
           OR (p.timeline_type = 'business' AND p.timeline_id IN (
                 SELECT followed_business_id FROM follows WHERE user_id = a.id AND business_id IS NULL
                 UNION SELECT business_id FROM business_members WHERE user_id = a.id)))) AS feed,
      (SELECT post_id FROM bench_thread) AS thread,
      (SELECT count(*)::int FROM comments WHERE resource_id = (SELECT post_id FROM bench_thread)) AS thread_comments,
      (SELECT business_id FROM bench_businesses WHERE n = 1) AS busiest,
      (SELECT count(*)::int FROM posts WHERE timeline_id = (SELECT business_id FROM bench_businesses WHERE n = 1)) AS busiest_posts
      FROM bench_users v JOIN auth_accounts a ON a.id = v.user_id WHERE v.n = 1`);
  const r = rows[0]!;
  return {
    viewer: {
      userId: String(r.id),
      email: String(r.email),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
    },
    feedPosts: Number(r.feed),
    thread: { postId: String(r.thread), comments: Number(r.thread_comments) },
    busiestBusiness: { businessId: String(r.busiest), posts: Number(r.busiest_posts) },
  };
}

/**
 * Newsfeed cursors `depth` posts deep (and the next few), as the API's `nextID` holds them: the
 * exact created_at and the id of the last post of the page before.
 */
export async function feedPositions(
  sql: SqlRunner,
  viewer: string,
  depth: number,
  count: number,
): Promise<{ createdAt: string; postId: string }[]> {
  const { rows } = await sql.query(
    `SELECT p.created_at::text AS created_at, p.post_id FROM posts p
      WHERE p.deleted_at IS NULL AND (
            (p.timeline_type = 'user' AND p.timeline_id = $1)
         OR (p.timeline_type = 'business' AND p.timeline_id IN (
               SELECT followed_business_id FROM follows WHERE user_id = $1 AND business_id IS NULL
               UNION SELECT business_id FROM business_members WHERE user_id = $1)))
      ORDER BY p.created_at DESC, p.post_id DESC OFFSET $2 LIMIT $3`,
    [viewer, depth - 1, count],
  );
  return rows.map((r) => ({ createdAt: String(r.created_at), postId: String(r.post_id) }));
}
