export interface StateRow {
  /** ISO 3166-2 code, e.g. US-TX. */
  id: string;
  countryCode: string;
  name: string;
}

// Filled in by the reference-data work: USA (50 + DC), Canada, Mexico, Brazil, Argentina, Colombia,
// Chile, Peru, Spain, Italy, China, India.
export const stateRows: StateRow[] = [
  { id: 'US-TX', countryCode: 'US', name: 'Texas' },
  { id: 'US-FL', countryCode: 'US', name: 'Florida' },
];
