/** The benchmark's markdown report: the figures, the targets met or missed, the plans. */
import type { HttpRequest } from './http.ts';
import type { LoadCounts } from './bulk-load.ts';
import type { BenchOptions } from './options.ts';
import type { SearchBody, SearchEndpoint, SearchGroup, SearchWords } from './queries.ts';
import { geometricMean, type Summary } from './stats.ts';

export interface Scenario {
  name: string;
  kind: 'search' | 'read' | 'constant';
  endpoint?: SearchEndpoint;
  group?: SearchGroup;
  requests: HttpRequest[];
}

export interface BenchResults {
  options: BenchOptions;
  command: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    node: string;
    database: string;
    /** Which cores each party ran on (bench/cores.ts); absent in reports older than the option. */
    layout?: string;
    /** The layout applied: the API over the SQL is judged only when the database had its own cores. */
    layoutKind?: 'shared' | 'split';
  };
  load: { reused: boolean; seconds: number; analyzeSeconds: number; counts: LoadCounts | null };
  data: { businesses: number; products: number; users: number; size: string };
  words: Record<SearchEndpoint, SearchWords>;
  topCountries: string[];
  totals: Record<string, number | null>;
  http: Record<string, Summary>;
  sql: Record<string, Summary>;
  sqlNoCount: Record<string, Summary>;
  sqlAvailable: boolean;
  countSwitch: boolean;
  explains: { endpoint: SearchEndpoint; group: string; body: SearchBody; plan: string }[];
  /** The common and rare searches one at a time on one connection (median ms, with and without the count). */
  alone: { endpoint: SearchEndpoint; group: SearchGroup; textQuery: string; ms: number; msNoCount: number }[];
  scenarios: Omit<Scenario, 'requests'>[];
  /** Measurements skipped because their first request failed (e.g. a route not built yet). */
  unavailable: Record<string, string>;
  constantName: string;
}

const ms = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1);
const int = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : Math.round(v).toLocaleString('en');
const pct = (v: number) => (Number.isFinite(v) ? `${Math.round(v * 100)}%` : '–');
const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : '**missed**');

export function renderReport(r: BenchResults): string {
  const ceiling = r.http[r.constantName];
  const lines: string[] = [];
  lines.push(`### ${r.machine.database}, ${r.data.businesses.toLocaleString('en')} businesses`);
  lines.push('');
  lines.push(`- Command: \`${r.command}\``);
  lines.push(
    `- Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB; Node ${r.machine.node}; ${r.machine.database}`,
  );
  lines.push(
    `- Data: ${r.data.businesses.toLocaleString('en')} businesses, ${r.data.products.toLocaleString('en')} products, ` +
      `${r.data.users.toLocaleString('en')} users (${r.data.size}), seed \`${r.options.seed}\``,
  );
  lines.push(
    r.load.reused
      ? '- Load: reused from an earlier run'
      : `- Load: ${r.load.seconds} s (generate + insert + search triggers + index builds), VACUUM ANALYZE ${r.load.analyzeSeconds} s`,
  );
  lines.push(
    `- Runs: ${r.options.rounds} rounds × ${r.options.duration} s per row at ${r.options.connections} connections; medians of the rounds`,
    `- Connections to PostgreSQL: ${r.options.pool} (the API's pool; the SQL run directly shares as many among its ${r.options.connections} clients)`,
    ...(r.machine.layout ? [`- Cores: ${r.machine.layout}`] : []),
  );
  lines.push('');
  lines.push(
    '| measurement | p50 ms | p95 ms | p99 ms | req/s | of ceiling | SQL p50 | SQL p95 | API/SQL p95 | matches | failed |',
  );
  lines.push('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  const row = (name: string, s: Summary | undefined, sqlKey?: string) => {
    const sql = sqlKey ? r.sql[sqlKey] : undefined;
    const share = ceiling && s ? s.rps / ceiling.rps : NaN;
    const total = r.totals[name];
    lines.push(
      `| ${name} | ${ms(s?.p50)} | ${ms(s?.p95)} | ${ms(s?.p99)} | ${int(s?.rps)} | ${pct(share)} | ${ms(sql?.p50)} | ${ms(sql?.p95)} | ${
        sql && s ? (s.p95 / sql.p95).toFixed(2) : '–'
      } | ${total === null || total === undefined ? '' : int(total)} | ${s ? s.failures : '–'} |`,
    );
  };
  for (const s of r.scenarios)
    row(s.name, r.http[s.name], s.kind === 'search' ? `${s.endpoint}:${s.group}` : undefined);
  row(r.constantName, ceiling);
  lines.push('');
  const skipped = Object.entries(r.unavailable);
  if (skipped.length) {
    lines.push('Not measured (the first request failed):');
    lines.push('');
    for (const [name, why] of skipped) lines.push(`- ${name}: ${why}`);
    lines.push('');
  }
  const failed = Object.values(r.http).some((m) => m.failures > 0);
  if (skipped.length || failed) {
    lines.push(
      `The API server's own output (a crash, a database abort) is in \`server.log\` beside this report.`,
    );
    lines.push('');
  }

  // Targets (issue #6, ARCHITECTURE.md "Benchmarks").
  const searches = r.scenarios.filter((s) => s.kind === 'search');
  const worst = searches
    .map((s) => ({ name: s.name, p95: r.http[s.name]?.p95 ?? NaN }))
    .sort((a, b) => b.p95 - a.p95)[0];
  lines.push('| target | measured | verdict |');
  lines.push('| --- | --- | --- |');
  if (worst) {
    lines.push(
      `| p95 of every search ≤ 20 ms at ${r.options.connections} connections | worst: ${worst.name} ${ms(worst.p95)} ms | ${verdict(worst.p95 <= 20)} |`,
    );
  }
  for (const endpoint of ['business', 'product', 'user'] as const) {
    const common = r.http[`${endpoint} search: common`];
    const rare = r.http[`${endpoint} search: rare`];
    if (!common || !rare) continue;
    const ratio = common.p95 / rare.p95;
    lines.push(
      `| ${endpoint}: p95 common ≤ 1.5 × p95 rare | ${ms(common.p95)} / ${ms(rare.p95)} ms = ${ratio.toFixed(2)} | ${verdict(ratio <= 1.5)} |`,
    );
  }
  if (r.sqlAvailable && r.countSwitch) {
    for (const endpoint of ['business', 'product', 'user'] as const) {
      const withCount = r.sql[`${endpoint}:common`];
      const without = r.sqlNoCount[`${endpoint}:common`];
      if (!withCount || !without) continue;
      const extra = withCount.p95 / without.p95 - 1;
      lines.push(
        `| ${endpoint}: counting total_results adds ≤ 10% (SQL p95, common words) | ${ms(withCount.p95)} vs ${ms(without.p95)} ms: ${pct(extra)} | ${verdict(extra <= 0.1)} |`,
      );
    }
  } else {
    lines.push(
      '| counting total_results adds ≤ 10% | the search module has no switch to leave the count out | not measured |',
    );
  }
  if (r.sqlAvailable) {
    // API over SQL, search by search, at one latency figure.
    const ratiosAt = (field: 'p50' | 'mean' | 'p95') =>
      searches
        .map((s) => {
          const api = r.http[s.name];
          const sql = r.sql[`${s.endpoint}:${s.group}`];
          return api && sql ? { name: s.name, ratio: api[field] / sql[field] } : null;
        })
        .filter((x): x is { name: string; ratio: number } => x !== null)
        .sort((a, b) => b.ratio - a.ratio);
    const ratios = ratiosAt('p95');
    const top = ratios[0];
    if (top) {
      const median = ratios[ratios.length >> 1]!;
      const together = (field: 'p50' | 'mean' | 'p95') => geometricMean(ratiosAt(field).map((x) => x.ratio));
      // The target's reading (docs/benchmarks.md, "How the targets are read"): the searches
      // together at the mean latency, which at a fixed concurrency is the inverse of the
      // throughput, what a search costs; with the database on cores of its own, as on a host of
      // its own. p95's ratio, of two runs' tails, moves between runs by more than code changes
      // move it; it is given beside.
      const judged = r.machine.layoutKind === 'split';
      const mean = together('mean');
      lines.push(
        `| the API adds ≤ 10% over the same SQL (mean latency, the ${ratios.length} searches together, geometric mean) | ${pct(mean - 1)} (at p50 ${pct(together('p50') - 1)}, at p95 ${pct(together('p95') - 1)}) | ${judged ? verdict(mean <= 1.1) : 'judged with `--cores=split`'} |`,
        `| the API over the same SQL at p95, every search (for reference) | median ${pct(median.ratio - 1)}, worst ${top.name} ${pct(top.ratio - 1)} | – |`,
      );
    }
  } else {
    lines.push(
      '| the API adds ≤ 10% over the same SQL | the search module exposes no SQL yet | not measured |',
    );
  }
  for (const name of ['business profile read', 'product read']) {
    const s = r.http[name];
    if (!s || !ceiling) continue;
    const share = s.rps / ceiling.rps;
    lines.push(
      `| ${name} ≥ 30% of the constant-JSON req/s | ${int(s.rps)} / ${int(ceiling.rps)} = ${pct(share)} | ${verdict(share >= 0.3)} |`,
    );
  }
  lines.push(...cpuTable(r));
  lines.push('');
  lines.push('Query words (from the generator, by frequency in the data):');
  lines.push('');
  for (const endpoint of ['business', 'product', 'user'] as const) {
    const w = r.words[endpoint];
    const list = (xs: string[]) => xs.map((x) => `\`${x}\``).join(', ');
    const pairs = (xs: string[] | undefined) => (xs?.length ? ` and ${list(xs)}` : '');
    lines.push(
      `- ${endpoint}: common ${list(w.common)}${pairs(w.commonPairs)}; rare ${list(w.rare)}${pairs(w.rarePairs)}; typo ${list(w.typo)}`,
    );
  }
  lines.push(
    `- filtered: the common words with a country (${r.topCountries.join(', ')}) and, for businesses, a business type; deep: the common words at skip 200`,
  );
  if (r.alone.length) {
    lines.push('');
    lines.push(
      'Each common and rare search alone on one connection, before the load (median of 15 runs, ms), with the count and without:',
    );
    lines.push('');
    lines.push('| search | group | text | ms | ms without count |');
    lines.push('| --- | --- | --- | --: | --: |');
    for (const a of r.alone)
      lines.push(`| ${a.endpoint} | ${a.group} | ${a.textQuery} | ${ms(a.ms)} | ${ms(a.msNoCount)} |`);
  }
  if (r.explains.length) {
    lines.push('');
    lines.push('EXPLAIN (ANALYZE, BUFFERS) of the first query of each group:');
    for (const e of r.explains) {
      lines.push('');
      lines.push(`${e.endpoint} search, ${e.group}: \`${JSON.stringify(e.body)}\``);
      lines.push('');
      lines.push('```');
      lines.push(e.plan);
      lines.push('```');
    }
  }
  return `${lines.join('\n')}\n`;
}

const us = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : Math.round(v).toLocaleString('en');

/**
 * What a request cost each party in CPU (bench/cpu.ts), for the searches through the API and run
 * directly, and the share of the cores left idle: the load generator and the API's process take
 * cores the database would otherwise have, which bounds how near the API can come to the SQL.
 */
function cpuTable(r: BenchResults): string[] {
  const rows = r.scenarios
    .map((s) => ({
      s,
      api: r.http[s.name]?.cpu,
      sql: s.kind === 'search' ? r.sql[`${s.endpoint}:${s.group}`]?.cpu : undefined,
    }))
    .filter((x) => x.api !== undefined);
  const constant = r.http[r.constantName]?.cpu;
  if (rows.length === 0) return [];
  const lines = [
    '',
    "CPU per request, µs (from /proc: the API server's process, this process as load generator or SQL client, every PostgreSQL process) and the cores left idle:",
    '',
    '| measurement | API process | load generator | database | idle | SQL client | database (SQL) | idle (SQL) | API/SQL CPU |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const { s, api, sql } of rows) {
    const apiTotal = api ? api.apiUs + api.clientUs + api.databaseUs : NaN;
    const sqlTotal = sql ? sql.clientUs + sql.databaseUs : NaN;
    lines.push(
      `| ${s.name} | ${us(api?.apiUs)} | ${us(api?.clientUs)} | ${us(api?.databaseUs)} | ${pct(api?.idleShare ?? NaN)} | ${us(sql?.clientUs)} | ${us(sql?.databaseUs)} | ${pct(sql?.idleShare ?? NaN)} | ${sql ? (apiTotal / sqlTotal).toFixed(2) : '–'} |`,
    );
  }
  if (constant)
    lines.push(
      `| ${r.constantName} | ${us(constant.apiUs)} | ${us(constant.clientUs)} | ${us(constant.databaseUs)} | ${pct(constant.idleShare)} | – | – | – | – |`,
    );
  return lines;
}
