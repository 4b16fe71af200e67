/** The generator's fixed calendar: every date is an offset from one reference day. */

/** All dates are relative to this fixed day, never to the clock. */
export const REFERENCE_DATE = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
