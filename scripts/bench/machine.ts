/**
 * The machine and the database server a benchmark ran on, as every mode's results hold them and
 * its report names them (bench.ts, --posts, --messages, --overhead, --lab, --mixed).
 */
import { cpus, totalmem } from 'node:os';
import type { BenchDb } from './options.ts';

export interface BenchMachine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
}

export function benchMachine(): BenchMachine {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

/** "<cpu>, <n> cores, <n> GiB, Node <version>", as the reports' first lines say it. */
export function describeMachine(m: BenchMachine): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}`;
}

/** The server from its version(): up to the first comma, with "embedded " before an embedded one. */
export function databaseLabel(db: BenchDb, version: unknown): string {
  return `${db === 'embedded' ? 'embedded ' : ''}${String(version).split(',')[0]}`;
}
