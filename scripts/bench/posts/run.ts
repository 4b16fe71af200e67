/**
 * `npm run bench -- --posts`: the newsfeed, timelines and comment pages on 1M posts and 100k users
 * (load.ts), through the API with autocannon as the viewer who follows 300 businesses, in
 * interleaved rounds; beside it the newsfeed's statement run directly on the database
 * (the repository's own query, so the API's share shows). Its own database, `<database-name>_posts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { postLimits } from '@wbn/contracts';
import { encodeCursor } from '../../../apps/api/src/modules/posts/posts.cursor.ts';
import { postsRepository } from '../../../apps/api/src/modules/posts/posts.repository.ts';
import { benchAuthUrl, startServer, stopServer } from '../api-server.ts';
import { loadUnlessReused, openBenchDatabase, releaseBenchDatabase } from '../database.ts';
import { expectScenariosAnswer, measureRounds, probe, type HttpRequest } from '../http.ts';
import { benchMachine, databaseLabel } from '../machine.ts';
import { httpRunOptions, type BenchOptions } from '../options.ts';
import { writeReport } from '../report-files.ts';
import { medians } from '../rounds.ts';
import { summarise, type Summary } from '../stats.ts';
import { benchAuthKeys, signBenchToken } from '../tokens.ts';
import { describePostsData, feedPositions, loadPostsData, postsSizes, type PostsLoad } from './load.ts';
import { renderPostsReport, type PostsResults } from './report.ts';

/** The depth the issue names, and how many cursors about it the connections go round. */
const feedDepth = 10_000;
const deepCursors = 8;

export async function runPostsBench(base: BenchOptions, command: string): Promise<void> {
  const options = { ...base, databaseName: `${base.databaseName}_posts` };
  const log = (line: string) => console.info(line);
  mkdirSync(options.out, { recursive: true });
  const sizes = postsSizes(options.size);
  log(
    `Posts benchmark on ${options.db}: ${sizes.posts.toLocaleString('en')} posts, ` +
      `${sizes.users.toLocaleString('en')} users, ${sizes.businesses.toLocaleString('en')} businesses; ` +
      `${options.rounds} rounds of ${options.duration} s at ${options.connections} connections.`,
  );

  const db = await openBenchDatabase(options);
  const sql = db.runners[0]!;
  const loadSeconds = await loadUnlessReused(db, options, log, () =>
    loadPostsData(db.runners, { seed: options.seed, factor: options.size, log }),
  );
  const facts = await describePostsData(sql);
  const depth = Math.min(feedDepth, Math.max(postLimits.newsfeedPageSize, facts.feedPosts - 20));
  const positions = await feedPositions(sql, facts.viewer.userId, depth, deepCursors);
  const { rows: dbRows } = await sql.query(
    `SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM comments)::int AS comments,
            (SELECT count(*) FROM reactions)::int AS likes, (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM follows WHERE user_id = $1)::int AS follows,
            version() AS version, pg_size_pretty(pg_database_size(current_database())) AS size`,
    [facts.viewer.userId],
  );
  const counts = dbRows[0]!;
  log(
    `Database: ${String(counts.posts)} posts, ${String(counts.comments)} comments, ${String(counts.likes)} likes; ` +
      `the viewer follows ${String(counts.follows)} businesses, ${facts.feedPosts} posts in their newsfeed.`,
  );

  const keys = benchAuthKeys();
  const token = await signBenchToken(
    sql,
    { keys, issuer: benchAuthUrl },
    { id: facts.viewer.userId, ...facts.viewer },
  );
  const auth = { 'wbn-auth': token };
  const commentsDeep = Math.max(0, Math.min(10_000, facts.thread.comments) - 5);
  const timelineDeep = Math.max(0, Math.min(postLimits.timelineSkipMax, facts.busiestBusiness.posts - 10));
  const scenarios: { name: string; requests: HttpRequest[] }[] = [
    {
      name: 'newsfeed, first page',
      requests: [{ method: 'GET', path: '/api/newsfeed/load', headers: auth }],
    },
    {
      name: `newsfeed, ${depth.toLocaleString('en')} posts deep`,
      requests: positions.map((p) => ({
        method: 'GET' as const,
        path: `/api/newsfeed/load?nextID=${encodeCursor(p)}`,
        headers: auth,
      })),
    },
    {
      name: 'timeline, first page',
      requests: [
        { method: 'GET', path: `/api/timeline/load/${facts.busiestBusiness.businessId}?skip=0&size=10` },
      ],
    },
    {
      name: `timeline, ${timelineDeep.toLocaleString('en')} deep`,
      requests: [
        {
          method: 'GET',
          path: `/api/timeline/load/${facts.busiestBusiness.businessId}?skip=${timelineDeep}&size=10`,
        },
      ],
    },
    {
      name: 'comments, first page',
      requests: [
        { method: 'GET', path: `/api/social/comments/${facts.thread.postId}?skip=0&size=5`, headers: auth },
      ],
    },
    {
      name: `comments, ${commentsDeep.toLocaleString('en')} deep`,
      requests: [
        {
          method: 'GET',
          path: `/api/social/comments/${facts.thread.postId}?skip=${commentsDeep}&size=5`,
          headers: auth,
        },
      ],
    },
  ];

  const server = await startServer(db.serverTarget, options, { publicKeyPem: keys.publicKeyPem });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const checks: string[] = [];
  try {
    const timed = scenarios.map((s) => ({ ...s, url: baseUrl, pid: server.child.pid }));
    // Every scenario answers 200 before it is timed, and the deep page starts where SQL says.
    await expectScenariosAnswer(timed);
    checks.push(...(await checkDeepPage(baseUrl, auth, sql, facts.viewer.userId, depth, positions[0]!)));

    const http = await measureRounds(timed, { ...options, warmDuration: 1, log });
    const sqlAlone = {
      first: await timeNewsfeedSql(db.direct, facts.viewer.userId, null),
      deep: await timeNewsfeedSql(db.direct, facts.viewer.userId, positions[0]!),
    };

    const results: PostsResults = {
      command,
      machine: { ...benchMachine(), database: databaseLabel(options.db, counts.version) },
      options: httpRunOptions(options),
      data: {
        posts: Number(counts.posts),
        comments: Number(counts.comments),
        likes: Number(counts.likes),
        users: Number(counts.users),
        follows: Number(counts.follows),
        size: String(counts.size),
        loadSeconds,
      },
      facts: { ...facts, depth } satisfies Omit<PostsLoad, 'sizes' | 'seconds'> & { depth: number },
      http: medians(http),
      scenarios: scenarios.map((s) => s.name),
      sqlAlone,
      checks,
    };
    const file = join(options.out, `bench-posts-${options.db}-${options.size}`);
    writeReport(file, renderPostsReport(results), results);
    log(`Written to ${file}.md and .json`);
  } finally {
    await stopServer(server.child);
    await releaseBenchDatabase(db, options);
  }
}

/** The API's deep page starts with the post after the cursor's, as SQL orders the feed. */
async function checkDeepPage(
  baseUrl: string,
  headers: Record<string, string>,
  sql: Parameters<typeof feedPositions>[0],
  viewer: string,
  depth: number,
  cursor: { createdAt: string; postId: string },
): Promise<string[]> {
  const [expected] = await feedPositions(sql, viewer, depth + 1, 1);
  const { json } = await probe(baseUrl, {
    method: 'GET',
    path: `/api/newsfeed/load?nextID=${encodeCursor(cursor)}`,
    headers,
  });
  const first = (json as { data?: { posts?: { postID: string }[] } }).data?.posts?.[0]?.postID;
  if (!expected || first !== expected.postId)
    throw new Error(`the page ${depth} posts deep starts at ${first}, SQL says ${expected?.postId}`);
  return [`the page after post ${depth.toLocaleString('en')} starts with the post SQL puts next`];
}

/** The repository's newsfeed statement alone, one at a time: 200 runs after 20 to warm up. */
async function timeNewsfeedSql(
  direct: Parameters<typeof postsRepository.newsfeed>[0],
  viewer: string,
  cursor: { createdAt: string; postId: string } | null,
): Promise<Summary> {
  const size = postLimits.newsfeedPageSize;
  for (let i = 0; i < 20; i++) await postsRepository.newsfeed(direct, viewer, cursor, size);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await postsRepository.newsfeed(direct, viewer, cursor, size);
    times.push(performance.now() - t);
  }
  return summarise(times, (performance.now() - started) / 1000, 0);
}
