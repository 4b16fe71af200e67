/**
 * What the benchmark sends over HTTP: every search group of every endpoint, the profile and
 * product reads and the constant-JSON ceiling, each checked first with one request.
 */
import { probe, type HttpRequest } from './http.ts';
import { searchGroups, searchPaths, type QuerySet, type SearchEndpoint } from './queries.ts';
import type { Scenario } from './report.ts';

export function buildScenarios(
  queries: QuerySet,
  endpoints: SearchEndpoint[],
): { scenarios: Scenario[]; constant: Scenario } {
  const scenarios: Scenario[] = [];
  for (const endpoint of endpoints)
    for (const group of searchGroups)
      scenarios.push({
        name: `${endpoint} search: ${group}`,
        kind: 'search',
        endpoint,
        group,
        requests: queries.search[endpoint][group].map((body): HttpRequest => ({
          method: 'POST',
          path: searchPaths[endpoint],
          body,
        })),
      });
  scenarios.push({
    name: 'business profile read',
    kind: 'read',
    requests: queries.businessIds.map((id) => ({ method: 'GET', path: `/api/business/profile/${id}` })),
  });
  scenarios.push({
    name: 'product read',
    kind: 'read',
    requests: queries.productIds.map((id) => ({ method: 'GET', path: `/api/product/${id}` })),
  });
  const constant: Scenario = {
    name: 'constant JSON (ceiling)',
    kind: 'constant',
    requests: [{ method: 'GET', path: '/api/health/constant' }],
  };
  return { scenarios, constant };
}

/**
 * Every scenario's first request must succeed to be timed (a route not built yet is reported as
 * unavailable); the totals show how many rows each group matches.
 */
export async function probeScenarios(
  baseUrl: string,
  list: Scenario[],
  log: (line: string) => void,
): Promise<{ totals: Record<string, number | null>; unavailable: Record<string, string> }> {
  const totals: Record<string, number | null> = {};
  const unavailable: Record<string, string> = {};
  for (const s of list) {
    const first = s.requests[0];
    if (!first) {
      unavailable[s.name] = 'no request in this group';
      continue;
    }
    const { status, json } = await probe(baseUrl, first);
    if (status !== 200) {
      unavailable[s.name] =
        `${first.method} ${first.path} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`;
      log(`Skipping ${s.name}: ${unavailable[s.name]}`);
      continue;
    }
    const data = (json as { data?: Record<string, unknown> }).data;
    const total = data?.total_results ?? data?.totalResults;
    totals[s.name] = typeof total === 'number' ? total : null;
  }
  return { totals, unavailable };
}
