/**
 * The pure decisions of a mixed run: in which order the targets go in each round, and whether
 * the database the server says it opened is the one the target's label claims.
 */
import type { MixedTarget } from './options.ts';

/**
 * Round r (from 1) starts at target (r - 1) mod n: with two targets each goes first in turn, so
 * a machine that warms up or slows down during the run does not favour one of them.
 */
export function roundOrder<T>(targets: readonly T[], round: number): T[] {
  const shift = (round - 1) % Math.max(1, targets.length);
  return [...targets.slice(shift), ...targets.slice(0, shift)];
}

/** Null when the server's own word fits the label, otherwise why not. */
export function labelProblem(target: MixedTarget, serverDatabase: string): string | null {
  return serverDatabase === target ? null : `target ${target}, but the server opened "${serverDatabase}"`;
}
