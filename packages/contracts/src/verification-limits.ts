// Company verification's kinds, states and limits (decision 0032), apart from the zod schemas:
// the web app's pages need them without zod.

/** What can be verified: the company's registration, its tax id, its address, a named certificate. */
export const verificationKinds = ['registration', 'taxId', 'address', 'certificate'] as const;
export type VerificationKind = (typeof verificationKinds)[number];

/**
 * A check's life: pending (waiting for an operator), more (the operator asked for more evidence),
 * approved, then expired (its year ended), revoked (by an operator) or replaced (a newer approval
 * of the same check).
 */
export const verificationStatuses = [
  'pending',
  'more',
  'approved',
  'expired',
  'revoked',
  'replaced',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** What an operator decides on a check. */
export const verificationDecisions = ['approve', 'more', 'revoke'] as const;
export type VerificationDecision = (typeof verificationDecisions)[number];

export const verificationLimits = {
  /** Checks in one submission. */
  checksMax: 6,
  /** Documents per check. */
  documentsMax: 5,
  certificateNameMax: 80,
  noteMax: 1000,
  messageMax: 1000,
  /** How long an approval lasts, in days. */
  validDays: 365,
  /** How many days before the end the reminder goes out. */
  reminderDays: 30,
} as const;
