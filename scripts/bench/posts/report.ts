/** The posts benchmark's markdown report (run.ts gathers the figures). */
import { describeMachine, type BenchMachine } from '../machine.ts';
import type { HttpRunOptions } from '../options.ts';
import type { Summary } from '../stats.ts';
import type { PostsLoad } from './load.ts';

export interface PostsResults {
  command: string;
  machine: BenchMachine & { database: string };
  options: HttpRunOptions;
  data: {
    posts: number;
    comments: number;
    likes: number;
    users: number;
    follows: number;
    size: string;
    /** Null when an earlier run's data was reused. */
    loadSeconds: number | null;
  };
  facts: Omit<PostsLoad, 'sizes' | 'seconds'> & { depth: number };
  /** Medians of the rounds, by scenario name. */
  http: Record<string, Summary>;
  /** Scenario names in the order measured: first feed page, deep feed page, timeline ×2, comments ×2. */
  scenarios: string[];
  /** The newsfeed statement run directly, one at a time. */
  sqlAlone: { first: Summary; deep: Summary };
  checks: string[];
}

/** The deep newsfeed page may cost at most this much more than the first (p95). */
export const deepPageRatioTarget = 1.2;

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
const n = (v: number) => v.toLocaleString('en');

export function deepPageRatio(r: PostsResults): number {
  const [first, deep] = r.scenarios;
  const a = r.http[first!]?.p95;
  const b = r.http[deep!]?.p95;
  return a && b ? b / a : NaN;
}

export function renderPostsReport(r: PostsResults): string {
  const [firstName, , , , commentsFirst] = r.scenarios;
  const ratio = deepPageRatio(r);
  const sqlRatio = r.sqlAlone.deep.p50 / r.sqlAlone.first.p50;
  const verdict = Number.isNaN(ratio) ? 'not measured' : ratio <= deepPageRatioTarget ? 'met' : 'missed';
  const rows = r.scenarios.map((name) => {
    const s = r.http[name];
    return s
      ? `| ${name} | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.failures} |`
      : `| ${name} | – | – | – | – | – |`;
  });
  return [
    `## Posts: newsfeed, timelines and comments`,
    '',
    `\`${r.command}\` on ${describeMachine(r.machine)}, ${r.machine.database}.`,
    `${r.options.rounds} rounds of ${r.options.duration} s per scenario at ${r.options.connections} connections ` +
      `(the API's pool ${r.options.pool}); medians of the rounds.`,
    '',
    `Data: ${n(r.data.posts)} posts, ${n(r.data.comments)} comments, ${n(r.data.likes)} likes, ${n(r.data.users)} users ` +
      `(${r.data.size}${r.data.loadSeconds === null ? ', reused' : `, loaded in ${r.data.loadSeconds} s`}). ` +
      `The viewer follows ${n(r.data.follows)} businesses: ${n(r.facts.feedPosts)} posts in their newsfeed. ` +
      `The long thread: ${n(r.facts.thread.comments)} comments on the newest post of a followed business (on the first newsfeed page). ` +
      `The busiest timeline: ${n(r.facts.busiestBusiness.posts)} posts.`,
    '',
    '| scenario (through the API) | req/s | p50 | p95 | p99 | failures |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    '| target | figure | |',
    '| --- | --- | --- |',
    `| newsfeed first page p95 | ${ms(r.http[firstName!]?.p95)} | reported |`,
    `| page ${n(r.facts.depth)} posts deep ÷ first page (p95) ≤ ${deepPageRatioTarget} | ${ratio.toFixed(2)} | ${verdict} |`,
    `| comment page p95, post with ${n(r.facts.thread.comments)} comments | ${ms(r.http[commentsFirst!]?.p95)} (first page) | reported |`,
    `| SQL statements per newsfeed, timeline and comment page ≤ 3 | counted in posts.routes.test.ts and comments.routes.test.ts | tested |`,
    '',
    `The newsfeed statement alone (one at a time, 200 runs): first page p50 ${ms(r.sqlAlone.first.p50)}, ` +
      `p95 ${ms(r.sqlAlone.first.p95)}; ${n(r.facts.depth)} deep p50 ${ms(r.sqlAlone.deep.p50)}, ` +
      `p95 ${ms(r.sqlAlone.deep.p95)} (deep ÷ first ${sqlRatio.toFixed(2)}).`,
    ...(r.checks.length ? ['', `Checked: ${r.checks.join('; ')}.`] : []),
  ].join('\n');
}
