// Data (reference table: business types, from the contracts' codes): one small table, so one file.
import { businessTypeCodes, searchTypeName } from '@wbn/contracts';

/** The business types behind the search codes; their names are the search type names. */
export const businessTypeRows = businessTypeCodes.map((code, i) => ({
  code,
  name: searchTypeName(code),
  sortOrder: i + 1,
}));
