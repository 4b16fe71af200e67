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

/**
 * Caps that keep one account from inflating what the network counts (decision 0012). A business
 * likes and follows as itself, so each business an account owns is one more voice: ten is more
 * than a group of companies usually registers and few enough that the voices stay few. The API's
 * MAX_OWNED_BUSINESSES lets an operator raise it (support, a holding with many companies).
 */
export const accountLimits = { ownedBusinesses: 10 } as const;

export const ownedBusinessesMessage = (max: number): string =>
  `You already own ${max} businesses, the most one account may own. If your group needs more, contact support.`;

/**
 * Member invitations: how long one stays open, how many a business may have open, and how many
 * it may send a day (each sends a mail to an address the inviter typed, so the count is bounded).
 */
export const invitationLimits = { daysOpen: 30, openPerBusiness: 50, sentPerDay: 20 } as const;

export const invitationLimitMessages = {
  open: `A business may have at most ${invitationLimits.openPerBusiness} open invitations. Withdraw some before sending more.`,
  perDay: `A business may send at most ${invitationLimits.sentPerDay} invitations a day. Try again tomorrow.`,
} as const;
