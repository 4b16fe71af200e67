import { limits } from './limits.ts';

/** Length limits and code lists of a business's fields. */

export const businessTextMax = {
  companyName: 120,
  shortDescription: limits.textAreaMax,
  generalDescription: 5000,
  address: 300,
  city: 100,
  zipcode: 20,
  listItem: 80,
  listItems: 30,
  certificateName: 160,
  certificates: 50,
  categories: 20,
  url: 500,
} as const;

export const contractManufacturingCodes = ['OEM', 'ODM', 'OBM'] as const;
/** Incoterms 2020: the delivery terms a business may accept. */
export const deliveryTerms = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export const capacityPeriods = ['day', 'week', 'month', 'year'] as const;
