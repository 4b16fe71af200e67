// Stable ids of the reference values that are derived from positions in their lists.

/** The industry tree's ids, derived from positions so links survive a reload of the data. */
export const industryId = (key: string) => `i${key}`;
export const categoryId = (key: string, n: number) => `c${key}-${String(n).padStart(2, '0')}`;
export const subCategoryId = (key: string, n: number, m: number) =>
  `s${key}-${String(n).padStart(2, '0')}-${String(m).padStart(2, '0')}`;

/** A job position's id from its place (1-based) in job-positions.ts: jp01, jp02, … */
export const jobPositionId = (n: number) => `jp${String(n).padStart(2, '0')}`;
