/** One choice of a select or combo box. `id` null is the "Select" (nothing chosen) row. */
export interface SelectOption {
  id: string;
  label: string;
  /** Extra text used for searching (e.g. a country's code), not shown. */
  keywords?: string;
  isDisabled?: boolean;
}

/** React Aria keys cannot be null; the "nothing chosen" row uses this key instead. */
export const NULL_KEY = '__wbn_null__';

export const toKey = (id: string | null): string => (id === null ? NULL_KEY : id);
export const fromKey = (key: string | number | null | undefined): string | null =>
  key === null || key === undefined || key === NULL_KEY ? null : String(key);

/** The options, with the "Select" row first when asked for. */
export function withNullOption(
  options: readonly SelectOption[],
  nullOption: boolean | string | undefined,
): SelectOption[] {
  if (!nullOption) return [...options];
  return [{ id: NULL_KEY, label: typeof nullOption === 'string' ? nullOption : 'Select' }, ...options];
}
