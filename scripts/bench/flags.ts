/** A numeric `--name=value` flag within [min, max], or the fallback when it is not given. */
export function numberFlag(
  flags: Map<string, string>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name} must be a number in ${min}..${max}`);
  return n;
}
