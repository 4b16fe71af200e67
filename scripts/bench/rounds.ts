/** The figures of every round, per scenario, and their medians for the report. */
import { medianOf, type Summary } from './stats.ts';

export type Rounds = Map<string, Summary[]>;

export const push = (map: Rounds, key: string, s: Summary) => map.set(key, [...(map.get(key) ?? []), s]);

export const medians = (map: Rounds): Record<string, Summary> =>
  Object.fromEntries([...map].map(([k, v]) => [k, medianOf(v)]));
