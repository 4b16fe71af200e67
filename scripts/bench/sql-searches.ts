/**
 * The searches run as SQL straight on the database, the statements the API runs (search-sql.ts):
 * the index statement of each group's first query EXPLAINed, each common and rare one timed
 * alone, and every group timed under load in the rounds, with and without the count.
 */
import type { Database } from '@wbn/db';
import { searchGroups, type QuerySet, type SearchEndpoint, type SearchGroup } from './queries.ts';
import type { BenchOptions } from './options.ts';
import type { BenchResults } from './report.ts';
import { push, type Rounds } from './rounds.ts';
import type { SearchSql } from './search-sql.ts';
import { explain, measureSql, timeAlone } from './sql.ts';

export async function explainSearches(
  searchSql: SearchSql | null,
  db: Database,
  queries: QuerySet,
  endpoints: SearchEndpoint[],
): Promise<BenchResults['explains']> {
  const explains: BenchResults['explains'] = [];
  if (searchSql) {
    for (const endpoint of endpoints)
      for (const group of searchGroups) {
        const body = queries.search[endpoint][group][0];
        if (!body) continue;
        const { index } = await searchSql.run(db, endpoint, body, { count: true });
        explains.push({ endpoint, group, body, plan: await explain(db, index) });
      }
  }
  return explains;
}

/**
 * Each common, rare and two-word search alone on one connection: what it costs without queueing,
 * so that the cost of a search can be set against how many rows its words match.
 */
export async function timeSearchesAlone(
  searchSql: SearchSql | null,
  db: Database,
  queries: QuerySet,
  endpoints: SearchEndpoint[],
  log: (line: string) => void,
): Promise<BenchResults['alone']> {
  const alone: BenchResults['alone'] = [];
  if (searchSql) {
    log('Timing each common, rare and two-word search alone…');
    for (const endpoint of endpoints)
      for (const group of ['common', 'rare', 'pair'] as const)
        for (const body of queries.search[endpoint][group]) {
          const time = (count: boolean) => timeAlone(() => searchSql.run(db, endpoint, body, { count }));
          alone.push({
            endpoint,
            group,
            textQuery: body.textQuery,
            ms: await time(true),
            msNoCount: await time(false),
          });
        }
  }
  return alone;
}

/** One group's searches timed as SQL under load, into `sqlRounds` (and `sqlNoCountRounds`). */
export async function measureSqlScenario(
  context: {
    searchSql: SearchSql | null;
    db: Database;
    queries: QuerySet;
    options: Pick<BenchOptions, 'connections' | 'duration'>;
    sqlRounds: Rounds;
    sqlNoCountRounds: Rounds;
  },
  endpoint: SearchEndpoint,
  group: SearchGroup,
): Promise<void> {
  const { searchSql, db, queries, options, sqlRounds, sqlNoCountRounds } = context;
  if (!searchSql) return;
  const bodies = queries.search[endpoint][group];
  const key = `${endpoint}:${group}`;
  const searches = (count: boolean) => bodies.map((b) => () => searchSql.run(db, endpoint, b, { count }));
  // Half the HTTP duration: enough samples for medians, and the two variants share one slot.
  const sqlOptions = { connections: options.connections, duration: options.duration / 2 };
  push(sqlRounds, key, await measureSql(searches(true), sqlOptions));
  if (searchSql.countSwitch) push(sqlNoCountRounds, key, await measureSql(searches(false), sqlOptions));
}
