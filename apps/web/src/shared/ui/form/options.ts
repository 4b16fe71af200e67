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

/** The text of the "nothing chosen" row: "Select", or the text the field asks for. */
export const nullOptionLabel = (nullOption: boolean | string | undefined): string =>
  typeof nullOption === 'string' ? nullOption : 'Select';

/**
 * The options, with the "Select" row first when asked for. The row lets a visitor clear the field
 * from the list; while nothing is chosen the field shows its placeholder, never this row's text.
 */
export function withNullOption(
  options: readonly SelectOption[],
  nullOption: boolean | string | undefined,
): SelectOption[] {
  if (!nullOption) return [...options];
  return [{ id: NULL_KEY, label: nullOptionLabel(nullOption) }, ...options];
}
