/** The buying-requests benchmark's markdown report (run.ts gathers the figures). */
import { describeMachine, type BenchMachine } from '../machine.ts';
import type { HttpRunOptions } from '../options.ts';
import type { Summary } from '../stats.ts';

export interface RfqResults {
  command: string;
  machine: BenchMachine & { database: string };
  options: HttpRunOptions;
  data: {
    requests: number;
    quotes: number;
    businesses: number;
    /** Open requests taking quotes on the board. */
    onBoard: number;
    size: string;
    /** Null when an earlier run's data was reused. */
    loadSeconds: number | null;
  };
  /** The words searched, by class. */
  searches: { common: string[]; rare: string[]; pair: string[]; prefix: string[] };
  /** Medians of the rounds, by scenario name. */
  http: Record<string, Summary>;
  /** Scenario names in the order measured: the board's, then the comparison (last). */
  scenarios: string[];
  /** Statements a comparison read costs, from the database's transaction counter. */
  statements: { perRead: number; reads: number; idle: number };
  /** EXPLAIN (ANALYZE, BUFFERS) of the board's first statement for two words. */
  plan: string;
  checks: string[];
}

/** Decision 0023: the board and its search, p95 at 2 connections. */
export const boardP95TargetMs = 50;
/** The buyer's comparison: statements a read may cost. */
export const comparisonStatementsTarget = 3;

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
const n = (v: number) => v.toLocaleString('en');

/** The worst p95 of the board's scenarios (every one but the comparison). */
export function worstBoardP95(r: RfqResults): { name: string; p95: number } | null {
  let worst: { name: string; p95: number } | null = null;
  for (const name of r.scenarios.slice(0, -1)) {
    const p95 = r.http[name]?.p95;
    if (p95 !== undefined && (!worst || p95 > worst.p95)) worst = { name, p95 };
  }
  return worst;
}

export function renderRfqReport(r: RfqResults): string {
  const worst = worstBoardP95(r);
  const comparison = r.scenarios.at(-1)!;
  const rows = r.scenarios.map((name) => {
    const s = r.http[name];
    return s
      ? `| ${name} | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.failures} |`
      : `| ${name} | – | – | – | – | – |`;
  });
  const statements = r.statements.perRead;
  return [
    `## Buying requests: the board, its search and the comparison`,
    '',
    `\`${r.command}\` on ${describeMachine(r.machine)}, ${r.machine.database}.`,
    `${r.options.rounds} rounds of ${r.options.duration} s per scenario at ${r.options.connections} connections ` +
      `(the API's pool ${r.options.pool}); medians of the rounds. The board is read as a visitor.`,
    '',
    `Data: ${n(r.data.requests)} requests (${n(r.data.onBoard)} on the board), ${n(r.data.quotes)} quotes, ` +
      `${n(r.data.businesses)} businesses (${r.data.size}` +
      `${r.data.loadSeconds === null ? ', reused' : `, loaded in ${r.data.loadSeconds} s`}).`,
    `Searched: common ${r.searches.common.join(', ')}; rare ${r.searches.rare.join(', ')}; ` +
      `two words ${r.searches.pair.map((p) => `"${p}"`).join(', ')}; prefix ${r.searches.prefix.join(', ')}.`,
    '',
    '| scenario (through the API) | req/s | p50 | p95 | p99 | failures |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
    '',
    '| target | figure | |',
    '| --- | --- | --- |',
    `| board and search p95 ≤ ${boardP95TargetMs} ms at ${r.options.connections} connections | ` +
      `${worst ? `${ms(worst.p95)} (${worst.name}, the worst)` : '–'} | ` +
      `${worst ? (worst.p95 <= boardP95TargetMs ? 'met' : 'missed') : 'not measured'} |`,
    `| comparison ≤ ${comparisonStatementsTarget} statements | ${statements.toFixed(2)} a read ` +
      `(${n(r.statements.reads)} reads; tested in buying-requests.routes.test.ts) | ` +
      `${statements <= comparisonStatementsTarget ? 'met' : 'missed'} |`,
    `| comparison p95 | ${ms(r.http[comparison]?.p95)} | reported |`,
    '',
    `The board's first statement for "${r.searches.pair[0] ?? ''}" (the 2,000 newest requests), EXPLAIN (ANALYZE, BUFFERS):`,
    '',
    '```',
    r.plan,
    '```',
    ...(r.checks.length ? ['', `Checked: ${r.checks.join('; ')}.`] : []),
  ].join('\n');
}
