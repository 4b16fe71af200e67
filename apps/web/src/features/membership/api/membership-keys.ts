/**
 * Cache keys of the membership checkout. A business's membership and payments are answered for
 * the viewer (only the owner or an admin `canBuy`), so the viewer (a user id, or 'visitor') is
 * part of those keys; the plans on sale are the same for everyone.
 */
export const membershipKeys = {
  all: ['membership'] as const,
  /** GET /api/subscription/setup: the provider, its public key and the plans on sale. */
  setup: () => [...membershipKeys.all, 'setup'] as const,
  /** Everything about one business for one viewer (what a checkout refreshes). */
  business: (businessID: string, viewer: string) =>
    [...membershipKeys.all, 'business', businessID, viewer] as const,
  /** GET /api/subscription/business/{businessID}: its membership as the viewer sees it. */
  state: (businessID: string, viewer: string) =>
    [...membershipKeys.business(businessID, viewer), 'state'] as const,
  /** GET /api/subscription/business/{businessID}/payments: its checkout attempts, newest first. */
  payments: (businessID: string, viewer: string) =>
    [...membershipKeys.business(businessID, viewer), 'payments'] as const,
  /** GET /api/business/profile/{businessID}, read for the business's name only. */
  businessName: (businessID: string) => [...membershipKeys.all, 'business-name', businessID] as const,
  /** GET /api/subscription/payments/{paymentID}: one payment, for its receipt. */
  payment: (paymentID: string, viewer: string) =>
    [...membershipKeys.all, 'payment', paymentID, viewer] as const,
};

/** The viewer part of a key. */
export const viewerKey = (userID: string | null): string => userID ?? 'visitor';

/** The plans and the provider change with a deployment, not during a visit. */
export const SETUP_STALE_MS = 10 * 60 * 1000;
/** A membership changes by a checkout or a renewal here (which update the cache) or at year end. */
export const MEMBERSHIP_STALE_MS = 60 * 1000;
