/**
 * Options of `npm run bench -- --mixed` (scripts/bench/mixed/run.ts). Parsed apart from the search
 * bench's options because two of them mean something else here: `--database-url` names the bench
 * database itself (dropped and created anew), and the data is made over HTTP, not bulk-loaded.
 */
import { numberFlag } from '../flags.ts';

/**
 * What a target starts: `embedded` with DATABASE_URL unset (the embedded PostgreSQL under its
 * DATA_DIR), `postgres` on the bench database of --database-url. The server says which it opened
 * (run.ts checks what it prints against the label).
 */
export const mixedTargets = ['embedded', 'postgres'] as const;
export type MixedTarget = (typeof mixedTargets)[number];

export interface MixedOptions {
  targets: MixedTarget[];
  /** Seconds of one measured run (after a short warm-up). */
  duration: number;
  rounds: number;
  connections: number;
  /** The PostgreSQL bench database, e.g. postgres://postgres@127.0.0.1:5432/wbn_bench_mixed. */
  databaseUrl: string;
  /** Where the markdown table and the raw figures go (the search bench's folder). */
  out: string;
  /** Attempts a round of one target may take when the server faults or fails to start. */
  attempts: number;
}

export const mixedUsage = `npm run bench -- --mixed [options]
  --targets=<list>        comma-separated: embedded, postgres (default both); the server must say
                          which database it opened
  --duration=<seconds>    one measured run per target and round (default 20)
  --rounds=<n>            interleaved rounds; medians are reported (default 3)
  --connections=<n>       concurrent connections, one signed-in owner each (default 8)
  --database-url=<url>    the bench database for postgres, dropped and created anew every round
                          (default postgres://postgres@127.0.0.1:5432/wbn_bench_mixed)
  --out=<dir>             where results go (default .tmp/bench)`;

const defaultUrl = 'postgres://postgres@127.0.0.1:5432/wbn_bench_mixed';
/** Databases the bench must never drop. */
const protectedNames = ['test', 'postgres', 'template0', 'template1'];

export function parseMixedOptions(argv: string[]): MixedOptions {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg}\n\n${mixedUsage}`);
    flags.set(m[1]!, m[2] ?? 'true');
  }
  const known = ['mixed', 'targets', 'duration', 'rounds', 'connections', 'database-url', 'out'];
  for (const k of flags.keys())
    if (!known.includes(k)) throw new Error(`--${k} is not an option of --mixed\n\n${mixedUsage}`);

  const number = (name: string, fallback: number, min: number, max: number) =>
    numberFlag(flags, name, fallback, min, max);
  const targets = (flags.get('targets') ?? 'embedded,postgres').split(',').map((t) => t.trim());
  for (const t of targets)
    if (!(mixedTargets as readonly string[]).includes(t))
      throw new Error(`--targets: ${t} is not one of ${mixedTargets.join(', ')}`);
  if (new Set(targets).size !== targets.length) throw new Error('--targets: each target once');

  const databaseUrl = flags.get('database-url') ?? defaultUrl;
  const name = benchDatabaseName(databaseUrl);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name) || protectedNames.includes(name))
    throw new Error(`--database-url: the bench drops ${name || '(none)'}; name a database of its own`);

  return {
    targets: targets as MixedTarget[],
    duration: number('duration', 20, 1, 120),
    rounds: Math.round(number('rounds', 3, 1, 20)),
    connections: Math.round(number('connections', 8, 1, 64)),
    databaseUrl,
    out: flags.get('out') ?? '.tmp/bench',
    attempts: 3,
  };
}

/** The database named by the URL's path. */
export function benchDatabaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}
